/**
 * onRecordChanged(recordTypes): one stream of the changes to several record types, so that a
 * page keeps a single event stream open and refetches what changed. A change reaches the
 * subscriber only when the matching onCreateX / onUpdateX / onDeleteX would have delivered it:
 * the same permission and the same visibility rule, as addChangeSubscriptions registered them.
 */
import { allowedGroups, type Permission } from '../../shared/permissions';
import { AppError } from '../errors';
import type { ChangeEvent } from '../realtime/change-feed';
import { builder, permits, refusal } from './builder';
import type { GraphQLContext } from './context';
import { registeredChangeStreams, untilReturned, type ChangeStream } from './subscriptions';

const RECORD_CHANGED_MESSAGES = {
  noRecordTypes: 'Name at least one record type',
} as const;

interface RecordChange {
  recordType: string;
  action: ChangeEvent['action'];
  id: string;
}

const ChangeAction = builder.enumType('ChangeAction', {
  description: 'What a change did to a record',
  values: ['CREATE', 'UPDATE', 'DELETE'] as const,
});

/**
 * The field's static scope (every root field names one permission): a list permission held
 * by every group that holds any of them. Each requested type's own one is checked on subscribe.
 */
function anyListPermission(streams: ReadonlyMap<string, ChangeStream>): Permission {
  const permissions = [...new Set([...streams.values()].map((stream) => stream.permission))];
  const widest = permissions.reduce((best, permission) =>
    allowedGroups(permission).length > allowedGroups(best).length ? permission : best,
  );
  const covered = permissions.every((permission) =>
    allowedGroups(permission).every((group) => allowedGroups(widest).includes(group)),
  );
  if (!covered) throw new Error(`onRecordChanged: no list permission covers all the others`);
  return widest;
}

/** The changes of the requested record types that the subscriber may see. */
function visibleChanges(
  context: GraphQLContext,
  streams: ReadonlyMap<string, ChangeStream>,
): AsyncIterableIterator<RecordChange> {
  return untilReturned(async function* (signal) {
    for await (const change of context.changeFeed.all(signal)) {
      const stream = streams.get(change.recordType);
      if (stream && (await stream.isVisible(context, stream.rowOf(change.snapshot)))) {
        yield { recordType: change.recordType, action: change.action, id: change.recordId };
      }
    }
  });
}

/** Call once every record type's change subscriptions exist (graphql/schema.ts does). */
export function addRecordChangedSubscription() {
  const streams = registeredChangeStreams();
  const RecordTypeName = builder.enumType('RecordTypeName', {
    description: 'A record type whose changes can be subscribed to',
    values: [...streams.keys()].sort(),
  });
  const RecordChangeRef = builder.objectRef<RecordChange>('RecordChange').implement({
    description: 'A committed change to one record: refetch it (or drop it, when deleted)',
    fields: (t) => ({
      recordType: t.field({ type: RecordTypeName, resolve: (change) => change.recordType }),
      action: t.expose('action', { type: ChangeAction }),
      id: t.exposeID('id'),
    }),
  });

  builder.subscriptionField('onRecordChanged', (t) =>
    t.field({
      type: RecordChangeRef,
      description:
        'Changes to records of the given types, each only if onCreateX, onUpdateX or onDeleteX ' +
        "would deliver it; needs every type's list permission",
      authScopes: { permission: anyListPermission(streams) },
      args: { recordTypes: t.arg({ type: [RecordTypeName], required: true }) },
      subscribe: (_root, args, context) => {
        const names = new Set(args.recordTypes);
        if (names.size === 0) {
          throw new AppError('VALIDATION_FAILED', RECORD_CHANGED_MESSAGES.noRecordTypes, {
            recordTypes: RECORD_CHANGED_MESSAGES.noRecordTypes,
          });
        }
        const requested = new Map([...names].map((name) => [name, streams.get(name)!]));
        for (const stream of requested.values()) {
          if (!permits(context, stream.permission)) throw refusal(context);
        }
        return visibleChanges(context, requested);
      },
      resolve: (change) => change,
    }),
  );
}
