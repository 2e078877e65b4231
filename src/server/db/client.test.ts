import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkIns, profiles, user } from './schema.js';
import { createTestDatabase } from '../test/test-database.js';

describe('database', () => {
  it('migrating twice is harmless, and the schema holds its constraints', async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      await database.db.insert(user).values({ id: 'u1', name: 'U', email: 'u1@example.com' });
      const [profile] = await database.db.select().from(profiles);
      expect(profile).toMatchObject({ id: 'u1', checkInsUsed: 0, hasCompletedScreener: false });
      await expect(
        database.db.insert(checkIns).values({ userId: 'u1', feelingText: 'x', moodLevel: 6 }),
      ).rejects.toThrow();
      const indexes = await database.db.execute(
        sql`select indexname from pg_indexes where tablename = 'check_ins' and indexdef like '%user_id, created_at DESC%'`,
      );
      expect((indexes as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });
});
