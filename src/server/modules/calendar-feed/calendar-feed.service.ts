/**
 * A volunteer's private calendar feed (product.md §12, decision 012): turned on with a new random
 * feed id (any earlier link stops working), turned off by deleting it. Each change is audited,
 * without the feed id: the audit trail is readable by admins and need not hold any part of a link.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../audit/audit';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { calendarFeed, type CalendarFeedRow } from '../../db/schema/calendar-feed';
import { facility } from '../../db/schema/facility';
import { schedule } from '../../db/schema/schedule';
import { volunteer } from '../../db/schema/volunteer';
import { AppError } from '../../errors';
import type { FeedVisit } from './calendar-document';
import { newFeedId } from './feed-links';

const CALENDAR_FEED_MESSAGES = {
  volunteerNotFound: 'Volunteer not found',
} as const;

const RECORD_TYPE = 'CalendarFeed';

/** A feed holds this many visits at most, the latest ones: enough for years of visits. */
const MAX_FEED_VISITS = 2000;

// The trail says when each link was made (createdAt itself is bookkeeping the audit skips).
const audited = (row: CalendarFeedRow) => ({
  volunteerId: row.volunteerId,
  linkCreatedAt: row.createdAt,
});

export async function findCalendarFeed(
  db: Database,
  volunteerId: string,
): Promise<CalendarFeedRow | null> {
  const [row] = await db
    .select()
    .from(calendarFeed)
    .where(eq(calendarFeed.volunteerId, volunteerId));
  return row ?? null;
}

/** Turns the feed on with a new link; the previous link, if any, stops working at once. */
export async function createCalendarFeed(
  db: Database,
  actor: Actor,
  volunteerId: string,
): Promise<CalendarFeedRow> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: volunteer.id })
      .from(volunteer)
      .where(eq(volunteer.id, volunteerId));
    if (!owner) throw new AppError('NOT_FOUND', CALENDAR_FEED_MESSAGES.volunteerNotFound);
    const [before] = await tx
      .select()
      .from(calendarFeed)
      .where(eq(calendarFeed.volunteerId, volunteerId))
      .for('update');
    const values = { feedId: newFeedId(), createdAt: new Date() };
    const [after] = await tx
      .insert(calendarFeed)
      .values({ volunteerId, ...values })
      .onConflictDoUpdate({ target: calendarFeed.volunteerId, set: values })
      .returning();
    await recordAudit(tx, actor, {
      recordType: RECORD_TYPE,
      recordId: volunteerId,
      before: before ? audited(before) : null,
      after: audited(after!),
    });
    return after!;
  });
}

/** Turns the feed off: its link stops working. False when it was already off. */
export async function turnOffCalendarFeed(
  db: Database,
  actor: Actor,
  volunteerId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(calendarFeed)
      .where(eq(calendarFeed.volunteerId, volunteerId))
      .returning();
    if (!removed) return false;
    await recordAudit(tx, actor, {
      recordType: RECORD_TYPE,
      recordId: volunteerId,
      before: audited(removed),
      after: null,
    });
    return true;
  });
}

/**
 * The volunteer a feed id belongs to, while their account may still use it: a disabled account,
 * or one no longer in Volunteers, loses its feed as it loses its sessions.
 */
export async function feedOwner(db: Database, feedId: string): Promise<string | null> {
  const [row] = await db
    .select({ volunteerId: calendarFeed.volunteerId })
    .from(calendarFeed)
    .innerJoin(user, eq(user.id, calendarFeed.volunteerId))
    .where(
      and(eq(calendarFeed.feedId, feedId), eq(user.disabled, false), eq(user.group, 'Volunteers')),
    );
  return row?.volunteerId ?? null;
}

/** The volunteer's approved visits (not pending, rejected or cancelled), earliest first. */
export async function feedVisits(db: Database, volunteerId: string): Promise<FeedVisit[]> {
  const latest = await db
    .select({
      id: schedule.id,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      isRecurring: schedule.isRecurring,
      recurringPattern: schedule.recurringPattern,
      recurrenceEndDate: schedule.recurrenceEndDate,
      version: schedule.version,
      updatedAt: schedule.updatedAt,
      facilityName: facility.name,
      facilityAddress: facility.address,
    })
    .from(schedule)
    .innerJoin(facility, eq(facility.id, schedule.facilityId))
    .where(and(eq(schedule.volunteerId, volunteerId), eq(schedule.status, 'APPROVED')))
    .orderBy(desc(schedule.startTime), asc(schedule.id))
    .limit(MAX_FEED_VISITS);
  return latest.reverse();
}
