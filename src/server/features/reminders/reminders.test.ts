import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { checkIns, reminderSettings, user } from '../../db/schema.js';
import type { Mail, Mailer } from '../../providers/mailer/mailer.js';
import { createTestApp, createUser, TEST_APP_URL, TEST_AUTH_SECRET } from '../../test/test-app.js';
import { currentDatabaseName } from '../../test/test-database.js';
import { findClinicalWords } from '../../../shared/clinical-words.js';
import { ReminderSettingsResponseSchema } from '../../../shared/schemas/responses.js';
import { createReminderScheduler, RETRY_DELAY_MS } from './scheduler.js';
import { createUnsubscribeToken } from './unsubscribe-token.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** The test clock: the API and every scheduler read it. */
let clock = new Date('2027-03-25T12:00:00Z'); // Thursday
const setClock = (iso: string) => {
  clock = new Date(iso);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.dispose());

const MADRID_9 = { enabled: true, time: '09:00', days: [1, 2, 3, 4, 5, 6, 7], time_zone: 'Europe/Madrid' };

const putReminder = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/reminders', {
    method: 'PUT',
    headers: { origin: TEST_APP_URL, cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const getReminder = async (cookie: string) =>
  ReminderSettingsResponseSchema.parse(await (await t.client.get('/api/reminders', { cookie })).json());

/**
 * A mailer of one instance: what it sent, optionally refusing the first `failures` mails to one
 * address (other tests' reminders share the database and come due too).
 */
function memoryMailer(failFor?: { email: string; failures: number }) {
  const sent: Mail[] = [];
  let left = failFor?.failures ?? 0;
  const mailer: Mailer = {
    kind: 'outbox',
    send: (mail) => {
      if (left > 0 && mail.to === failFor?.email) {
        left -= 1;
        return Promise.reject(Object.assign(new Error(`refused ${mail.to}`), { code: 'EENVELOPE' }));
      }
      sent.push(mail);
      return Promise.resolve();
    },
  };
  return { mailer, sent };
}

function schedulerOn(db: Database, mailer: Mailer, batchSize?: number) {
  return createReminderScheduler({
    db,
    mailer,
    appUrl: TEST_APP_URL,
    secret: TEST_AUTH_SECRET,
    logger: t.logs.logger,
    now: () => clock,
    batchSize,
  });
}

const remindersTo = (sent: Mail[], email: string) =>
  sent.filter((mail) => mail.to === email && mail.headers?.['List-Unsubscribe']);

/** A second connection pool to the same database (PostgreSQL), as another instance would have; PGlite has one. */
async function anotherInstanceDb(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (!onPostgres) return { db: t.db, close: () => Promise.resolve() };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${await currentDatabaseName(t.db)}`;
  const handle = openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 5 });
  return { db: handle.db, close: handle.close };
}

describe('GET and PUT /api/reminders', () => {
  it('is off by default at 20:00 every day, and needs a session', async () => {
    const { cookie } = await createUser(t);
    expect(await getReminder(cookie)).toEqual({
      enabled: false,
      time: '20:00',
      days: [1, 2, 3, 4, 5, 6, 7],
      time_zone: null,
      next_due_at: null,
    });
    expect((await t.client.get('/api/reminders')).status).toBe(401);
    expect((await putReminder('', MADRID_9)).status).toBe(401);
  });

  it('saves the reminder and answers when the next mail goes out, in UTC', async () => {
    setClock('2027-03-25T12:00:00Z');
    const { cookie } = await createUser(t);
    const response = await putReminder(cookie, { ...MADRID_9, days: [5, 1] });
    expect(response.status).toBe(200);
    // Thursday noon: the next of Monday or Friday at 09:00 in Madrid is Friday, 08:00 UTC.
    const expected = { ...MADRID_9, days: [1, 5], next_due_at: '2027-03-26T08:00:00.000Z' };
    expect(ReminderSettingsResponseSchema.parse(await response.json())).toEqual(expected);
    expect(await getReminder(cookie)).toEqual(expected);

    const off = await putReminder(cookie, { ...MADRID_9, enabled: false });
    expect(ReminderSettingsResponseSchema.parse(await off.json())).toMatchObject({ enabled: false, next_due_at: null });
  });

  it('refuses a bad time, an unknown zone and no days with a 400 that says why, in the page language', async () => {
    const { cookie } = await createUser(t);
    const cases = [
      [{ ...MADRID_9, time: '25:00' }, 'time', 'Please choose a time of day, like 20:00'],
      [{ ...MADRID_9, time: '9am' }, 'time', 'Please choose a time of day, like 20:00'],
      [
        { ...MADRID_9, time_zone: 'Mars/Olympus_Mons' },
        'time_zone',
        'We could not recognise your time zone. Please reload the page and try again.',
      ],
      [{ ...MADRID_9, days: [] }, 'days', 'Please choose at least one day for your reminder'],
      [{ ...MADRID_9, days: [1, 1] }, 'days', 'Days must be chosen from Monday to Sunday, each once'],
      [{ ...MADRID_9, days: [0] }, 'days.0', 'Days must be chosen from Monday to Sunday, each once'],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await putReminder(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'validation', field, message });
    }
    const spanish = await putReminder(cookie, { ...MADRID_9, days: [] }, { 'accept-language': 'es' });
    expect((await spanish.json()).error.message).toBe('Elige al menos un día para tu recordatorio');
    expect((await putReminder(cookie, { ...MADRID_9, extra: 1 })).status).toBe(400);
    // Nothing was saved by any of them.
    expect((await getReminder(cookie)).enabled).toBe(false);
  });

  it('is refused from another site like every change', async () => {
    const { cookie } = await createUser(t);
    const response = await putReminder(cookie, MADRID_9, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await getReminder(cookie)).enabled).toBe(false);
  });
});

describe('the scheduler', () => {
  it('sends a 09:00 Europe/Madrid reminder once with two instances ticking together, not before 09:00, once the next day, and at 09:00 after DST', async () => {
    setClock('2027-03-25T12:00:00Z'); // Thursday
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    for (const person of people) expect((await putReminder(person.cookie, MADRID_9)).status).toBe(200);
    const other = await anotherInstanceDb();
    try {
      const first = memoryMailer();
      const second = memoryMailer();
      // Small batches, so both instances keep claiming from the same due set at once.
      const instances = [schedulerOn(t.db, first.mailer, 3), schedulerOn(other.db, second.mailer, 3)];
      const tickBoth = () => Promise.all(instances.map((instance) => instance.tick()));
      const countsFor = (email: string) => remindersTo([...first.sent, ...second.sent], email).length;

      // Friday 26 March: 09:00 in Madrid (CET) is 08:00 UTC.
      setClock('2027-03-26T07:59:59Z');
      await tickBoth();
      expect(people.map((person) => countsFor(person.email))).toEqual(people.map(() => 0));
      setClock('2027-03-26T08:00:00Z');
      await tickBoth();
      await tickBoth();
      expect(people.map((person) => countsFor(person.email))).toEqual(people.map(() => 1));
      setClock('2027-03-26T08:00:30Z');
      await tickBoth();
      expect(people.map((person) => countsFor(person.email))).toEqual(people.map(() => 1));

      // Saturday 27 March: once more.
      setClock('2027-03-27T07:59:00Z');
      await tickBoth();
      expect(countsFor(people[0]!.email)).toBe(1);
      setClock('2027-03-27T08:00:00Z');
      await tickBoth();
      expect(people.map((person) => countsFor(person.email))).toEqual(people.map(() => 2));
      expect((await getReminder(people[0]!.cookie)).next_due_at).toBe('2027-03-28T07:00:00.000Z');

      // Sunday 28 March, clocks went forward at 02:00: 09:00 CEST is 07:00 UTC, not 08:00.
      setClock('2027-03-28T06:59:00Z');
      await tickBoth();
      expect(countsFor(people[0]!.email)).toBe(2);
      setClock('2027-03-28T07:00:00Z');
      await Promise.all([tickBoth(), tickBoth()]);
      expect(people.map((person) => countsFor(person.email))).toEqual(people.map(() => 3));
      const all = [...first.sent, ...second.sent];
      expect(people.flatMap((person) => remindersTo(all, person.email))).toHaveLength(24);
    } finally {
      await other.close();
    }
  });

  it('mails in the person’s language, with nothing they wrote and no clinical word, and a one-click unsubscribe', async () => {
    setClock('2027-05-03T10:00:00Z');
    const canary = 'CANARY-REMINDER-4e1f';
    const person = await createUser(t, { name: `Ana ${canary}` });
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
    await t.db.insert(checkIns).values({ userId: row!.id, feelingText: `Today ${canary} felt heavy`, moodLevel: 2 });
    expect((await putReminder(person.cookie, MADRID_9, { 'accept-language': 'es-ES' })).status).toBe(200);

    const { mailer, sent } = memoryMailer();
    setClock('2027-05-04T07:00:00Z'); // 09:00 CEST
    await schedulerOn(t.db, mailer).tick();
    const [mail] = remindersTo(sent, person.email);
    const whole = JSON.stringify(mail);
    expect(whole).not.toContain(canary);
    expect(whole).not.toMatch(/therap|terapi/i);
    expect(findClinicalWords(`${mail!.subject}\n${mail!.text}`)).toEqual([]);
    expect(mail!.subject).toBe('Un momento para tu registro');
    expect(mail!.text).toContain(`${TEST_APP_URL}/es/check-in`);
    const unsubscribe = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(unsubscribe).toMatch(new RegExp(`^${TEST_APP_URL}/api/reminders/unsubscribe\\?token=`));
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe);
    expect(t.logs.text()).not.toContain(person.email);

    // The same person in English gets the English mail.
    expect((await putReminder(person.cookie, MADRID_9, { 'accept-language': 'en' })).status).toBe(200);
    setClock('2027-05-05T07:00:00Z');
    await schedulerOn(t.db, mailer).tick();
    const english = remindersTo(sent, person.email)[1]!;
    expect(english.subject).toBe('A moment for your check-in');
    expect(english.text).toContain(`${TEST_APP_URL}/check-in`);
    expect(JSON.stringify(english)).not.toMatch(new RegExp(`${canary}|therap|terapi`, 'i'));
  });

  it('skips a reminder found more than an hour late (the app was down) and keeps the next one', async () => {
    setClock('2027-06-01T10:00:00Z');
    const person = await createUser(t);
    await putReminder(person.cookie, MADRID_9);
    const { mailer, sent } = memoryMailer();
    setClock('2027-06-02T09:30:00Z'); // due 07:00 UTC, 2.5 hours ago
    expect((await schedulerOn(t.db, mailer).tick()).skipped).toBeGreaterThanOrEqual(1);
    expect(remindersTo(sent, person.email)).toHaveLength(0);
    expect((await getReminder(person.cookie)).next_due_at).toBe('2027-06-03T07:00:00.000Z');
  });

  it('tries a failed send once more five minutes later, then not again that day', async () => {
    setClock('2027-06-10T10:00:00Z');
    const person = await createUser(t);
    await putReminder(person.cookie, MADRID_9);
    const flaky = memoryMailer({ email: person.email, failures: 1 });
    setClock('2027-06-11T07:00:00Z');
    expect(await schedulerOn(t.db, flaky.mailer).tick()).toMatchObject({ failed: 1 });
    expect(t.logs.text()).toContain('reminder mail failed');
    expect(t.logs.text()).not.toContain(person.email);
    expect(remindersTo(flaky.sent, person.email)).toHaveLength(0);
    setClock(new Date(Date.parse('2027-06-11T07:00:00Z') + RETRY_DELAY_MS - 1000).toISOString());
    await schedulerOn(t.db, flaky.mailer).tick();
    expect(remindersTo(flaky.sent, person.email)).toHaveLength(0);
    setClock(new Date(Date.parse('2027-06-11T07:00:00Z') + RETRY_DELAY_MS).toISOString());
    await schedulerOn(t.db, flaky.mailer).tick();
    expect(remindersTo(flaky.sent, person.email)).toHaveLength(1);
    expect((await getReminder(person.cookie)).next_due_at).toBe('2027-06-12T07:00:00.000Z');

    // A second failure of the retry is let go: the next mail is tomorrow's.
    const down = memoryMailer({ email: person.email, failures: 2 });
    setClock('2027-06-12T07:00:00Z');
    await schedulerOn(t.db, down.mailer).tick();
    setClock('2027-06-12T07:05:00Z');
    expect(await schedulerOn(t.db, down.mailer).tick()).toMatchObject({ failed: 1 });
    expect((await getReminder(person.cookie)).next_due_at).toBe('2027-06-13T07:00:00.000Z');
  });

  it('sends nothing to a deleted account', async () => {
    setClock('2027-07-01T10:00:00Z');
    const person = await createUser(t);
    await putReminder(person.cookie, MADRID_9);
    const deleted = await t.client.post('/api/account/delete', {
      cookie: person.cookie,
      body: { password: person.password },
      ip: t.nextIp(),
    });
    expect(deleted.status).toBe(200);
    const { mailer, sent } = memoryMailer();
    setClock('2027-07-02T07:00:00Z');
    await schedulerOn(t.db, mailer).tick();
    expect(remindersTo(sent, person.email)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(reminderSettings)
        .innerJoin(user, eq(user.id, reminderSettings.userId))
        .where(eq(user.email, person.email)),
    ).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  /** A person with a 09:00 reminder and the unsubscribe link of their first mail. */
  async function personWithMail(day: string) {
    setClock(`${day}T00:00:00Z`);
    const person = await createUser(t);
    await putReminder(person.cookie, MADRID_9);
    const { mailer, sent } = memoryMailer();
    setClock(`${day}T07:00:00Z`);
    await schedulerOn(t.db, mailer).tick();
    const link = remindersTo(sent, person.email)[0]!.headers!['List-Unsubscribe']!.slice(1, -1);
    return { ...person, link: link.replace(TEST_APP_URL, ''), mailer, sent };
  }
  /** As a mail provider sends RFC 8058's one-click: a form body, no Origin, no cookie. */
  const oneClick = (path: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('GET shows a confirmation without a session and changes nothing; the one-click POST stops the reminders, twice is fine', async () => {
    const person = await personWithMail('2027-08-02');
    const page = await t.app.request(person.link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop daily reminders?');
    expect(html).toContain('<form method="post"');
    expect((await getReminder(person.cookie)).enabled).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const response = await oneClick(person.link);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Reminders stopped');
    }
    expect(await getReminder(person.cookie)).toMatchObject({ enabled: false, next_due_at: null });
    setClock('2027-08-03T07:00:00Z');
    await schedulerOn(t.db, person.mailer).tick();
    expect(remindersTo(person.sent, person.email)).toHaveLength(1);
  });

  it('the confirmation page’s own button works from the browser (same-origin form post), in the reminder’s language', async () => {
    setClock('2027-08-09T00:00:00Z');
    const person = await createUser(t);
    await putReminder(person.cookie, MADRID_9, { 'accept-language': 'es' });
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
    const link = `/api/reminders/unsubscribe?token=${createUnsubscribeToken(row!.id, TEST_AUTH_SECRET)}`;
    expect(await (await t.app.request(link)).text()).toContain('¿Dejar de recibir recordatorios diarios?');
    const response = await t.app.request(link, {
      method: 'POST',
      headers: {
        origin: TEST_APP_URL,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Recordatorios desactivados');
    expect((await getReminder(person.cookie)).enabled).toBe(false);
  });

  it('refuses a tampered, cut or foreign token with 400 and leaves the reminder on', async () => {
    const person = await personWithMail('2027-08-16');
    const token = new URL(person.link, TEST_APP_URL).searchParams.get('token')!;
    const [id, mac] = token.split('.') as [string, string];
    const otherUser = Buffer.from('someone-else').toString('base64url');
    const flipped = mac.slice(0, -2) + (mac.at(-2) === 'A' ? 'B' : 'A') + mac.at(-1);
    const bad = [
      `${id}.${flipped}`,
      `${otherUser}.${mac}`,
      id,
      '',
      createUnsubscribeToken(Buffer.from(id, 'base64url').toString(), 'y'.repeat(32)),
    ];
    for (const value of bad) {
      const path = `/api/reminders/unsubscribe?token=${encodeURIComponent(value)}`;
      expect((await t.app.request(path)).status, value).toBe(400);
      const response = await oneClick(path);
      expect(response.status, value).toBe(400);
      expect(await response.text()).toContain('This unsubscribe link is not valid');
    }
    expect((await getReminder(person.cookie)).enabled).toBe(true);
  });
});

describe('Download my data', () => {
  it('includes the reminder settings', async () => {
    setClock('2027-09-01T10:00:00Z');
    const person = await createUser(t);
    await putReminder(person.cookie, { ...MADRID_9, time: '07:45', days: [2, 4] });
    const data = (await (await t.client.get('/api/account/export', { cookie: person.cookie })).json()) as {
      reminder: Record<string, unknown>;
    };
    expect(data.reminder).toMatchObject({
      enabled: true,
      local_time: '07:45',
      days: [2, 4],
      time_zone: 'Europe/Madrid',
      locale: 'en',
      next_due_at: '2027-09-02T05:45:00.000Z',
      last_sent_at: null,
    });
  });
});
