/**
 * onCreateX / onUpdateX / onDeleteX: changes from the feed, each delivered only if the subscriber
 * may read the record at the moment it is sent, by the rule reads apply (decision 090).
 */
import type { ObjectRef } from '@pothos/core';
import type { Permission } from '../../shared/permissions';
import type { ChangeEvent } from '../realtime/change-feed';
import { builder } from './builder';
import type { GraphQLContext } from './context';

/**
 * Whether the subscriber may read the changed record now. Asked as each event is sent, never
 * when subscribing: the subscriber's rights to a record can change while the stream is open.
 */
export type Visibility<Row> = (
  context: Pick<GraphQLContext, 'db' | 'viewer'>,
  row: Row,
) => Promise<boolean>;

/** What subscribing to one record type's changes takes, and who hears each change. */
export interface ChangeStream {
  /** Needed to subscribe. */
  permission: Permission;
  /** Applied, as each change is sent, to the record as stored in the change's audit entry. */
  isVisible: Visibility<Record<string, unknown>>;
  /** The record as reads give it, from the change's audit entry. */
  rowOf: (snapshot: Record<string, unknown>) => Record<string, unknown>;
}

const changeStreams = new Map<string, ChangeStream>();

/**
 * Every record type with change subscriptions, by name, with the rules its onCreate/onUpdate/
 * onDelete fields apply: onRecordChanged applies the very same ones.
 */
export function registeredChangeStreams(): ReadonlyMap<string, ChangeStream> {
  return changeStreams;
}

/**
 * The events `listen` yields until the subscriber leaves. Leaving (return) aborts the signal,
 * which ends the wait for the next change at once: an async generator cannot be interrupted
 * while it awaits, and would keep its listener until one more change it delivers arrived.
 */
export function untilReturned<Event>(
  listen: (signal: AbortSignal) => AsyncGenerator<Event>,
): AsyncIterableIterator<Event> {
  const stop = new AbortController();
  const events = listen(stop.signal);
  return {
    next: () => events.next(),
    return: () => {
      stop.abort();
      return events.return(undefined);
    },
    throw: (error?: unknown) => {
      stop.abort();
      return events.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function recordChanges<Row>(
  context: GraphQLContext,
  recordType: string,
  action: ChangeEvent['action'],
  stream: { isVisible: Visibility<Row>; rowOf: (snapshot: Record<string, unknown>) => Row },
): AsyncIterableIterator<Row> {
  return untilReturned(async function* (signal) {
    for await (const change of context.changeFeed.changes(recordType, action, signal)) {
      const row = stream.rowOf(change.snapshot);
      if (await stream.isVisible(context, row)) yield row;
    }
  });
}

const FIELD_PREFIX: Record<ChangeEvent['action'], string> = {
  CREATE: 'onCreate',
  UPDATE: 'onUpdate',
  DELETE: 'onDelete',
};

/**
 * Adds onCreate<Type>, onUpdate<Type> and onDelete<Type>. Subscribing needs `permission`;
 * each event then reaches only subscribers for whom `isVisible` holds, as the record `rowOf`
 * makes of the change's snapshot.
 */
export function addChangeSubscriptions<Row>(
  recordType: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Pothos refs are generic over the schema types
  ref: ObjectRef<any, Row>,
  permission: Permission,
  isVisible: Visibility<Row>,
  rowOf: (snapshot: Record<string, unknown>) => Row,
) {
  if (changeStreams.has(recordType)) throw new Error(`${recordType} changes are already exposed`);
  changeStreams.set(recordType, {
    permission,
    isVisible: isVisible as Visibility<Record<string, unknown>>,
    rowOf: rowOf as (snapshot: Record<string, unknown>) => Record<string, unknown>,
  });
  builder.subscriptionFields((t) =>
    Object.fromEntries(
      (Object.keys(FIELD_PREFIX) as ChangeEvent['action'][]).map((action) => [
        `${FIELD_PREFIX[action]}${recordType}`,
        t.field({
          type: ref,
          authScopes: { permission },
          subscribe: (_root, _args, context) =>
            recordChanges(context, recordType, action, { isVisible, rowOf }),
          // The generic Row defeats Pothos's result typing; the value is the record as stored.
          resolve: (row: Row) => row as never,
        }),
      ]),
    ),
  );
}
