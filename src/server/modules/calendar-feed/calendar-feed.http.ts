/**
 * GET /calendar/<feedId>.<signature>.ics: a volunteer's approved visits for phone calendars.
 * No session: the link is the key (decision 012). Phone calendars send no Origin and no cookie,
 * and a GET changes nothing, so no cross-site check applies; the app-wide rate limit does.
 * Every refusal is the same bare 404, so a guess learns nothing.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { calendarDocument } from './calendar-document';
import { feedOwner, feedVisits } from './calendar-feed.service';
import { createCalendarFeedLinks, type CalendarFeedLinks } from './feed-links';

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
}

/** Serves the feeds; returns the links, which the API hands to their owners. */
export function mountCalendarFeed(
  app: FastifyInstance,
  deps: { db: Database; secret: string; baseUrl: string; timeZone: string },
): CalendarFeedLinks {
  const links = createCalendarFeedLinks({ secret: deps.secret, baseUrl: deps.baseUrl });
  const host = new URL(deps.baseUrl).host;
  app.get<{ Params: { file: string } }>('/calendar/:file', {
    // The address is the secret: keep it out of the request log (logged at info level).
    logLevel: 'warn',
    handler: async (request, reply) => {
      // Private to this person: no shared cache keeps it, no search engine lists it.
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const feedId = links.feedIdOf(request.params.file);
      const volunteerId = feedId === null ? null : await feedOwner(deps.db, feedId);
      if (volunteerId === null) return notFound(reply);
      const visits = await feedVisits(deps.db, volunteerId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="outreach-visits.ics"')
        .send(calendarDocument(visits, { timeZone: deps.timeZone, host }));
    },
  });
  return links;
}
