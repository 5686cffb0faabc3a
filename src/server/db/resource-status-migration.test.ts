/**
 * Migration 0022 brings existing resources in line with the rule that the stock decides
 * Available / Low Stock / Out of Stock (product.md §4.6): a database at the level before it, with
 * resources as the old product saved them, upgraded.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { insertResource } from '../../../tests/support/resource-factory';
import { codeMigrations } from './migration-level';
import { auditEntry } from './schema/audit';
import { resource } from './schema/resource';

const LEVEL = codeMigrations().findIndex((migration) => migration.tag.startsWith('0022_'));

it('derives the stock statuses, keeps those set by hand, empties undistributed dates, and audits each change', async () => {
  expect(LEVEL).toBeGreaterThan(0);
  const database = await openEmptyDatabase();
  try {
    await database.migrate(LEVEL);
    const { db } = database;
    const created = new Date('2026-01-05T10:00:00Z');
    const full = await insertResource(db, {
      title: 'Full shelf',
      quantity: 72,
      reorderThreshold: 10,
      status: 'LOW_STOCK',
      lastDistributedDate: created,
      timesDistributed: 0,
    });
    const empty = await insertResource(db, { title: 'Empty', quantity: 0, status: 'AVAILABLE' });
    const renewal = await insertResource(db, {
      title: 'Licence',
      quantity: 0,
      status: 'NEEDS_RENEWAL',
      timesDistributed: 5,
      lastDistributedDate: created,
    });
    const right = await insertResource(db, { title: 'Right', quantity: 3, status: 'AVAILABLE' });

    await database.migrate();

    const stored = new Map((await db.select().from(resource)).map((row) => [row.id, row] as const));
    expect(stored.get(full.id)).toMatchObject({
      status: 'AVAILABLE',
      lastDistributedDate: null,
      version: 2,
    });
    expect(stored.get(empty.id)).toMatchObject({ status: 'OUT_OF_STOCK', version: 2 });
    expect(stored.get(renewal.id)).toMatchObject({
      status: 'NEEDS_RENEWAL',
      lastDistributedDate: created,
      version: 1,
    });
    expect(stored.get(right.id)).toMatchObject({ status: 'AVAILABLE', version: 1 });

    const entries = await db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'Resource'))
      .orderBy(sql`${auditEntry.recordId}`);
    expect(Object.fromEntries(entries.map((entry) => [entry.recordId, entry.changes]))).toEqual({
      [full.id]: {
        status: { before: 'LOW_STOCK', after: 'AVAILABLE' },
        lastDistributedDate: { before: expect.stringMatching(/^2026-01-05T10:00:00/), after: null },
      },
      [empty.id]: { status: { before: 'AVAILABLE', after: 'OUT_OF_STOCK' } },
    });
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: null, actorEmail: 'system', action: 'UPDATE' });
    }
    expect(entries.find((entry) => entry.recordId === full.id)!.snapshot).toMatchObject({
      title: 'Full shelf',
    });
  } finally {
    await database.close();
  }
});
