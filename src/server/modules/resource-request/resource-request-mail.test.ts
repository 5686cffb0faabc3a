/**
 * The requester is told by e-mail when their request changes state (approved, denied,
 * fulfilled), through a real SMTP server on loopback: only once the change has committed, never
 * for a refused action, and a failed e-mail leaves the change in place.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { outboxMessage } from '../../db/schema/outbox';
import { resourceRequest } from '../../db/schema/resource-request';
import { recordStatus } from '../../../../tests/support/access-matrix';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson, type TestPerson } from '../../../../tests/support/people';
import { insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import { expectNoMailCame, readMail, startTestSmtp } from '../../../../tests/support/smtp';
import { TEST_BASE_URL, useTestApp } from '../../../../tests/support/test-app';
import { unreachableMailContext } from '../../../../tests/support/unreachable-mail';
import { resourceRequestService } from './resource-request.service';

const smtp = await startTestSmtp();
const app = useTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

const APPROVE = `mutation($id: ID!, $notes: String, $expectedVersion: Int) {
  approveResourceRequest(id: $id, notes: $notes, expectedVersion: $expectedVersion) { status } }`;
const DENY = `mutation($id: ID!, $notes: String) { denyResourceRequest(id: $id, notes: $notes) { status } }`;
const FULFIL = 'mutation($id: ID!) { fulfilResourceRequest(id: $id) { status } }';

let admin: Caller;
let requester: TestPerson;
let resourceId: string;

beforeEach(async () => {
  smtp.received.splice(0);
  admin = await callerAs(app.server, app.database.db, 'Admins');
  requester = await createPerson(app.database.db, 'Volunteers', 'Amina', 'Khan');
  resourceId = (await insertResource(app.database.db, { title: 'Winter Coat', quantity: 10 })).id;
});

const newRequest = (
  values: { quantity?: number; status?: 'PENDING' | 'APPROVED'; notes?: string } = {},
) =>
  insertResourceRequest(app.database.db, {
    resourceId,
    requesterId: requester.id,
    requesterName: 'Amina Khan',
    quantity: 2,
    ...values,
  });

const statusOf = (id: string) => recordStatus(app.database.db, resourceRequest, id);

const LINK = `${TEST_BASE_URL}/volunteer/resources`;

describe('the requester is told by e-mail', () => {
  it('when the request is approved: subject, quantity, title, status, notes and the link', async () => {
    const request = await newRequest({ quantity: 3 });
    const result = await admin.run(APPROVE, { id: request.id, notes: 'Collect on Friday' });
    expect(result.errors).toEqual([]);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([requester.email]);
    expect(readMail(smtp.received[0]!)).toEqual({
      subject: 'Your request for "Winter Coat" was approved',
      text: [
        'Hello Amina Khan,',
        '',
        'Your request for "Winter Coat" was approved.',
        '',
        '  Resource: Winter Coat',
        '  Quantity: 3',
        '  Status: APPROVED',
        '  Notes: Collect on Friday',
        '',
        `See your requests at ${LINK}`,
        '',
        'Outreach Dashboard',
      ].join('\n'),
    });
    // Sent through SMTP, so nothing is kept in the outbox.
    expect(await app.database.db.select().from(outboxMessage)).toEqual([]);
  });

  it('when the request is denied, with the reason given', async () => {
    const request = await newRequest({ status: 'APPROVED' });
    expect((await admin.run(DENY, { id: request.id, notes: 'Out of budget' })).errors).toEqual([]);
    const mail = readMail(await smtp.waitFor(requester.email));
    expect(mail.subject).toBe('Your request for "Winter Coat" was denied');
    expect(mail.text).toContain('Your request for "Winter Coat" was denied.');
    expect(mail.text).toContain('  Status: DENIED\n  Notes: Out of budget\n');
    expect(smtp.received).toHaveLength(1);
  });

  it('when the request is fulfilled; without notes there is no notes line', async () => {
    const request = await newRequest({ quantity: 4 });
    expect((await admin.run(FULFIL, { id: request.id })).errors).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]!);
    expect(mail.subject).toBe('Your request for "Winter Coat" was fulfilled');
    expect(mail.text).toContain(
      '  Resource: Winter Coat\n  Quantity: 4\n  Status: FULFILLED\n\nSee your requests at',
    );
    expect(mail.text).not.toContain('Notes:');
  });

  it('never for a refused action: stock too short, wrong status, stale version', async () => {
    const tooLarge = await newRequest({ quantity: 11 });
    const fulfil = await admin.run(FULFIL, { id: tooLarge.id });
    expect(fulfil.errors[0]!.message).toBe('Only 10 in stock');
    const approved = await newRequest({ status: 'APPROVED' });
    expect(errorCode(await admin.run(APPROVE, { id: approved.id }))).toBe('VALIDATION_FAILED');
    const stale = await admin.run(APPROVE, { id: tooLarge.id, expectedVersion: 5 });
    expect(errorCode(stale)).toBe('CONFLICT');
    await expectNoMailCame(smtp);
  });

  it('once for each of two fulfilments racing for the stock: only to the one applied', async () => {
    const other = await createPerson(app.database.db, 'Volunteers', 'Bilal', 'Rahman');
    const first = await newRequest({ quantity: 6 });
    const second = await insertResourceRequest(app.database.db, {
      resourceId,
      requesterId: other.id,
      quantity: 6,
    });
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    await Promise.all([
      admin.run(FULFIL, { id: first.id }),
      superAdmin.run(FULFIL, { id: second.id }),
    ]);
    const winner = (await statusOf(first.id)) === 'FULFILLED' ? requester : other;
    expect(smtp.received.map((mail) => mail.to)).toEqual([[winner.email]]);
  });

  it('not at all when the account has no e-mail address; the action still succeeds', async () => {
    await app.database.db.update(user).set({ email: '' }).where(eq(user.id, requester.id));
    const request = await newRequest();
    const result = await admin.run(APPROVE, { id: request.id });
    expect(result.data).toEqual({ approveResourceRequest: { status: 'APPROVED' } });
    expect(smtp.received).toEqual([]);
  });

  it('a failed e-mail is logged and leaves the change in place', async () => {
    const { ctx, logged } = await unreachableMailContext(app.database.db, admin.person!);
    const request = await newRequest();
    const fulfilled = await resourceRequestService.fulfil(ctx, request.id, {});
    expect(fulfilled.status).toBe('FULFILLED');
    expect(await statusOf(request.id)).toBe('FULFILLED');
    expect(logged).toEqual(['Could not send a notification e-mail']);
  });
});
