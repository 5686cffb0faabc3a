/** Demo accounts (one per group, with fresh passwords each run) and the programme's volunteers. */
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Group } from '../../src/shared/permissions';
import { SYSTEM_ACTOR } from '../../src/server/audit/audit';
import { createPersonWithAccount } from '../../src/server/auth/identity.service';
import type { Database } from '../../src/server/db/client';
import { account, user } from '../../src/server/db/schema/auth';

export const DEMO_DOMAIN = 'demo.outreach.example';

/** A password meeting the policy: upper, lower, digit, special. */
function newPassword(): string {
  return `Demo-${crypto.randomBytes(6).toString('base64url')}7a!`;
}

export interface DemoAccount {
  email: string;
  password: string;
  group: Group;
  id: string;
}

/** Creates the four demo accounts, or gives existing ones a new password. */
export async function ensureDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const wanted: [string, Group, string, string][] = [
    ['superadmin', 'SuperAdmins', 'Sara', 'Superadmin'],
    ['admin', 'Admins', 'Adam', 'Admin'],
    ['volunteer', 'Volunteers', 'Valerie', 'Volunteer'],
    ['client', 'Clients', 'Karim', 'Client'],
  ];
  const accounts: DemoAccount[] = [];
  for (const [local, group, firstName, lastName] of wanted) {
    const email = `${local}@${DEMO_DOMAIN}`;
    const password = newPassword();
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    let id: string;
    if (existing) {
      id = existing.id;
      await db
        .update(account)
        .set({ password: await hashPassword(password) })
        .where(eq(account.userId, id));
    } else {
      id = await createPersonWithAccount(db, SYSTEM_ACTOR, {
        email,
        password,
        firstName,
        lastName,
        // The volunteer form requires a contact number: without one, the demo volunteer's row of
        // an export would be refused by the import (decision 096).
        contactNumber: group === 'Volunteers' ? '+1 555 010 0100' : null,
        group,
      });
    }
    accounts.push({ email, password, group, id });
  }
  return accounts;
}
