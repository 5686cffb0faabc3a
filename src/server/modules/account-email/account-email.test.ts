/**
 * An administrator re-sends an invitation or sends a password reset from a person's details:
 * the e-mail goes to the person only, the wrong one for the account's state is refused with
 * what to do instead, each one sent is audited, and only those who manage the person may.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { createVolunteerAs, mailTo, temporaryPasswordIn } from '../../../../tests/support/outbox';
import { TEST_BASE_URL, postAuth, useTestApp } from '../../../../tests/support/test-app';
import { adminInput } from '../../../../tests/support/admin-factory';
import { clientInput } from '../../../../tests/support/client-factory';
import { ACCOUNT_EMAIL_MESSAGES } from './account-email.service';

const app = useTestApp();
const NEW_PASSWORD = 'My-own-Passw0rd';

const SEND = `mutation($recordType: PersonRecordType!, $id: ID!, $kind: AccountEmailKind!) {
  sendAccountEmail(recordType: $recordType, id: $id, kind: $kind) }`;

const post = (url: string, payload: Record<string, unknown>) => postAuth(app, url, payload);

const auditActions = (recordId: string) =>
  app.database.db
    .select({ action: auditEntry.action, actorEmail: auditEntry.actorEmail })
    .from(auditEntry)
    .where(and(eq(auditEntry.recordId, recordId), eq(auditEntry.recordType, 'Volunteer')));

describe('sendAccountEmail', () => {
  it('re-sends an invitation with a new temporary password, audited; the old one stops working', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { id, email } = await createVolunteerAs(admin);
    const [first] = await mailTo(app.database.db, email);

    const sent = await admin.run<{ sendAccountEmail: string }>(SEND, {
      recordType: 'Volunteer',
      id,
      kind: 'INVITATION',
    });
    expect(sent.errors).toEqual([]);
    expect(sent.data!.sendAccountEmail).toBe(email);
    const [second] = await mailTo(app.database.db, email);
    expect(second!.id).not.toBe(first!.id);
    const oldPassword = temporaryPasswordIn(first!.text);
    const newPassword = temporaryPasswordIn(second!.text);
    expect(newPassword).not.toBe(oldPassword);

    const withOld = await post('/invitation/accept', {
      email,
      temporaryPassword: oldPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(withOld.statusCode).not.toBe(200);
    const withNew = await post('/invitation/accept', {
      email,
      temporaryPassword: newPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(withNew.statusCode).toBe(200);
    expect(await auditActions(id)).toContainEqual({
      action: 'INVITE',
      actorEmail: admin.person!.email,
    });
  });

  it('sends a reset to someone who has a password, with a link and a code that works', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { id, email } = await createVolunteerAs(admin);
    const [invitation] = await mailTo(app.database.db, email);
    await post('/invitation/accept', {
      email,
      temporaryPassword: temporaryPasswordIn(invitation!.text),
      newPassword: NEW_PASSWORD,
    });

    // An invitation now would replace the password they chose: refused, nothing sent.
    const invite = await admin.run(SEND, { recordType: 'Volunteer', id, kind: 'INVITATION' });
    expect(invite.errors[0]?.message).toMatch(ACCOUNT_EMAIL_MESSAGES.alreadySetUp(''));
    expect(await mailTo(app.database.db, email)).toHaveLength(1);

    const sent = await admin.run(SEND, { recordType: 'Volunteer', id, kind: 'PASSWORD_RESET' });
    expect(sent.errors).toEqual([]);
    const [reset] = await mailTo(app.database.db, email);
    expect(reset!.subject).toBe('Choose a new password');
    expect(reset!.text).toContain(
      `${TEST_BASE_URL}/?resetPasswordFor=${encodeURIComponent(email)}`,
    );
    const code = /enter this code: (\d{6})/.exec(reset!.text)![1]!;
    const changed = await post('/email-otp/reset-password', {
      email,
      otp: code,
      password: 'Another-Passw0rd',
    });
    expect(changed.statusCode).toBe(200);
    expect((await post('/sign-in/email', { email, password: 'Another-Passw0rd' })).statusCode).toBe(
      200,
    );
    expect((await auditActions(id)).map((entry) => entry.action)).toContain('PASSWORD_RESET');
  });

  it('sends no reset while the invitation is still open, and says what to do instead', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { id, email } = await createVolunteerAs(admin);
    const result = await admin.run(SEND, { recordType: 'Volunteer', id, kind: 'PASSWORD_RESET' });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]?.message).toContain('Resend the invitation instead.');
    expect(await mailTo(app.database.db, email)).toHaveLength(1);
    expect((await auditActions(id)).map((entry) => entry.action)).not.toContain('PASSWORD_RESET');
  });

  it('is for those who manage the person: volunteers never, admins not for admins', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    const { id } = await createVolunteerAs(admin);
    const byVolunteer = await volunteer.run(SEND, {
      recordType: 'Volunteer',
      id,
      kind: 'INVITATION',
    });
    expect(errorCode(byVolunteer)).toBe('FORBIDDEN');

    const created = await superAdmin.run<{ createAdmin: { id: string } }>(
      'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input: adminInput() },
    );
    expect(created.errors).toEqual([]);
    const adminId = created.data!.createAdmin.id;
    const byAdmin = await admin.run(SEND, { recordType: 'Admin', id: adminId, kind: 'INVITATION' });
    expect(errorCode(byAdmin)).toBe('FORBIDDEN');
    const bySuperAdmin = await superAdmin.run(SEND, {
      recordType: 'Admin',
      id: adminId,
      kind: 'INVITATION',
    });
    expect(bySuperAdmin.errors).toEqual([]);
  });

  it('names a client without an account, and an unknown person', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const created = await admin.run<{ createClient: { id: string } }>(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: { ...clientInput(), email: null } },
    );
    expect(created.errors).toEqual([]);
    const noAccount = await admin.run(SEND, {
      recordType: 'Client',
      id: created.data!.createClient.id,
      kind: 'INVITATION',
    });
    expect(noAccount.errors[0]?.message).toBe(ACCOUNT_EMAIL_MESSAGES.noAccount);
    const unknown = await admin.run(SEND, {
      recordType: 'Volunteer',
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'INVITATION',
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });
});
