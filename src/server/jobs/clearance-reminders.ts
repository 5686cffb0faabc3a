/**
 * Clearance reminders (product.md §3.2.1): 30 and 7 days before an approved clearance expires,
 * the volunteer and every admin are e-mailed, once each. The job looks at what is due rather
 * than at the clock, so a reminder whose day passed while the server was down goes at the next
 * run; within 7 days of the expiry only the 7-day reminder is due. Each message is claimed in
 * the database before it is sent (clearance_reminder's unique key), which makes it once however
 * many processes run the job; a failed send gives the claim back for the next run.
 */
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../shared/domain/common/calendar';
import type { DbExecutor } from '../db/client';
import { admin } from '../db/schema/admin';
import { facility } from '../db/schema/facility';
import { clearanceReminder } from '../db/schema/jobs';
import { volunteer } from '../db/schema/volunteer';
import { volunteerClearance } from '../db/schema/volunteer-clearance';
import type { Mailer, MailMessage } from '../mail/mailer';
import { dayText } from '../../shared/domain/common/date-text';

const REMINDER_DAYS = [30, 7] as const;

/** A claim not marked sent within this long was lost with its process: taken again. */
const LOST_CLAIM = sql`interval '10 minutes'`;

export interface ReminderContext {
  db: DbExecutor;
  mailer: Pick<Mailer, 'send'>;
  baseUrl: string;
  timeZone: string;
  now?: Date;
}

interface DueClearance {
  clearanceId: string;
  expiresOn: string;
  facilityName: string;
  firstName: string;
  lastName: string;
  email: string;
  daysLeft: number;
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD'. */
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The reminder due for a clearance `daysLeft` days from its expiry: 7, 30 or none. */
const reminderDue = (daysLeft: number): number | null =>
  daysLeft < 0
    ? null
    : ([...REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days) ?? null);

async function dueClearances(db: DbExecutor, today: string): Promise<DueClearance[]> {
  const rows = await db
    .select({
      clearanceId: volunteerClearance.id,
      expiresOn: volunteerClearance.expiresOn,
      facilityName: facility.name,
      firstName: volunteer.firstName,
      lastName: volunteer.lastName,
      email: volunteer.email,
    })
    .from(volunteerClearance)
    .innerJoin(volunteer, eq(volunteer.id, volunteerClearance.volunteerId))
    .innerJoin(facility, eq(facility.id, volunteerClearance.facilityId))
    .where(
      and(
        eq(volunteerClearance.status, 'APPROVED'),
        isNotNull(volunteerClearance.expiresOn),
        gte(volunteerClearance.expiresOn, today),
        lte(volunteerClearance.expiresOn, addDays(today, Math.max(...REMINDER_DAYS))),
      ),
    );
  return rows.map((row) => ({
    ...row,
    expiresOn: row.expiresOn!,
    daysLeft: daysFrom(today, row.expiresOn!),
  }));
}

/** Takes the right to send one reminder: true for the one process that gets it. */
async function claim(
  db: DbExecutor,
  due: DueClearance,
  daysBefore: number,
  recipient: string,
): Promise<number | null> {
  const [claimed] = await db
    .insert(clearanceReminder)
    .values({ clearanceId: due.clearanceId, expiresOn: due.expiresOn, daysBefore, recipient })
    .onConflictDoUpdate({
      target: [
        clearanceReminder.clearanceId,
        clearanceReminder.expiresOn,
        clearanceReminder.daysBefore,
        clearanceReminder.recipient,
      ],
      set: { claimedAt: sql`now()` },
      setWhere: sql`${clearanceReminder.sentAt} is null and ${clearanceReminder.claimedAt} < now() - ${LOST_CLAIM}`,
    })
    .returning({ id: clearanceReminder.id });
  return claimed?.id ?? null;
}

const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

function messages(due: DueClearance, admins: string[], baseUrl: string): MailMessage[] {
  const subject = `Clearance at ${due.facilityName} expires on ${dayText(due.expiresOn)}`;
  const name = `${due.firstName} ${due.lastName}`.trim();
  const toVolunteer: MailMessage = {
    to: due.email,
    subject,
    text: [
      `Hello ${due.firstName},`,
      '',
      `Your clearance to visit ${due.facilityName} expires on ${dayText(due.expiresOn)} (${inDays(due.daysLeft)}).`,
      'Please renew it with the facility and tell the programme, so that your visits can go ahead.',
      '',
      `Your clearances: ${baseUrl}/account`,
    ].join('\n'),
  };
  const toAdmins = admins.map((to) => ({
    to,
    subject: `${name}: ${subject}`,
    text: [
      `The clearance of ${name} at ${due.facilityName} expires on ${dayText(due.expiresOn)} (${inDays(due.daysLeft)}).`,
      'Visits after that day need a renewal, or an override with a reason.',
      '',
      `Volunteers: ${baseUrl}/admin/volunteers`,
    ].join('\n'),
  }));
  return [toVolunteer, ...toAdmins];
}

/** Sends the reminders that are due; says how many went, and throws when any failed. */
export async function sendClearanceReminders(context: ReminderContext): Promise<string> {
  const { db, mailer } = context;
  const today = todayIn(context.timeZone, context.now);
  const due = await dueClearances(db, today);
  if (due.length === 0) return 'No reminders due';
  const admins = (await db.select({ email: admin.email }).from(admin)).map((row) => row.email);
  let sent = 0;
  const failures: string[] = [];
  for (const clearance of due) {
    const daysBefore = reminderDue(clearance.daysLeft);
    if (daysBefore === null) continue;
    for (const message of messages(clearance, admins, context.baseUrl)) {
      const claimId = await claim(db, clearance, daysBefore, message.to);
      if (claimId === null) continue;
      try {
        await mailer.send(message);
        await db
          .update(clearanceReminder)
          .set({ sentAt: sql`now()` })
          .where(eq(clearanceReminder.id, claimId));
        sent += 1;
      } catch (error) {
        // Given back: the next run tries again.
        await db.delete(clearanceReminder).where(eq(clearanceReminder.id, claimId));
        failures.push(`${message.to}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const summary = `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent`;
  if (failures.length > 0) {
    throw new Error(`${summary}; ${failures.length} failed (${failures.join('; ')})`);
  }
  return summary;
}
