/** onCreateX / onUpdateX / onDeleteX: changes from the feed, each filtered by the subscriber's rights. */
import type { ObjectRef } from '@pothos/core';
import type { Permission } from '../../shared/permissions';
import type { Viewer } from '../auth/viewer';
import type { ChangeEvent } from '../realtime/change-feed';
import { builder } from './builder';
import type { GraphQLContext } from './context';

export type Visibility<Row> = (viewer: Viewer | null, row: Row) => boolean;

export async function* recordChanges<Row>(
  context: GraphQLContext,
  recordType: string,
  action: ChangeEvent['action'],
  isVisible: Visibility<Row>,
): AsyncGenerator<Row> {
  for await (const change of context.changeFeed.changes(recordType, action)) {
    const row = change.snapshot as Row;
    if (isVisible(context.viewer, row)) yield row;
  }
}

const FIELD_PREFIX: Record<ChangeEvent['action'], string> = {
  CREATE: 'onCreate',
  UPDATE: 'onUpdate',
  DELETE: 'onDelete',
};

/**
 * Adds onCreate<Type>, onUpdate<Type> and onDelete<Type>. Subscribing needs `permission`;
 * each event then reaches only subscribers for whom `isVisible` holds.
 */
export function addChangeSubscriptions<Row>(
  recordType: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Pothos refs are generic over the schema types
  ref: ObjectRef<any, Row>,
  permission: Permission,
  isVisible: Visibility<Row>,
) {
  builder.subscriptionFields((t) =>
    Object.fromEntries(
      (Object.keys(FIELD_PREFIX) as ChangeEvent['action'][]).map((action) => [
        `${FIELD_PREFIX[action]}${recordType}`,
        t.field({
          type: ref,
          authScopes: { permission },
          subscribe: (_root, _args, context) =>
            recordChanges(context, recordType, action, isVisible),
          // The generic Row defeats Pothos's result typing; the value is the record as stored.
          resolve: (row: Row) => row as never,
        }),
      ]),
    ),
  );
}
