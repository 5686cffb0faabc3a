/**
 * Reading the audit trail (decision 021): the history of one record, deleted or not, and the
 * audit page's list with its filters. Staff only (product.md §13); the GraphQL fields name the
 * permission. Newest first unless asked otherwise, keyset-paged by id (ids only grow).
 */
import { clientTrailWhere } from './client-trail';
import { and, asc, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_MESSAGES,
  auditDateRangeProblems,
  HIDDEN_FIELDS,
  isAuditRecordType,
} from '../../../shared/domain/audit/audit';
import { formatCalendarDate } from '../../../shared/domain/common/dates';
import { addDaysToWall, instantFromWallTime } from '../../../shared/domain/common/zoned-time';
import type { DbExecutor } from '../../db/client';
import { decodeCursor, encodeCursor, pageSize, type Page } from '../../db/paging';
import { auditEntry, type AuditAction } from '../../db/schema/audit';
import { AppError } from '../../errors';
import { readableEntries } from './readable-entries';

export interface AuditLogFilter {
  /** The acting person's account id: their entries alone. */
  actorId?: string | null;
  /** Words of the acting person's name or e-mail as they were when they acted. */
  user?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  action?: AuditAction | null;
  /** Days 'YYYY-MM-DD' in the programme's time zone, both included. */
  from?: string | null;
  to?: string | null;
  /** Only views of clients by someone who was not the client's assigned volunteer then. */
  clientViewsByOthers?: boolean | null;
  /** A client's History: its own entries and those of its contact logs, reentry steps, check-ins and consents. */
  clientHistory?: string | null;
}

export interface AuditFieldChange {
  field: string;
  /** JSON text of the value; null for a hidden value. */
  before: string | null;
  after: string | null;
  hidden: boolean;
}

export interface AuditEntryView {
  id: number;
  occurredAt: Date;
  actorId: string | null;
  actorEmail: string | null;
  /** The person's current name, else their e-mail as recorded, else 'System'. */
  actorName: string;
  recordType: string;
  recordId: string;
  /** How the record was called at that moment (name, title, e-mail), when it has one. */
  recordLabel: string | null;
  action: AuditAction;
  changes: AuditFieldChange[];
  /** Names for the ids in the changes (facilities, people, resources, clients), as they were then. */
  references: { id: string; name: string }[];
}

const MAX_USER_TEXT = 100;

function validate(filter: AuditLogFilter): void {
  const problems: Record<string, string> = auditDateRangeProblems(filter);
  if (filter.recordType && !isAuditRecordType(filter.recordType)) {
    problems.recordType = AUDIT_MESSAGES.unknownRecordType;
  }
  if ((filter.user?.length ?? 0) > MAX_USER_TEXT) problems.user = AUDIT_MESSAGES.userTooLong;
  const [first] = Object.values(problems);
  if (first) throw new AppError('VALIDATION_FAILED', first, problems);
}

/** The instant a programme day starts. */
function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatCalendarDate(addDaysToWall({ year, month, day }, 1));
}

function filterToSql(filter: AuditLogFilter, timeZone: string): SQL | undefined {
  const words = (filter.user ?? '').trim().split(/\s+/).filter(Boolean);
  const escape = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return and(
    // The person chosen: their entries alone, whatever name they had or have.
    filter.actorId ? eq(auditEntry.actorId, filter.actorId) : undefined,
    // Words match the name and e-mail kept in each entry, as they were when the person acted.
    ...words.map((word) =>
      or(ilike(auditEntry.actorEmail, escape(word)), ilike(auditEntry.actorName, escape(word))),
    ),
    filter.recordType ? eq(auditEntry.recordType, filter.recordType) : undefined,
    filter.recordId ? eq(auditEntry.recordId, filter.recordId) : undefined,
    filter.action ? eq(auditEntry.action, filter.action) : undefined,
    filter.from ? gte(auditEntry.occurredAt, startOfDay(filter.from, timeZone)) : undefined,
    filter.to ? lt(auditEntry.occurredAt, startOfDay(nextDay(filter.to), timeZone)) : undefined,
    filter.clientViewsByOthers
      ? and(
          eq(auditEntry.action, 'VIEW'),
          eq(auditEntry.recordType, 'Client'),
          sql`${auditEntry.actorId} is distinct from ${auditEntry.snapshot} ->> 'assignedVolunteerId'`,
        )
      : undefined,
    filter.clientHistory ? clientTrailWhere(filter.clientHistory) : undefined,
  );
}

function fieldChanges(changes: Record<string, { before: unknown; after: unknown }>) {
  return Object.entries(changes).map(([field, change]): AuditFieldChange => {
    const hidden = HIDDEN_FIELDS.has(field);
    return {
      field,
      hidden,
      before: hidden ? null : JSON.stringify(change.before ?? null),
      after: hidden ? null : JSON.stringify(change.after ?? null),
    };
  });
}

export async function listAuditEntries(
  db: DbExecutor,
  filter: AuditLogFilter,
  paging: {
    limit?: number | null;
    nextToken?: string | null;
    sortDirection?: 'ASC' | 'DESC' | null;
  },
  timeZone: string,
): Promise<Page<AuditEntryView>> {
  validate(filter);
  const oldestFirst = paging.sortDirection === 'ASC';
  // A page token names its order, so it is refused with the other one.
  const ORDER = `AuditEntry:id:${oldestFirst ? 'ASC' : 'DESC'}`;
  const size = pageSize(paging.limit);
  const after = paging.nextToken ? decodeCursor(paging.nextToken, ORDER, 1)[0] : null;
  if (after !== null && after !== undefined && !/^\d{1,18}$/.test(after)) {
    throw new AppError('VALIDATION_FAILED', 'The paging token is not valid.', {
      nextToken: 'Invalid paging token',
    });
  }
  const rows = await db
    .select({ entry: auditEntry })
    .from(auditEntry)
    .where(
      and(
        filterToSql(filter, timeZone),
        after ? (oldestFirst ? gt : lt)(auditEntry.id, Number(after)) : undefined,
      ),
    )
    .orderBy(oldestFirst ? asc(auditEntry.id) : desc(auditEntry.id))
    .limit(size + 1);
  const kept = rows.slice(0, size);
  const readable = await readableEntries(
    db,
    kept.map(({ entry }) => entry),
    timeZone,
  );
  const items = kept.map(({ entry }, index): AuditEntryView => {
    const { recordLabel, references } = readable[index]!;
    return {
      id: entry.id,
      occurredAt: entry.occurredAt,
      actorId: entry.actorId,
      actorEmail: entry.actorEmail,
      actorName: entry.actorName || (entry.actorId === null ? null : entry.actorEmail) || 'System',
      recordType: entry.recordType,
      recordId: entry.recordId,
      recordLabel,
      action: entry.action,
      changes: fieldChanges(entry.changes),
      references,
    };
  });
  const last = kept.at(-1);
  return {
    items,
    nextToken:
      rows.length > size && last
        ? encodeCursor({ order: ORDER, after: [String(last.entry.id)] })
        : null,
  };
}
