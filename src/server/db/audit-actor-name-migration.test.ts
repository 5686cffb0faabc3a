/**
 * Migration 0023 keeps the actor's name in each audit entry (product.md §14): entries written
 * before it take the name each account has at the upgrade; the system's entries and those of a
 * deleted account keep none (the trail then shows the e-mail recorded, or System).
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { codeMigrations } from './migration-level';
import { auditEntry } from './schema/audit';

const LEVEL = codeMigrations().findIndex((migration) => migration.tag.startsWith('0023_'));

it("names the entries written before it after each account's name at the upgrade", async () => {
  expect(LEVEL).toBeGreaterThan(0);
  const database = await openEmptyDatabase();
  try {
    await database.migrate(LEVEL);
    const { db } = database;
    await db.execute(
      sql`insert into "user" (id, name, email) values ('u-1', 'Amina Khan', 'amina@example.org')`,
    );
    await db.execute(sql`insert into audit_entry (actor_id, actor_email, record_type, record_id, action, changes)
      values ('u-1', 'amina@example.org', 'Facility', 'f-1', 'CREATE', '{}'),
             ('gone', 'gone@example.org', 'Facility', 'f-1', 'UPDATE', '{}'),
             (null, 'system', 'Facility', 'f-1', 'DELETE', '{}')`);

    await database.migrate();

    const entries = await db
      .select({ action: auditEntry.action, actorName: auditEntry.actorName })
      .from(auditEntry)
      .orderBy(auditEntry.id);
    expect(entries).toEqual([
      { action: 'CREATE', actorName: 'Amina Khan' },
      { action: 'UPDATE', actorName: null },
      { action: 'DELETE', actorName: null },
    ]);
  } finally {
    await database.close();
  }
});
