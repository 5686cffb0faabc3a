/** Record ids are PostgreSQL uuids (accounts' are text, see records.ts's isWellFormedId). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a uuid as PostgreSQL reads one. Checked before a query, because a
 * malformed value would otherwise fail the uuid cast as a server error instead of not matching.
 */
export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}
