/**
 * programmeTimeZone: the zone the web app shows and reads every time in (decision 049), the one
 * e-mails, calendar feeds and "today" already use, whatever zone a person's device is set to.
 */
import { builder } from '../../graphql/builder';

builder.queryFields((t) => ({
  programmeTimeZone: t.string({
    description:
      "The programme's IANA time zone (ORG_TIMEZONE, e.g. America/New_York): screens show times in it",
    authScopes: { permission: 'programme.timeZone' },
    resolve: (_root, _args, context) => context.orgTimeZone,
  }),
}));
