/**
 * The session memory of the embedded database: a session read once is not read again until
 * something about sessions, accounts or the security setting changes (decision 030).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../../tests/support/database';
import { startSessionMemory } from './session-memory';

/** A read that counts how often it ran and answers `row`. */
function countedRead(row: string | undefined) {
  return vi.fn(async () => row);
}

describe('startSessionMemory', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('remembers only with the embedded database, and forgets on every change the database announces', async () => {
    const started = await startSessionMemory<string>(database);
    if (database.kind === 'postgres') {
      // Another process may change a session: its notice would come too late.
      expect(started).toBeNull();
      return;
    }
    const { memory, stop } = started!;
    try {
      const changes = [
        sql`update "user" set name = name where false`,
        sql`delete from "session" where false`,
        sql`insert into security_setting (id, require_admin_mfa) values (1, false)
          on conflict (id) do update set require_admin_mfa = excluded.require_admin_mfa`,
      ];
      for (const change of changes) {
        await memory.recall('token', countedRead('remembered'));
        await database.db.execute(change);
        const read = countedRead('read again');
        expect(await memory.recall('token', read)).toBe('read again');
      }
      // A read with nothing announced since is answered from memory.
      await memory.recall('other', countedRead('kept'));
      await database.db.execute(sql`select count(*) from "session"`);
      expect(await memory.recall('other', countedRead('not read'))).toBe('kept');
    } finally {
      await stop();
    }
  });
});
