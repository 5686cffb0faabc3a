/**
 * E-mails that let a person into their account, sent by an administrator from the person's details
 * (product.md §7.1): the invitation again (a new temporary password, for someone who has not chosen
 * their own yet) or a password reset (for someone who has). Each one sent is audited on the
 * person's record ('Invitation sent', 'Password reset sent').
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../../audit/audit';
import type { Invitations } from '../../auth/invitation';
import type { Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { admin } from '../../db/schema/admin';
import { auditEntry } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { volunteer } from '../../db/schema/volunteer';
import { AppError, formError, notFound } from '../../errors';

export const ACCOUNT_EMAIL_KINDS = ['INVITATION', 'PASSWORD_RESET'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

export const ACCOUNT_EMAIL_MESSAGES = {
  alreadySetUp: (name: string) =>
    `${name} has already chosen a password. Send a password reset instead.`,
  notSetUp: (name: string) =>
    `${name} has not finished setting up their account. Resend the invitation instead.`,
  disabled: 'This account is disabled. Enable it before sending it e-mail.',
  noAccount: 'This client has no account. Give them an e-mail address first.',
  notSent: 'The e-mail could not be sent. Check the e-mail settings (SMTP), then try again.',
  adminsOnlyBySuperAdmins: "Only super admins send e-mail to admins' accounts.",
} as const;

/** How each kind of person is found, named and tied to their account. */
const PEOPLE = {
  Admin: async (db: DbExecutor, id: string) => {
    const [row] = await db.select().from(admin).where(eq(admin.id, id));
    return row && { row, accountId: row.id, name: `${row.firstName} ${row.lastName}` };
  },
  Volunteer: async (db: DbExecutor, id: string) => {
    const [row] = await db.select().from(volunteer).where(eq(volunteer.id, id));
    return row && { row, accountId: row.id, name: `${row.firstName} ${row.lastName}` };
  },
  Client: async (db: DbExecutor, id: string) => {
    const [row] = await db.select().from(client).where(eq(client.id, id));
    return row && { row, accountId: row.accountId, name: row.preferredName };
  },
} as const;

export type PersonRecordType = keyof typeof PEOPLE;
export const PERSON_RECORD_TYPES = Object.keys(PEOPLE) as PersonRecordType[];

/** Sends the e-mail and returns the address it went to; refuses what would not help. */
export async function sendAccountEmail(
  deps: { db: DbExecutor; invitations: Invitations; actor: Actor; viewer: Viewer },
  request: { recordType: PersonRecordType; id: string; kind: AccountEmailKind },
): Promise<string> {
  const { db, invitations, actor, viewer } = deps;
  // As for the admin records themselves (admin.service.ts): super admins manage admins.
  if (request.recordType === 'Admin' && viewer.group !== 'SuperAdmins')
    throw new AppError('FORBIDDEN', ACCOUNT_EMAIL_MESSAGES.adminsOnlyBySuperAdmins);
  const person = await PEOPLE[request.recordType](db, request.id);
  if (!person) throw notFound();
  if (!person.accountId) throw formError(ACCOUNT_EMAIL_MESSAGES.noAccount);
  const [account] = await db
    .select({
      email: user.email,
      disabled: user.disabled,
      invitationPending: user.invitationExpiresAt,
    })
    .from(user)
    .where(eq(user.id, person.accountId));
  if (!account) throw formError(ACCOUNT_EMAIL_MESSAGES.noAccount);
  if (account.disabled) throw formError(ACCOUNT_EMAIL_MESSAGES.disabled);
  // An invitation would replace a password the person chose; a reset cannot finish an
  // invitation (signing in with the temporary password is what sets the account up).
  if (request.kind === 'INVITATION' && !account.invitationPending)
    throw formError(ACCOUNT_EMAIL_MESSAGES.alreadySetUp(person.name));
  if (request.kind === 'PASSWORD_RESET' && account.invitationPending)
    throw formError(ACCOUNT_EMAIL_MESSAGES.notSetUp(person.name));

  const sent =
    request.kind === 'INVITATION'
      ? await invitations.send(person.accountId)
      : await invitations.sendPasswordReset(person.accountId);
  if (!sent) throw new AppError('INTERNAL', ACCOUNT_EMAIL_MESSAGES.notSent);
  await db.insert(auditEntry).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name,
    recordType: request.recordType,
    recordId: request.id,
    action: request.kind === 'INVITATION' ? 'INVITE' : 'PASSWORD_RESET',
    changes: {},
    snapshot: JSON.parse(JSON.stringify(person.row)) as Record<string, unknown>,
  });
  return account.email;
}
