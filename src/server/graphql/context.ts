import type { Actor } from '../audit/audit';
import type { Invitations } from '../auth/invitation';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/client';
import type { ReadMemory } from '../db/read-memory';
import type { Geocoder } from '../geocode/geocoder';
import type { MailRoute } from '../mail/mailer';
import type { Notifier } from '../mail/notifier';
import type { CalendarFeedLinks } from '../modules/calendar-feed/feed-links';
import type { DailyDashboardStats } from '../modules/dashboard/dashboard.service';
import type { ChangeFeed } from '../realtime/change-feed';
import type { ReferenceNames } from './reference-names';

export interface GraphQLContext {
  db: Database;
  viewer: Viewer | null;
  changeFeed: ChangeFeed;
  /** The programme's time zone: "this month" and "today" are computed in it (product.md §14). */
  orgTimeZone: string;
  /** E-mails invitations to the accounts of new people. */
  invitations: Invitations;
  /** Where e-mail goes: out through SMTP, or kept in the outbox (no SMTP_URL). */
  mailRoute: MailRoute;
  /** E-mails people about changes to their records (e.g. a resource request approved). */
  notifier: Notifier;
  /** Address → coordinates through the configured provider (cached, paced). */
  geocoder: Geocoder;
  /** The OpenID Connect providers people may link to their accounts (decision 062). */
  signInProviders: { id: string; label: string }[];
  /** Signs and reads the private links of calendar feeds (decision 012). */
  calendarFeedLinks: CalendarFeedLinks;
  /** The overview's figures by day, until a record changes; null on PostgreSQL (decision 037). */
  overviewMemory: ReadMemory<DailyDashboardStats> | null;
  /** The names of the records a page points at, looked up together (decision 055). */
  names: ReferenceNames;
  /** Identifies the request in logs; returned with masked errors. */
  requestId: string;
}

/** The actor written to the audit trail for this request's changes. */
export function actorOf(context: GraphQLContext): Actor {
  return {
    id: context.viewer?.userId ?? null,
    email: context.viewer?.email ?? null,
    name: context.viewer?.name ?? null,
  };
}
