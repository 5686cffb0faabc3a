/**
 * Sign-in accounts that belong to person records (product.md §10: replaces the identity functions).
 * An account and its record are written in the caller's transaction: never one without the other.
 */
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, GROUP_FOR_ADMIN_ROLE } from '../../shared/domain/admin/admin.enums';
import type { Group } from '../../shared/permissions';
import { recordAudit, type Actor } from '../audit/audit';
import type { Database, DbExecutor } from '../db/client';
import { admin } from '../db/schema/admin';
import { account, user } from '../db/schema/auth';
import { volunteer } from '../db/schema/volunteer';
import { AppError } from '../errors';
import { INVITATION_DAYS } from './invitation';

interface NewAccount {
  email: string;
  password: string;
  /** The password already hashed: tests create many accounts with one password. */
  passwordHash?: string;
  name: string;
  group: Group | null;
  emailVerified: boolean;
}

async function emailIsTaken(executor: DbExecutor, email: string): Promise<boolean> {
  const rows = await executor
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** Creates a user with an e-mail + password credential; returns the account id. */
async function createAccount(executor: DbExecutor, details: NewAccount): Promise<string> {
  const email = details.email.toLowerCase();
  if (await emailIsTaken(executor, email)) {
    throw new AppError('VALIDATION_FAILED', 'An account with this e-mail already exists', {
      email: 'An account with this e-mail already exists',
    });
  }
  const id = crypto.randomUUID();
  await executor.insert(user).values({
    id,
    email,
    name: details.name,
    emailVerified: details.emailVerified,
    group: details.group,
  });
  await executor.insert(account).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: details.passwordHash ?? (await hashPassword(details.password)),
  });
  return id;
}

export interface NewPerson {
  email: string;
  password: string;
  passwordHash?: string;
  firstName: string;
  lastName: string;
  /** A volunteer's contact number; other records have none at creation. */
  contactNumber?: string | null;
  group: Group | null;
}

/**
 * Creates a verified account in a group and the person's record (Admin for the admin groups,
 * Volunteer for Volunteers; product.md §3.1–§3.2: the record id is the account id), with the audit
 * entry, in one transaction: every account in a person group has its record.
 */
export async function createPersonWithAccount(
  db: Database,
  actor: Actor,
  person: NewPerson,
): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await createAccount(tx, {
      email: person.email,
      password: person.password,
      ...(person.passwordHash ? { passwordHash: person.passwordHash } : {}),
      name: `${person.firstName} ${person.lastName}`.trim(),
      group: person.group,
      emailVerified: true,
    });
    const names = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email.toLowerCase(),
    };
    const role = ADMIN_ROLES.find((candidate) => GROUP_FOR_ADMIN_ROLE[candidate] === person.group);
    if (role) {
      const [created] = await tx
        .insert(admin)
        .values({ id, ...names, role, createdBy: actor.id ?? id })
        .returning();
      await recordAudit(tx, actor, {
        recordType: 'Admin',
        recordId: id,
        before: null,
        after: created ?? null,
      });
    } else if (person.group === 'Volunteers') {
      const [created] = await tx
        .insert(volunteer)
        .values({
          id,
          ...names,
          contactNumber: person.contactNumber ?? null,
          createdBy: actor.id ?? id,
        })
        .returning();
      await recordAudit(tx, actor, {
        recordType: 'Volunteer',
        recordId: id,
        before: null,
        after: created ?? null,
      });
    }
    return id;
  });
}

export async function countUsers(executor: DbExecutor): Promise<number> {
  const rows = await executor.select({ id: user.id }).from(user).limit(1);
  return rows.length;
}

/** The e-mail is in use by another account: shown under the form's e-mail field. */
const EMAIL_TAKEN = 'An account with this e-mail already exists';

export interface InvitedAccount {
  email: string;
  name: string;
  group: Group;
}

/**
 * Creates an account in a group, waiting for its invitation (product.md §7.1's "create user"): it has
 * no password until the invitation e-mail gives it a temporary one, sent once the caller's
 * transaction is committed (invitation.ts). Returns the account id, which becomes the record id.
 */
export async function createInvitedAccount(
  executor: DbExecutor,
  details: InvitedAccount,
): Promise<string> {
  const email = details.email.toLowerCase();
  if (await emailIsTaken(executor, email)) {
    throw new AppError('VALIDATION_FAILED', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const id = crypto.randomUUID();
  await executor.insert(user).values({
    id,
    email,
    name: details.name,
    emailVerified: false,
    group: details.group,
    invitationExpiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  return id;
}

export interface AccountChanges {
  email?: string;
  name?: string;
  group?: Group;
}

/**
 * Changes an account's e-mail, name or group (product.md §7.1's "update user") in the caller's
 * transaction. A new e-mail must not belong to another account; a changed e-mail is no
 * longer verified.
 */
export async function updateAccount(
  executor: DbExecutor,
  id: string,
  changes: AccountChanges,
): Promise<void> {
  const values: Partial<typeof user.$inferInsert> = {};
  if (changes.email !== undefined) {
    const email = changes.email.toLowerCase();
    const [owner] = await executor
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.email, email))
      .limit(1);
    if (owner && owner.id !== id) {
      throw new AppError('VALIDATION_FAILED', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    if (!owner) Object.assign(values, { email, emailVerified: false });
  }
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.group !== undefined) values.group = changes.group;
  if (Object.keys(values).length === 0) return;
  await executor
    .update(user)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(user.id, id));
}

/**
 * Deletes an account with its sign-in methods and sessions (product.md §7.1's "delete user"), in the
 * caller's transaction. Run it after the person record is gone: the record points at it.
 */
export async function deleteAccount(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(user).where(eq(user.id, id));
}
