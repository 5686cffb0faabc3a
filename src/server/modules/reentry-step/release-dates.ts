/**
 * The release dates of the clients a page of reentry steps belongs to, looked up once per request
 * (one query for a client's plan or a page of steps), so that each step's due day is read live:
 * moving the release date moves it (decision 068).
 */
import { inArray } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { client } from '../../db/schema/client';
import { byKey, requestLoader } from '../../graphql/request-loader';

export const releaseDateOf = requestLoader<string, string | null>(async (db, ids) => {
  const uuids = ids.filter(isUuid);
  const rows =
    uuids.length > 0
      ? await db
          .select({ id: client.id, releaseDate: client.releaseDate })
          .from(client)
          .where(inArray(client.id, uuids))
      : [];
  return byKey(
    ids,
    rows,
    (row) => row.id,
    (row) => row.releaseDate,
    null,
  );
});
