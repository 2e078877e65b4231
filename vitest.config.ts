import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Every test runs on embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server (as in CI),
 * the server-side tests run a second time against it, each file in a fresh database.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'tools/**/*.test.ts'] },
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
