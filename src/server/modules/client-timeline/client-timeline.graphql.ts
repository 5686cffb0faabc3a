/** clientTimeline (product.md §3.3.3): a client's events in date order, read from their records. */
import { builder } from '../../graphql/builder';
import { clientTimeline, TIMELINE_KINDS, type TimelineEvent } from './client-timeline.service';

const TimelineKind = builder.enumType('ClientTimelineKind', { values: TIMELINE_KINDS });

const ClientTimelineEvent = builder.objectRef<TimelineEvent>('ClientTimelineEvent').implement({
  description: "One event of a client's timeline",
  fields: (t) => ({
    day: t.exposeString('day', { description: "YYYY-MM-DD, in the programme's time zone" }),
    kind: t.field({ type: TimelineKind, resolve: (event) => event.kind }),
    title: t.exposeString('title'),
    detail: t.exposeString('detail', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  clientTimeline: t.field({
    type: [ClientTimelineEvent],
    description:
      "A client's timeline, latest first: first contact, contacts, programs attended, reentry steps done, check-ins, changes of status and of where they live. Staff, and the client's own volunteer.",
    authScopes: { permission: 'client.get' },
    args: { clientId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      clientTimeline(context.db, context.viewer!, String(args.clientId), context.orgTimeZone),
  }),
}));
