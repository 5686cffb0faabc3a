/**
 * What the app e-mailed, read from the outbox (no SMTP server in these tests): the messages to
 * one address, the one-time code in the newest, the temporary password of an invitation, and a
 * volunteer created through the API together with their invitation. Shared by the sign-up,
 * password-reset, invitation and account-e-mail tests.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { outboxMessage } from '../../src/server/db/schema/outbox';
import type { Caller } from './graphql';
import { volunteerInput } from './volunteer-factory';

/** Every message to `email`, newest first. */
export function mailTo(db: Database, email: string) {
  return db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, email))
    .orderBy(desc(outboxMessage.id));
}

/**
 * The code in the newest message to `email` after message id `after`, waited for (up to two
 * seconds: codes are e-mailed in the background), with that message's id.
 */
export async function codeMailedTo(
  db: Database,
  email: string,
  after = 0,
): Promise<{ code: string; id: number }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [message] = await mailTo(db, email).limit(1);
    if (message && message.id > after)
      return { code: /Your code is (\d{6})/.exec(message.text)![1]!, id: message.id };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No code was sent to ${email}`);
}

/** The temporary password an invitation's text gives. */
export const temporaryPasswordIn = (text: string) => /temporary password: (\S+)/.exec(text)![1]!;

/** A volunteer created by `staff` through the API: their id and e-mail address. */
export async function createVolunteerAs(staff: Caller): Promise<{ id: string; email: string }> {
  const input = volunteerInput();
  const created = await staff.run<{ createVolunteer: { id: string } }>(
    'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }',
    { input },
  );
  expect(created.errors).toEqual([]);
  return { id: created.data!.createVolunteer.id, email: String(input.email) };
}
