import { describe, expect, it } from 'vitest';
import { outboxMessage } from '../../db/schema/outbox';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const QUERY =
  'query($nextToken: String) { listOutboxMessages(nextToken: $nextToken) { items { recipient subject text } nextToken } }';

describe('listOutboxMessages', () => {
  it('shows super admins the kept e-mail, newest first, 50 to a page', async () => {
    await app.database.db.insert(outboxMessage).values(
      Array.from({ length: 52 }, (_, index) => ({
        recipient: `p${index}@example.org`,
        subject: `Message ${index}`,
        text: `Body ${index}`,
      })),
    );
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    type Page = { listOutboxMessages: { items: { subject: string }[]; nextToken: string | null } };
    const first = await superAdmin.run<Page>(QUERY);
    expect(first.data!.listOutboxMessages.items).toHaveLength(50);
    expect(first.data!.listOutboxMessages.items[0]!.subject).toBe('Message 51');
    const second = await superAdmin.run<Page>(QUERY, {
      nextToken: first.data!.listOutboxMessages.nextToken,
    });
    expect(second.data!.listOutboxMessages.items.map((item) => item.subject)).toEqual([
      'Message 1',
      'Message 0',
    ]);
    expect(second.data!.listOutboxMessages.nextToken).toBeNull();
  });

  it('is refused to admins and volunteers, whose codes it may hold', async () => {
    for (const group of ['Admins', 'Volunteers'] as const) {
      const caller = await callerAs(app.server, app.database.db, group);
      expect(errorCode(await caller.run(QUERY))).toBe('FORBIDDEN');
    }
  });
});

describe('mailRoute', () => {
  it('says e-mail is kept in the outbox when no SMTP_URL is set, and is for super admins only', async () => {
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const answer = await superAdmin.run<{ mailRoute: unknown }>(
      '{ mailRoute { delivery server from } }',
    );
    expect(answer.data!.mailRoute).toEqual({
      delivery: 'OUTBOX',
      server: null,
      from: app.config.mailFrom,
    });
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    expect(errorCode(await admin.run('{ mailRoute { delivery } }'))).toBe('FORBIDDEN');
  });
});
