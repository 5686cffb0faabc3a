/**
 * Status actions (approve, reject, cancel, deny, fulfil) shared by the ResourceRequest and
 * Schedule services: the record and its audit entry written in one transaction, at the
 * version the caller saw.
 */
import type { SQL } from 'drizzle-orm';
import type { Transaction } from './client';
import { inOneTransaction } from './transaction';
import type { ServiceContext } from './record-service';
import { findRecord, writeChanges, type RecordTable, type RecordType } from './records';
import { conflict, notFound } from '../errors';

export interface ActionTarget {
  id: string;
  /** When given, a record at another version is refused with CONFLICT. */
  expectedVersion?: number | null;
  /** What the caller may see; anything else is NOT_FOUND. */
  where?: SQL;
  notFoundMessage?: string;
}

/**
 * A status action on one record: re-reads it under a row lock, lets `apply` check it and
 * return the changes (apply may write other records in `tx`, auditing them itself), then
 * writes the changes with a new version and the audit entry, all in one transaction.
 */
export async function runRecordAction<Table extends RecordTable>(
  ctx: ServiceContext,
  type: RecordType<Table>,
  target: ActionTarget,
  apply: (
    current: Table['$inferSelect'],
    tx: Transaction,
  ) => Promise<Partial<Table['$inferInsert']>> | Partial<Table['$inferInsert']>,
): Promise<Table['$inferSelect']> {
  return inOneTransaction(ctx.db, async (tx) => {
    const current = await findRecord(tx, type, target.id, { forUpdate: true, where: target.where });
    if (!current) throw notFound(target.notFoundMessage);
    const version = (current as { version: number }).version;
    if (target.expectedVersion != null && version !== target.expectedVersion) throw conflict();
    return writeChanges(tx, ctx.actor, type, current, await apply(current, tx));
  });
}
