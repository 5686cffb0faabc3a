/**
 * Writes shared by every record type: each create, update and delete runs in one transaction
 * with its audit entry, and an update only applies to the version it was read at.
 */
import { and, count, eq, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { recordAudit, sameValue, type Actor } from '../audit/audit';
import { AppError, conflict, notFound } from '../errors';
import type { Database, DbExecutor, Transaction } from './client';
import { inOneTransaction } from './transaction';
import { filterToSql, type ModelFilter } from './filters';
import { searchToSql } from './search';
import {
  afterValues,
  keySelectList,
  byColumn,
  orderBy,
  orderKeys,
  orderSignature,
  valuesOf,
  type ListOrdering,
  type OrderKey,
  type SortDirection,
  type SortField,
} from './ordering';
import { decodeCursor, invalidToken, pageSize, toPage, type Page } from './paging';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION } from './database-errors';
import { allColumns, readRows, writtenRows } from './row-reader';
import { isUuid } from './ids';
import { linkedRecordsText } from './linked-records';
import { auditRecordTypeLabel } from '../../shared/domain/audit/audit';

/** A table with the columns of `recordColumns` and an id. */
export type RecordTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

export interface RecordType<Table extends RecordTable> {
  /** The name used in the audit trail and in messages, e.g. 'Facility'. */
  name: string;
  table: Table;
  /**
   * The column lists are ordered by (ties broken by id), ascending unless the list's
   * sortDirection is DESC. It must be NOT NULL (ordering.ts).
   */
  sortColumn: PgColumn;
  /**
   * Shown when the record cannot be deleted because other records point at it, after the
   * records counted ("This facility is still linked to 2 clients. Move or remove them first."):
   * what to do about them. Default: 'Remove them first.'
   */
  inUseAdvice?: string;
  /** The text columns a list's `search` looks in; without them the list has no search. */
  searchColumns?: readonly PgColumn[];
  /**
   * Further ID arguments of the list, by name (e.g. a resource's `availableAt`): each given one
   * keeps the rows its condition selects, combined with the filter and search by AND.
   */
  listConditions?: Readonly<Record<string, ListCondition>>;
  /**
   * Further Boolean arguments of the list, by name (e.g. an incident report's `openFirst`): each
   * one given as true orders the rows by its keys first, then by the sort column and id.
   */
  listOrderings?: Readonly<Record<string, ListOrdering>>;
  /**
   * What else the list can be sorted by, by the name the `sortBy` argument gives it (an enum
   * value, e.g. RELEASE_DATE): a table's sortable columns. Without `sortBy`: the sort column.
   */
  sortFields?: Readonly<Record<string, SortField | ((clock: ListClock) => SortField)>>;
}

/** When and where a list is read: for sort values that change with time (a volunteer's hours). */
export interface ListClock {
  /** The programme's time zone. */
  timeZone: string;
  now: Date;
}

interface ListCondition {
  /** The argument's description in the schema. */
  description: string;
  where: (id: string) => SQL;
}

/** Which rows a list holds over all its pages (and a count counts). */
export interface ListSelection {
  filter?: ModelFilter | null;
  /** Words that must each occur in one of the search columns (db/search.ts). */
  search?: string | null;
  /** Values of the record type's list conditions, by name; null or missing: not applied. */
  conditions?: Readonly<Record<string, string | null | undefined>>;
  /** Extra condition, e.g. what the viewer may see. */
  where?: SQL;
}

export interface ListArgs extends ListSelection {
  limit?: number | null;
  nextToken?: string | null;
  /** One of the record type's sortFields; null or missing: its sort column. */
  sortBy?: string | null;
  /** ASC (null or missing) or DESC: the direction of the field sorted by and of the id. */
  sortDirection?: SortDirection | null;
  /** Values of the record type's list orderings, by name; true: applied. */
  orderings?: Readonly<Record<string, boolean | null | undefined>>;
  /** For sort fields that change with time; missing: the server's zone, now. */
  clock?: ListClock;
}

function listConditionsToSql<Table extends RecordTable>(
  type: RecordType<Table>,
  values: ListArgs['conditions'],
): SQL | undefined {
  const conditions = Object.entries(values ?? {}).map(([name, value]) => {
    const condition = type.listConditions?.[name];
    if (!condition) throw new Error(`${type.name} lists have no condition ${name}`);
    return value == null ? undefined : condition.where(value);
  });
  return and(...conditions);
}

function sortFieldOf<Table extends RecordTable>(
  type: RecordType<Table>,
  { sortBy, clock }: Pick<ListArgs, 'sortBy' | 'clock'>,
): SortField {
  if (sortBy == null) return byColumn(type.sortColumn);
  const field = type.sortFields?.[sortBy];
  if (!field) throw new Error(`${type.name} lists cannot be sorted by ${sortBy}`);
  if (typeof field !== 'function') return field;
  return field(
    clock ?? { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, now: new Date() },
  );
}

function chosenOrderings<Table extends RecordTable>(
  type: RecordType<Table>,
  values: ListArgs['orderings'],
): ListOrdering[] {
  for (const name of Object.keys(values ?? {})) {
    if (!type.listOrderings?.[name]) throw new Error(`${type.name} lists have no ordering ${name}`);
  }
  return Object.entries(type.listOrderings ?? {})
    .filter(([name]) => values?.[name] === true)
    .map(([, ordering]) => ordering);
}

/**
 * Whether the database reads a token's values as its keys' types: a forged token's may not
 * (e.g. 'x' for a date), which is an invalid token rather than a server error.
 */
async function readableValues<Table extends RecordTable>(
  db: DbExecutor,
  type: RecordType<Table>,
  keys: readonly OrderKey[],
  values: readonly string[],
): Promise<boolean> {
  try {
    // No row is read; the values are still converted to the keys' types.
    await db
      .select({ one: sql`1` })
      .from(type.table as PgTable)
      .where(and(sql`false`, afterValues(keys, values)))
      .limit(1);
    return true;
  } catch (error) {
    return !databaseErrorCode(error)?.startsWith('22');
  }
}

/** The rows a list selects over all its pages: filter, search, conditions and where, by AND. */
function selectionToSql<Table extends RecordTable>(
  type: RecordType<Table>,
  selection: ListSelection,
): SQL | undefined {
  if (selection.search != null && !type.searchColumns) {
    throw new Error(`${type.name} lists have no search columns`);
  }
  const columns = getTableColumns(type.table) as Record<string, Column>;
  return and(
    filterToSql(columns, selection.filter),
    searchToSql(type.searchColumns ?? [], selection.search),
    listConditionsToSql(type, selection.conditions),
    selection.where,
  );
}

export async function listRecords<Table extends RecordTable>(
  db: DbExecutor,
  type: RecordType<Table>,
  args: ListArgs,
): Promise<Page<Table['$inferSelect']>> {
  const size = pageSize(args.limit);
  const keys = orderKeys({
    orderings: chosenOrderings(type, args.orderings),
    sortKeys: sortFieldOf(type, args).keys,
    idColumn: type.table.id,
    direction: args.sortDirection ?? 'ASC',
  });
  const order = orderSignature(type.name, keys);
  const after = args.nextToken ? decodeCursor(args.nextToken, order, keys.length) : null;
  const selected = selectionToSql(type, args);
  const where = and(selected, after ? afterValues(keys, after) : undefined);
  const query = sql`select ${allColumns(type.table)}, ${keySelectList(keys)}
    from ${type.table} ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(orderBy(keys), sql`, `)} limit ${size + 1}`;
  const rows = await readRows<Table['$inferSelect']>(db, type.table, query).catch(
    async (error: unknown) => {
      if (after && !(await readableValues(db, type, keys, after))) throw invalidToken();
      throw error;
    },
  );
  const keyed = rows.map(({ row, raw }) => ({
    item: row,
    after: valuesOf(raw, keys.length),
  }));
  return toPage(keyed, size, order);
}

/** How many rows listRecords would return over all its pages with the same selection. */
export async function countRecords<Table extends RecordTable>(
  db: DbExecutor,
  type: RecordType<Table>,
  selection: ListSelection,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(type.table as PgTable)
    .where(selectionToSql(type, selection));
  return row?.count ?? 0;
}

export async function findRecord<Table extends RecordTable>(
  db: DbExecutor,
  type: RecordType<Table>,
  id: string,
  options: { forUpdate?: boolean; where?: SQL } = {},
): Promise<Table['$inferSelect'] | null> {
  if (!isWellFormedId(type.table.id, id)) return null;
  // The table's select list is written once (row-reader.ts): every write reads its record first.
  // Its text is fixed: the where of a read rule has one shape per rule, its values as parameters.
  const [found] = await readRows<Table['$inferSelect']>(
    db,
    type.table,
    sql`select ${allColumns(type.table)} from ${type.table}
      where ${and(eq(type.table.id, id), options.where)} limit 1${options.forUpdate ? sql` for update` : sql``}`,
    { fixedText: true },
  );
  return found?.row ?? null;
}

/** Account ids (text) are short and printable; no stored id is longer. */
const TEXT_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * A malformed id is simply not found: PostgreSQL would otherwise fail the uuid cast, or refuse
 * a NUL character in text, as a server error.
 */
export function isWellFormedId(column: PgColumn, id: string): boolean {
  return column.getSQLType() === 'uuid' ? isUuid(id) : TEXT_ID.test(id);
}

export async function insertRecord<Table extends RecordTable>(
  db: Database,
  actor: Actor,
  type: RecordType<Table>,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  return inOneTransaction(db, async (tx) => {
    const insert = tx.insert(type.table as PgTable).values({ ...values, createdBy: actor.id });
    const [created] = await writtenRows<Table['$inferSelect'] & { id: string }>(
      tx,
      type.table,
      insert.getSQL(),
    );
    const record = created!;
    await recordAudit(tx, actor, {
      recordType: type.name,
      recordId: String(record.id),
      before: null,
      after: record,
    });
    return record;
  });
}

/**
 * Applies `changes` to the record if it is still at `expectedVersion`; otherwise CONFLICT and
 * nothing is written. `check` sees the stored record first (record-level rules) and may throw.
 */
export async function updateRecord<Table extends RecordTable>(
  db: Database,
  actor: Actor,
  type: RecordType<Table>,
  target: { id: string; expectedVersion: number; where?: SQL },
  changes: (
    current: Table['$inferSelect'],
  ) => Partial<Table['$inferInsert']> | Promise<Partial<Table['$inferInsert']>>,
): Promise<Table['$inferSelect']> {
  return inOneTransaction(db, async (tx) => {
    const current = await findRecord(tx, type, target.id, { forUpdate: true, where: target.where });
    if (!current) throw notFound();
    if ((current as { version: number }).version !== target.expectedVersion) throw conflict();
    return writeChanges(tx, actor, type, current, await changes(current));
  });
}

/**
 * Writes `values` over `current` (read `for update` in the same transaction), with the next
 * version and its audit entry; returns the record as stored.
 */
export async function writeChanges<Table extends RecordTable>(
  tx: DbExecutor,
  actor: Actor,
  type: RecordType<Table>,
  current: Table['$inferSelect'],
  values: Partial<Table['$inferInsert']>,
): Promise<Table['$inferSelect']> {
  const id = String((current as { id: unknown }).id);
  // Only the fields that change are written: the services give the whole record, and each
  // column in the statement is built and sent again (most edits change one or two fields).
  const stored = current as Record<string, unknown>;
  const changed = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => !sameValue(stored[field], value)),
  );
  const update = tx
    .update(type.table as PgTable)
    .set({ ...changed, version: sql`${type.table.version} + 1`, updatedAt: new Date() })
    .where(eq(type.table.id, id));
  const [updated] = await writtenRows<Table['$inferSelect']>(tx, type.table, update.getSQL());
  await recordAudit(tx, actor, {
    recordType: type.name,
    recordId: id,
    before: current,
    after: updated ?? null,
  });
  return updated!;
}

export async function deleteRecord<Table extends RecordTable>(
  db: Database,
  actor: Actor,
  type: RecordType<Table>,
  target: { id: string; where?: SQL },
  /** Sees the stored record first (record-level rules) and may throw. */
  check?: (current: Table['$inferSelect']) => void,
): Promise<Table['$inferSelect']> {
  try {
    return await inOneTransaction(db, async (tx) => {
      const current = await findRecord(tx, type, target.id, {
        forUpdate: true,
        where: target.where,
      });
      if (!current) throw notFound();
      check?.(current);
      const removal = (executor: Transaction) =>
        executor.delete(type.table as PgTable).where(eq(type.table.id, target.id));
      // Inside a caller's transaction (a person's record and account), a refused deletion must
      // leave it usable, so the records still linked can be counted for the message.
      if (db instanceof PgTransaction) await tx.transaction((savepoint) => removal(savepoint));
      else await removal(tx);
      await recordAudit(tx, actor, {
        recordType: type.name,
        recordId: target.id,
        before: current,
        after: null,
      });
      return current;
    });
  } catch (error) {
    // Records that point at this one would be left dangling: refuse, and say why.
    if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      const message = await inUseMessage(db, type, target.id);
      throw new AppError('VALIDATION_FAILED', message, { form: message });
    }
    throw error;
  }
}

/** Why the record cannot be deleted: the records still linked to it, counted, and what to do. */
async function inUseMessage<Table extends RecordTable>(
  db: DbExecutor,
  type: RecordType<Table>,
  id: string,
): Promise<string> {
  const noun = auditRecordTypeLabel(type.name).toLowerCase();
  const linked = await linkedRecordsText(db, type.table as PgTable, id);
  return linked
    ? `This ${noun} is still linked to ${linked}. ${type.inUseAdvice ?? 'Remove them first.'}`
    : `This ${noun} is still used by other records.`;
}
