/**
 * The e-mail that tells a volunteer an admin approved or rejected their schedule (product.md §4.5),
 * with the admin's response. Sent once the decision has committed (a refused or rolled back one
 * sends nothing), best effort (mail/notifier.ts: a failure is logged and the decision stands), and
 * not at all when the account has no e-mail address. Times are written in the programme's zone.
 */
import { eq } from 'drizzle-orm';
import {
  dayText,
  instantClockText,
  instantDayText,
  instantText,
} from '../../../shared/domain/common/date-text';
import type { RecurringPattern } from '../../../shared/domain/schedule/schedule.enums';
import type { ServiceContext } from '../../db/record-service';
import { user } from '../../db/schema/auth';
import { facility } from '../../db/schema/facility';
import type { ScheduleRow } from '../../db/schema/schedule';
import { volunteer } from '../../db/schema/volunteer';
import type { MailMessage } from '../../mail/mailer';

/** Where a volunteer sees their schedules. */
const VOLUNTEER_SCHEDULE_PAGE = '/volunteer/schedule';

type ScheduleDecision = 'APPROVED' | 'REJECTED';

const REPEATS: Record<RecurringPattern, string> = {
  DAILY: 'every day',
  WEEKLY: 'every week',
  MONTHLY: 'every month',
};

/** 'Mon, Mar 4, 2030, 10:00 AM' in the zone: as the pages write it (decision 098). */
const localDateTime = (instant: Date, timeZone: string): string => instantText(instant, timeZone);

/** 'Mon, Mar 4, 2030, 10:00 AM to 12:00 PM', naming the end's day only when it is another one. */
function timeRange(start: Date, end: Date, timeZone: string): string {
  const sameDay = instantDayText(start, timeZone) === instantDayText(end, timeZone);
  return `${instantText(start, timeZone)} to ${sameDay ? instantClockText(end, timeZone) : instantText(end, timeZone)}`;
}

function repeatsText(schedule: ScheduleRow): string | null {
  if (!schedule.isRecurring || !schedule.recurringPattern) return null;
  const words = REPEATS[schedule.recurringPattern];
  if (!schedule.recurrenceEndDate) return words;
  return `${words} until ${dayText(schedule.recurrenceEndDate)}`;
}

/** Plain text only: names and the response are typed by people, and stay as typed. */
function scheduleDecisionEmail(details: {
  to: string;
  firstName: string | null;
  facilityName: string;
  facilityAddress: string;
  schedule: ScheduleRow & { status: ScheduleDecision };
  timeZone: string;
  link: string;
}): MailMessage {
  const { schedule, timeZone } = details;
  const word = schedule.status === 'APPROVED' ? 'approved' : 'rejected';
  const when = localDateTime(schedule.startTime, timeZone);
  const repeats = repeatsText(schedule);
  const response = schedule.adminResponse?.trim();
  const text = [
    details.firstName?.trim() ? `Hello ${details.firstName.trim()},` : 'Hello,',
    '',
    `Your visit to ${details.facilityName} on ${when} was ${word}.`,
    '',
    `  Facility: ${details.facilityName}`,
    `  Address: ${details.facilityAddress}`,
    `  When: ${timeRange(schedule.startTime, schedule.endTime, timeZone)} (${timeZone})`,
    ...(repeats ? [`  Repeats: ${repeats}`] : []),
    `  Status: ${schedule.status}`,
    ...(response
      ? [
          '',
          "The administrator's response:",
          ...response.split(/\r\n|\r|\n/).map((l) => `  > ${l}`),
        ]
      : []),
    '',
    `See your schedule at ${details.link}`,
    '',
    'Outreach Dashboard',
  ].join('\n');
  // One line, whatever the facility's name holds.
  const subject = `Your visit on ${when} at ${details.facilityName} was ${word}`.replace(
    /\s+/g,
    ' ',
  );
  return { to: details.to, subject, text };
}

const isDecision = (row: ScheduleRow): row is ScheduleRow & { status: ScheduleDecision } =>
  row.status === 'APPROVED' || row.status === 'REJECTED';

/**
 * E-mails the volunteer the decision. Call after the action's transaction: it reads the
 * committed schedule. True when a message went out.
 */
export async function tellVolunteer(ctx: ServiceContext, decided: ScheduleRow): Promise<boolean> {
  if (!ctx.notifier || !isDecision(decided)) return false;
  const notifier = ctx.notifier;
  const timeZone = ctx.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return notifier.send(async () => {
    const [account] = await ctx.db
      .select({ email: user.email, firstName: volunteer.firstName })
      .from(user)
      .leftJoin(volunteer, eq(volunteer.id, user.id))
      .where(eq(user.id, decided.volunteerId));
    const [place] = await ctx.db
      .select({ name: facility.name, address: facility.address })
      .from(facility)
      .where(eq(facility.id, decided.facilityId));
    if (!account?.email.trim() || !place) return null;
    return scheduleDecisionEmail({
      to: account.email,
      firstName: account.firstName,
      facilityName: place.name,
      facilityAddress: place.address,
      schedule: decided,
      timeZone,
      link: notifier.link(VOLUNTEER_SCHEDULE_PAGE),
    });
  });
}

/** For a decision's promise: tells the volunteer, then gives back the schedule. */
export const toldVolunteer =
  (ctx: ServiceContext) =>
  async (decided: ScheduleRow): Promise<ScheduleRow> => {
    await tellVolunteer(ctx, decided);
    return decided;
  };
