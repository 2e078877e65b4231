import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createServices } from '../create-services.js';
import { readEnv } from '../env.js';
import { createClient } from '../test/test-app.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const rolesScript = fileURLToPath(new URL('../../../deploy/postgres-roles.sql', import.meta.url));

/**
 * deploy/postgres-roles.sql run on the test server as its admin (TEST_DATABASE_URL), then the app
 * booted as the role it makes: migrations, seed, sign-up and a check-in, all without a superuser.
 */
describe.runIf(onPostgres)(
  'the least-privilege role of deploy/postgres-roles.sql (postgres project: needs a real server)',
  () => {
    // Read in the hooks and tests: the describe body also runs (to list the skipped tests) in the pglite project.
    const adminUrl = () => process.env.TEST_DATABASE_URL!;
    const suffix = randomBytes(5).toString('hex');
    const role = `pw_app_${suffix}`;
    const database = `pw_least_${suffix}`;
    const password = randomBytes(18).toString('base64url');
    const roleUrl = () => urlFor(adminUrl(), { user: role, password, database });
    let services: Awaited<ReturnType<typeof createServices>> | undefined;

    beforeAll(async () => {
      await promisify(execFile)('psql', [
        adminUrl(),
        '-X',
        '-q',
        ...['-v', `role=${role}`, '-v', `database=${database}`, '-v', `password=${password}`],
        '-f',
        rolesScript,
      ]);
    });

    afterAll(async () => {
      await services?.close();
      await asAdmin(async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS ${role}`);
      });
    });

    it('boots the app as that role (migrations at boot), then signs up and saves a check-in', async () => {
      const env = readEnv({
        NODE_ENV: 'test',
        DATABASE_URL: roleUrl(),
        DATABASE_POOL_SIZE: '3',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-least-')),
        AUTH_SECRET: 'l'.repeat(40),
        TRUST_PROXY: 'true',
      });
      services = await createServices(env, pino({ level: 'silent' }));
      const app = createApp(services.deps);
      const client = createClient(app);
      const ip = '10.9.0.1';

      const email = `least-${suffix}@example.com`;
      const signUp = await client.post('/api/auth/sign-up/email', {
        body: { email, password: 'a calm river 42', name: '' },
        ip,
      });
      expect(signUp.status).toBe(200);
      // The confirmation link, when sign-up mails one, verifies the address and signs the person in.
      const token = confirmationTokenInOutbox(join(env.DATA_DIR, 'outbox'), email);
      const signedIn = token
        ? await client.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { ip })
        : signUp;
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      expect((await client.get('/api/me', { cookie })).status).toBe(200);

      // Choosing core patterns marks the screener done, which opens check-ins (the client has no PUT helper).
      const saved = await app.request('/api/core-patterns', {
        method: 'PUT',
        headers: { cookie, origin: env.APP_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ schema_keys: ['abandonment'] }),
      });
      expect(saved.status).toBe(200);

      const entry = { feeling_text: 'A quiet evening after a long week.', mood_level: 3 };
      const reflection = await client.post('/api/check-ins/reflect', { cookie, body: entry, ip });
      expect(reflection.status).toBe(200);
      const { reflection_token } = (await reflection.json()) as { reflection_token?: string };
      const checkIn = await client.post('/api/check-ins', { cookie, body: { ...entry, reflection_token }, ip });
      expect(checkIn.status).toBe(201);
      const list = (await (await client.get('/api/check-ins', { cookie })).json()) as { total: number };
      expect(list.total).toBe(1);

      await asRole(roleUrl(), async (db) => {
        const { rows } = await db.query<{ owner: string }>(
          `select distinct tableowner as owner from pg_tables where schemaname = 'public'`,
        );
        expect(rows).toEqual([{ owner: role }]);
      });
    });

    it('is no superuser and holds none of the cluster-wide powers', async () => {
      await asRole(roleUrl(), async (db) => {
        const { rows } = await db.query(
          `select rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
           from pg_roles where rolname = current_user`,
        );
        expect(rows).toEqual([
          { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false },
        ]);
      });
    });

    it.each([
      ['create a role', `CREATE ROLE pw_intruder_${suffix}`],
      ['create a database', `CREATE DATABASE pw_intruder_${suffix}`],
      ['read the password hashes in pg_authid', 'SELECT rolpassword FROM pg_authid'],
      ['run a program on the server', `COPY (SELECT 1) TO PROGRAM 'true'`],
      ['read a file on the server', `SELECT pg_read_file('/etc/passwd')`],
      ['change the server configuration', `ALTER SYSTEM SET log_statement = 'all'`],
    ])('cannot %s', async (_what, statement) => {
      await asRole(roleUrl(), async (db) => {
        await expect(db.query(statement)).rejects.toMatchObject({ code: '42501' });
      });
    });

    it('is the only ordinary role that may connect to its database', async () => {
      const other = `pw_other_${suffix}`;
      await asAdmin((admin) => admin.query(`CREATE ROLE ${other} LOGIN PASSWORD '${password}'`));
      try {
        const otherUrl = urlFor(adminUrl(), { user: other, password, database });
        await expect(asRole(otherUrl, () => Promise.resolve(undefined))).rejects.toMatchObject({ code: '42501' });
      } finally {
        await asAdmin((admin) => admin.query(`DROP ROLE ${other}`));
      }
    });
  },
);

/** The outbox mailer writes each mail as a JSON file: the newest sign-up confirmation for this address. */
function confirmationTokenInOutbox(outbox: string, email: string): string | undefined {
  if (!existsSync(outbox)) return undefined;
  const mails = readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string });
  const link = mails
    .findLast((mail) => mail.to === email && mail.text.includes('#type=signup&token='))
    ?.text.match(/https?:\/\/\S+/)?.[0];
  return link ? (new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? undefined) : undefined;
}

function urlFor(serverUrl: string, to: { user: string; password: string; database: string }) {
  const url = new URL(serverUrl);
  url.username = to.user;
  url.password = to.password;
  url.pathname = `/${to.database}`;
  return url.toString();
}

async function asRole<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const asAdmin = <T>(use: (client: pg.Client) => Promise<T>) => asRole(process.env.TEST_DATABASE_URL!, use);
