/** The change feed delivers every committed change once, in the order of commit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/database';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit';
import type { DatabaseHandle } from '../db/client';
import { ChangeFeed, type ChangeEvent } from './change-feed';

let database: DatabaseHandle;
let feed: ChangeFeed;

beforeAll(async () => {
  database = await openTestDatabase();
  feed = await ChangeFeed.start(database);
});
afterAll(async () => {
  await feed.close();
  await database.close();
});

describe('change feed', () => {
  it('delivers changes in commit order even when an earlier snapshot is slower to load', async () => {
    const controller = new AbortController();
    const received: ChangeEvent[] = [];
    const reading = (async () => {
      for await (const event of feed.all(controller.signal)) {
        received.push(event);
        if (received.length === 6) controller.abort();
      }
    })();
    // Let the subscriber attach before the first notice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Large snapshots take longer to load than small ones; on PostgreSQL the loads run on
    // separate pooled connections and could finish out of order.
    const bulky = 'x'.repeat(2_000_000);
    for (let index = 0; index < 6; index += 1) {
      await database.db.transaction((tx) =>
        recordAudit(tx, SYSTEM_ACTOR, {
          recordType: 'Probe',
          recordId: `probe-${index}`,
          before: null,
          after: { index, padding: index % 2 === 0 ? bulky : '' },
        }),
      );
    }
    await reading;
    expect(received.map((event) => event.recordId)).toEqual([
      'probe-0',
      'probe-1',
      'probe-2',
      'probe-3',
      'probe-4',
      'probe-5',
    ]);
    expect(received.map((event) => event.snapshot.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
