import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Component tests: React pages rendered in happy-dom, the network faked at `fetch`. */
const clientTests = 'src/client/**/*.test.tsx';

/**
 * Every test runs on embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server (as in CI),
 * the server-side tests run a second time against it, each file in a fresh database. The client's
 * component tests run once, in their own DOM.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest keeps one core free by default, which on a 2-core CI machine runs the files one by one;
    // API tests wait on the database half the time, so one worker per core is a third faster.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: [...configDefaults.exclude, clientTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: [clientTests],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
