/**
 * A DataLoader per request: what a field needs for each row of a page (a client's release date,
 * a plan's steps, a volunteer's clearances) is asked once for the whole page, and never kept
 * beyond the request, so a later request reads what is stored then. The request's context
 * object keys the loader; the database is the request's own.
 */
import DataLoader from 'dataloader';
import type { DbExecutor } from '../db/client';
import { isUuid } from '../db/ids';

export type RequestLoader<Key, Value> = (
  request: object,
  db: DbExecutor,
  key: Key,
) => Promise<Value>;

/** `batch` answers every key asked in one go, in the order asked. */
export function requestLoader<Key, Value>(
  batch: (db: DbExecutor, keys: readonly Key[]) => Promise<readonly Value[]>,
): RequestLoader<Key, Value> {
  const loaders = new WeakMap<object, DataLoader<Key, Value>>();
  return (request, db, key) => {
    let loader = loaders.get(request);
    if (!loader) {
      loader = new DataLoader((keys) => batch(db, keys));
      loaders.set(request, loader);
    }
    return loader.load(key);
  };
}

/** The keys' values from rows carrying their key: `fallback` for a key with none. */
export function byKey<Key, Row, Value>(
  keys: readonly Key[],
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  valueOf: (row: Row) => Value,
  fallback: Value,
): Value[] {
  const found = new Map(rows.map((row) => [keyOf(row), valueOf(row)]));
  return keys.map((key) => (found.has(key) ? found.get(key)! : fallback));
}

/** The rows of each key, for a one-to-many lookup (a client's steps). */
function groupedByKey<Key, Row>(
  keys: readonly Key[],
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
): Row[][] {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/**
 * A per-request loader of each client's rows of a table (their plan's steps, their check-ins):
 * `read` gets the ids that can be clients' (uuids) and returns their rows in one query.
 */
export function rowsPerClient<Row extends { clientId: string }>(
  read: (db: DbExecutor, clientIds: string[]) => Promise<Row[]>,
): RequestLoader<string, Row[]> {
  return requestLoader(async (db, ids) => {
    const uuids = ids.filter(isUuid);
    const rows = uuids.length > 0 ? await read(db, uuids) : [];
    return groupedByKey(ids, rows, (row) => row.clientId);
  });
}
