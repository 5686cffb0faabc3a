import { formatDay } from '../../../lib/date-format';
import { Text } from '@mantine/core';
import { addDays } from '../../../../shared/domain/common/calendar';
import { fullName } from '../../../lib/format';
import { SummaryLine } from '../../../components/records/SummaryLine';
import type { Client } from '../api/client.api';
import { stayText } from '../../../../shared/domain/client/stay-text';

/** A release this close is worth seeing in the list (the reentry window). */
const RELEASE_SOON_DAYS = 90;

type Located = Pick<Client, 'incarcerated' | 'facilityName'> &
  Partial<Pick<Client, 'inmateNumber' | 'housingUnit'>>;

/**
 * Where the client is: the facility's name while in custody, with the inmate number and housing
 * unit staff quote to it (decision 097), else Community.
 */
export function clientWhere(client: Located) {
  if (!client.incarcerated) return 'Community';
  const stay = stayText(client);
  const facility = client.facilityName || 'In custody';
  return stay ? `${facility} (${stay})` : facility;
}

/** The release date when it is within 90 days of `today` (YYYY-MM-DD), else null. */
function releaseSoon(
  client: Pick<Client, 'incarcerated' | 'releaseDate'>,
  today: string,
): string | null {
  const { releaseDate } = client;
  return client.incarcerated &&
    releaseDate !== null &&
    releaseDate >= today &&
    releaseDate <= addDays(today, RELEASE_SOON_DAYS)
    ? releaseDate
    : null;
}

/** The next follow-up date, in red and marked "(overdue)" once it has passed. */
function FollowUpText({
  followUpDate,
  today,
  prefix = '',
}: {
  followUpDate: string | null;
  today: string;
  prefix?: string;
}) {
  if (!followUpDate) return null;
  const overdue = followUpDate < today;
  return (
    <Text span size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined}>
      {`${prefix}${formatDay(followUpDate)}${overdue ? ' (overdue)' : ''}`}
    </Text>
  );
}

/**
 * How ready the client's reentry plan is (product.md §3.3.1): "2 of 3 due done", and in red how
 * many steps are overdue and how many check-ins after release are due (product.md §3.3.2); "No
 * plan" for a client with a release date but no plan. A plan with nothing due yet says so
 * ("7 steps, none due yet"), and one whose client has no release date (back in custody, say)
 * that its days wait for one: "0 of 0 due done" told nobody anything.
 */
function planText(
  readiness: { due: number; done: number; steps: number },
  releaseDate: string | null | undefined,
): string {
  if (readiness.due > 0) return `${readiness.done} of ${readiness.due} due done`;
  const steps = readiness.steps === 1 ? '1 step' : `${readiness.steps} steps`;
  return releaseDate ? `${steps}, none due yet` : `${steps}, waiting for a release date`;
}

export function ReadinessText({
  client,
}: {
  client: Pick<Client, 'releaseDate' | 'reentryReadiness'> & { checkInsDue?: number | null };
}) {
  const readiness = client.reentryReadiness;
  const checkInsDue = client.checkInsDue ?? 0;
  const late = [
    readiness && readiness.overdue > 0 ? `${readiness.overdue} overdue` : null,
    checkInsDue > 0
      ? checkInsDue === 1
        ? '1 check-in due'
        : `${checkInsDue} check-ins due`
      : null,
  ].filter(Boolean);
  if (!readiness && !client.releaseDate) return null;
  return (
    <Text span size="sm">
      {readiness ? planText(readiness, client.releaseDate) : 'No plan'}
      {late.length > 0 && (
        <Text span size="sm" c="red.9" fw={600}>
          {` · ${late.join(' · ')}`}
        </Text>
      )}
    </Text>
  );
}

interface ClientSummaryProps {
  client: Client;
  /** YYYY-MM-DD: what is overdue and what is soon. */
  today: string;
}

/**
 * A client's collapsed row (product.md §2.5): client ID, full name, where they are (facility or
 * Community), assigned volunteer, next follow-up (overdue marked) and a release within 90 days,
 * so that ten "Abdullah" rows can be told apart without opening them; and, in red, that the
 * client has not consented to be served (product.md §3.3.4), before anyone plans a visit.
 */
export function ClientSummary({ client, today }: ClientSummaryProps) {
  const volunteer = client.assignedVolunteerName;
  const release = releaseSoon(client, today);
  return (
    <SummaryLine
      parts={[
        <Text key="id" span size="sm" fw={600}>
          {client.clientId}
        </Text>,
        !client.consentGiven && (
          <Text key="consent" span size="sm" c="red.9" fw={600}>
            No consent to be served
          </Text>
        ),
        fullName(client),
        clientWhere(client),
        volunteer ? `Volunteer: ${volunteer}` : 'No volunteer',
        client.followUpDate && (
          <FollowUpText
            key="follow-up"
            followUpDate={client.followUpDate}
            today={today}
            prefix="Follow-up "
          />
        ),
        release && `Release ${formatDay(release)}`,
        (client.reentryReadiness || (client.checkInsDue ?? 0) > 0) && (
          <Text key="plan" span size="sm">
            {'Plan: '}
            <ReadinessText client={client} />
          </Text>
        ),
      ]}
    />
  );
}
