/**
 * The release dates of the clients a page of reentry steps belongs to, looked up once per request
 * (one query for a client's plan or a page of steps), so that each step's due day is read live:
 * moving the release date moves it (decision 068).
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { isUuid } from '../../db/ids';
import { client } from '../../db/schema/client';

const loaders = new WeakMap<object, DataLoader<string, string | null>>();

export function releaseDateOf(request: object, db: DbExecutor, clientId: string) {
  let loader = loaders.get(request);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const uuids = ids.filter(isUuid);
      const rows =
        uuids.length > 0
          ? await db
              .select({ id: client.id, releaseDate: client.releaseDate })
              .from(client)
              .where(inArray(client.id, uuids))
          : [];
      const byId = new Map(rows.map((row) => [row.id, row.releaseDate]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(request, loader);
  }
  return loader.load(clientId);
}
