/**
 * myCalendarFeed / createCalendarFeed / turnOffCalendarFeed: a volunteer's own private link to
 * their approved visits, for phone calendars (product.md §12, decision 012). Volunteers only:
 * admins have no visits of their own, and a feed is never made or read for someone else.
 */
import type { CalendarFeedRow } from '../../db/schema/calendar-feed';
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import { createCalendarFeed, findCalendarFeed, turnOffCalendarFeed } from './calendar-feed.service';

const CalendarFeedType = builder.objectRef<CalendarFeedRow>('CalendarFeed').implement({
  description: 'A private calendar subscription link to your approved visits',
  fields: (t) => ({
    url: t.string({
      description:
        'The address to subscribe to in a calendar app. Anyone who has it can read your visits.',
      resolve: (feed, _args, context) => context.calendarFeedLinks.urlFor(feed.feedId),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When this link was made' }),
  }),
});

builder.queryFields((t) => ({
  myCalendarFeed: t.field({
    type: CalendarFeedType,
    nullable: true,
    description: 'Your calendar feed; null while it is off',
    authScopes: { permission: 'calendarFeed.get' },
    resolve: (_root, _args, context) => findCalendarFeed(context.db, context.viewer!.userId),
  }),
}));

builder.mutationFields((t) => ({
  createCalendarFeed: t.field({
    type: CalendarFeedType,
    description: 'Makes a new link to your calendar feed; any earlier link stops working',
    authScopes: { permission: 'calendarFeed.create' },
    resolve: (_root, _args, context) =>
      createCalendarFeed(context.db, actorOf(context), context.viewer!.userId),
  }),
  turnOffCalendarFeed: t.boolean({
    description: 'Turns your calendar feed off: its link stops working. False if it was off.',
    authScopes: { permission: 'calendarFeed.turnOff' },
    resolve: (_root, _args, context) =>
      turnOffCalendarFeed(context.db, actorOf(context), context.viewer!.userId),
  }),
}));
