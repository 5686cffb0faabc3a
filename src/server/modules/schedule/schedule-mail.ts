/**
 * The e-mail that tells a volunteer an admin approved or rejected their schedule (issue 8), with
 * the admin's response. Sent once the decision has committed (a refused or rolled back one sends
 * nothing), best effort (mail/notifier.ts: a failure is logged and the decision stands), and not
 * at all when the account has no e-mail address. Times are written in the programme's zone.
 */
import { eq } from 'drizzle-orm';
import { pad } from '../../../shared/domain/common/dates';
import { wallTimeIn } from '../../../shared/domain/common/zoned-time';
import type { RecurringPattern } from '../../../shared/domain/schedule/schedule.enums';
import type { ServiceContext } from '../../db/record-service';
import { user } from '../../db/schema/auth';
import { facility } from '../../db/schema/facility';
import type { ScheduleRow } from '../../db/schema/schedule';
import { volunteer } from '../../db/schema/volunteer';
import type { MailMessage } from '../../mail/mailer';

/** Where a volunteer sees their schedules. */
export const VOLUNTEER_SCHEDULE_PAGE = '/volunteer/schedule';

export type ScheduleDecision = 'APPROVED' | 'REJECTED';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const REPEATS: Record<RecurringPattern, string> = {
  DAILY: 'every day',
  WEEKLY: 'every week',
  MONTHLY: 'every month',
};

/** 'Mon 4 Mar 2030': fixed English words, whatever the server's locale. */
function dayText(year: number, month: number, day: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return `${WEEKDAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The local day ('Mon 4 Mar 2030') and time ('10:00') of an instant in the zone. */
function localParts(instant: Date, timeZone: string) {
  const wall = wallTimeIn(instant, timeZone);
  return {
    day: dayText(wall.year, wall.month, wall.day),
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

/** 'Mon 4 Mar 2030, 10:00' in the zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const { day, time } = localParts(instant, timeZone);
  return `${day}, ${time}`;
}

/** 'Mon 4 Mar 2030, 10:00 to 12:00', naming the end's day only when it is another one. */
function timeRange(start: Date, end: Date, timeZone: string): string {
  const [from, to] = [localParts(start, timeZone), localParts(end, timeZone)];
  return `${from.day}, ${from.time} to ${to.day === from.day ? '' : `${to.day}, `}${to.time}`;
}

function repeatsText(schedule: ScheduleRow): string | null {
  if (!schedule.isRecurring || !schedule.recurringPattern) return null;
  const words = REPEATS[schedule.recurringPattern];
  if (!schedule.recurrenceEndDate) return words;
  const [year, month, day] = schedule.recurrenceEndDate.split('-').map(Number) as number[];
  return `${words} until ${dayText(year!, month!, day!)}`;
}

/** Plain text only: names and the response are typed by people, and stay as typed. */
export function scheduleDecisionEmail(details: {
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
