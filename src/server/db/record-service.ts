/**
 * list / count / get / create / update / delete for one record type, with the record-level rules of
 * product.md §13 applied on top of the group-level ones of permissions.ts:
 * - a record the viewer may not read is NOT_FOUND, in lists, gets and writes alike;
 * - a record the viewer may read but not change is FORBIDDEN.
 * Input is parsed by the record type's shared schema; every write is audited and versioned.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../audit/audit';
import type { Invitations } from '../auth/invitation';
import { isStaff, type Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import type { Notifier } from '../mail/notifier';
import type { Database, DbExecutor } from './client';
import { rowsOf } from './library-internals/execute-rows';
import type { ModelFilter } from './filters';
import type { SortDirection } from './ordering';
import type { Page } from './paging';
import {
  countRecords,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  updateRecord,
  type ListClock,
  type RecordTable,
  type RecordType,
} from './records';

/** Who is calling a service: a signed-in person, or the system itself (scripts, seeding). */
export type Caller = Viewer | 'system';

/** True for the system and for staff: no record-level rule applies to them. */
export function isUnrestricted(caller: Caller): caller is 'system' | Viewer {
  return caller === 'system' || isStaff(caller);
}

/** The volunteer (or client) making the call, or null for staff and the system. */
export function restrictedViewer(caller: Caller): Viewer | null {
  return isUnrestricted(caller) ? null : caller;
}

export interface ServiceContext {
  db: Database;
  actor: Actor;
  caller: Caller;
  /**
   * The programme's time zone, in which "today" is computed for date defaults (product.md §14).
   * Scripts and tests may leave it out: the server's own zone is used.
   */
  timeZone?: string;
  /** Sends invitations to new accounts once their records are saved (none from scripts). */
  invitations?: Invitations;
  /** E-mails people about changes to their records once saved (none from scripts). */
  notifier?: Notifier;
}

interface RecordAccess<Row> {
  /**
   * The rows `viewer` may read, as SQL (undefined: every row): the one read rule, applied by
   * lists, counts, gets, writes and live updates alike (decision 090).
   */
  readableWhere?: (viewer: Viewer) => SQL | undefined;
  canUpdate?: (viewer: Viewer, row: Row) => boolean;
  canDelete?: (viewer: Viewer, row: Row) => boolean;
}

/** Which records a list holds over all its pages; what a count counts. */
export interface CountOptions {
  filter?: ModelFilter | null;
  /** Only for record types with search columns (RecordType.searchColumns). */
  search?: string | null;
  /** Values of the record type's list conditions (RecordType.listConditions), by name. */
  conditions?: Readonly<Record<string, string | null | undefined>>;
}

export interface ListOptions extends CountOptions {
  limit?: number | null;
  nextToken?: string | null;
  /** One of the record type's sortFields (RecordType.sortFields); null: its sort column. */
  sortBy?: string | null;
  /** ASC (null or missing) or DESC: the direction of the field sorted by and of the id. */
  sortDirection?: SortDirection | null;
  /** Values of the record type's list orderings (RecordType.listOrderings), by name. */
  orderings?: Readonly<Record<string, boolean | null | undefined>>;
  /** The programme's zone and the time, for sort values that change with time. */
  clock?: ListClock;
}

/** Fields the caller left out are kept as stored; `undefined` means "not sent". */
export function sentFields<Input extends Record<string, unknown>>(input: Input): Partial<Input> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<Input>;
}

export interface RecordServiceOptions<Table extends RecordTable> {
  record: RecordType<Table>;
  access?: RecordAccess<Table['$inferSelect']>;
  /** Turns create input into the row to insert (parse, defaults, derived fields); may throw. */
  prepareCreate: (
    input: Record<string, unknown>,
    ctx: ServiceContext,
  ) => Promise<Table['$inferInsert']> | Table['$inferInsert'];
  /** Turns the sent fields into the changes to apply to `current`; may throw. */
  prepareUpdate: (
    current: Table['$inferSelect'],
    sent: Record<string, unknown>,
    ctx: ServiceContext,
  ) => Promise<Partial<Table['$inferInsert']>> | Partial<Table['$inferInsert']>;
}

export function createRecordService<Table extends RecordTable>(
  options: RecordServiceOptions<Table>,
) {
  type Row = Table['$inferSelect'];
  const { record, access = {} } = options;

  const readableWhere = (caller: Caller): SQL | undefined =>
    caller === 'system' ? undefined : access.readableWhere?.(caller);

  const allowed = (
    caller: Caller,
    rule: ((viewer: Viewer, row: Row) => boolean) | undefined,
    row: Row,
  ) => caller === 'system' || !rule || rule(caller, row);

  return {
    record,

    /**
     * The record as a read gives it, from its snapshot in an audit entry (JSON): instants, kept
     * there as text, are Dates again, so that the type's fields resolve as they do for reads.
     */
    rowOf(snapshot: Record<string, unknown>): Row {
      const row: Record<string, unknown> = { ...snapshot };
      for (const [key, column] of Object.entries(getTableColumns(record.table))) {
        const value = row[key];
        if (column.dataType === 'date' && typeof value === 'string') row[key] = new Date(value);
      }
      return row as Row;
    },

    /**
     * Whether a read by `caller` would give this record as `row` holds it (a live update's
     * record, as its audit entry stored it; a deleted one as it was): the same readableWhere as
     * list and get, evaluated now in the database against the row's values, so that what it
     * asks of other records (the client's assigned volunteer) is as they stand at this moment.
     */
    async canRead(db: DbExecutor, caller: Caller, row: Record<string, unknown>): Promise<boolean> {
      const where = readableWhere(caller);
      if (!where) return true;
      const values = Object.fromEntries(
        Object.entries(getTableColumns(record.table)).map(([key, column]) => [
          column.name,
          row[key] ?? null,
        ]),
      );
      // The row stands in for the table under the table's own name, which the rule's SQL names.
      const found = await rowsOf(
        db,
        sql`select 1 as readable
          from jsonb_populate_record(null::${record.table}, ${JSON.stringify(values)}::jsonb)
            as ${sql.identifier(getTableName(record.table))}
          where ${where}`,
      );
      return found.length > 0;
    },

    list(db: DbExecutor, caller: Caller, args: ListOptions): Promise<Page<Row>> {
      return listRecords(db, record, { ...args, where: readableWhere(caller) });
    },

    /** How many records `list` would return over all its pages with the same options. */
    count(db: DbExecutor, caller: Caller, args: CountOptions): Promise<number> {
      return countRecords(db, record, { ...args, where: readableWhere(caller) });
    },

    get(db: DbExecutor, caller: Caller, id: string): Promise<Row | null> {
      return findRecord(db, record, id, { where: readableWhere(caller) });
    },

    async create(ctx: ServiceContext, input: Record<string, unknown>): Promise<Row> {
      const values = await options.prepareCreate(sentFields(input), ctx);
      return insertRecord(ctx.db, ctx.actor, record, values);
    },

    update(
      ctx: ServiceContext,
      input: { id: string; expectedVersion: number } & Record<string, unknown>,
    ): Promise<Row> {
      const { id, expectedVersion, ...fields } = input;
      return updateRecord(
        ctx.db,
        ctx.actor,
        record,
        { id, expectedVersion, where: readableWhere(ctx.caller) },
        (current) => {
          if (!allowed(ctx.caller, access.canUpdate, current)) throw new AppError('FORBIDDEN');
          return options.prepareUpdate(current, sentFields(fields), ctx);
        },
      );
    },

    delete(ctx: ServiceContext, id: string): Promise<Row> {
      return deleteRecord(
        ctx.db,
        ctx.actor,
        record,
        { id, where: readableWhere(ctx.caller) },
        (current) => {
          if (!allowed(ctx.caller, access.canDelete, current)) throw new AppError('FORBIDDEN');
        },
      );
    },
  };
}

export type RecordService<Table extends RecordTable> = ReturnType<
  typeof createRecordService<Table>
>;
