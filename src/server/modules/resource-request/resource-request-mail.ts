/**
 * The e-mail that tells a requester their request changed state (issue: "the requester is told
 * by e-mail when their request changes state"): approved, denied or fulfilled. Sent once the
 * action has committed; nothing is sent when the account has no e-mail address.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../db/record-service';
import { user } from '../../db/schema/auth';
import { resource } from '../../db/schema/resource';
import type { ResourceRequestRow } from '../../db/schema/resource-request';
import type { MailMessage } from '../../mail/mailer';

/** Where a volunteer sees the resources and their requests. */
const REQUESTER_PAGE = '/volunteer/resources';

type DecidedStatus = 'APPROVED' | 'DENIED' | 'FULFILLED';

const isDecided = (status: ResourceRequestRow['status']): status is DecidedStatus =>
  status !== 'PENDING';

/** Plain text only: the title and the notes are typed by people, and stay as typed. */
function requestStatusEmail(details: {
  to: string;
  name: string;
  resourceTitle: string;
  quantity: number;
  status: DecidedStatus;
  notes: string | null;
  link: string;
}): MailMessage {
  const { name, resourceTitle: title, status } = details;
  const word = status.toLowerCase();
  const text = [
    name.trim() ? `Hello ${name.trim()},` : 'Hello,',
    '',
    `Your request for "${title}" was ${word}.`,
    '',
    `  Resource: ${title}`,
    `  Quantity: ${details.quantity}`,
    `  Status: ${status}`,
    ...(details.notes ? [`  Notes: ${details.notes}`] : []),
    '',
    `See your requests at ${details.link}`,
    '',
    'Outreach Dashboard',
  ].join('\n');
  return { to: details.to, subject: `Your request for "${title}" was ${word}`, text };
}

/**
 * E-mails the requester the request's new state. Call after the action's transaction: it reads
 * the committed request. Best effort (mail/notifier.ts): true when a message went out.
 */
export async function tellRequester(
  ctx: ServiceContext,
  request: ResourceRequestRow,
): Promise<boolean> {
  const { status } = request;
  if (!ctx.notifier || !isDecided(status)) return false;
  const notifier = ctx.notifier;
  return notifier.send(async () => {
    const [account] = await ctx.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, request.requesterId));
    const [stocked] = await ctx.db
      .select({ title: resource.title })
      .from(resource)
      .where(eq(resource.id, request.resourceId));
    if (!account?.email.trim() || !stocked) return null;
    return requestStatusEmail({
      to: account.email,
      name: request.requesterName,
      resourceTitle: stocked.title,
      quantity: request.quantity,
      status,
      notes: request.notes,
      link: notifier.link(REQUESTER_PAGE),
    });
  });
}
