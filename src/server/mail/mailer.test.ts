/** Real e-mail to a loopback SMTP server, and the outbox when no server is configured. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessage } from '../db/schema/outbox';
import { openTestDatabase, resetDatabase } from '../../../tests/support/database';
import type { DatabaseHandle } from '../db/client';
import { createMailer } from './mailer';
import { startTestSmtp, type TestSmtp } from '../../../tests/support/smtp';

let smtp: TestSmtp;
let database: DatabaseHandle;

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await openTestDatabase();
  await resetDatabase(database.db);
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('mailer', () => {
  it('delivers plain text and HTML through SMTP_URL', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Outreach <no-reply@outreach.example>',
      db: database.db,
      log: () => undefined,
    });
    await mailer.send({
      to: 'amina@example.org',
      subject: 'Your code',
      text: 'Code: 123456',
      html: '<p>Code: <b>123456</b></p>',
    });
    mailer.close();
    expect(mailer.route.delivery).toBe('smtp');
    const received = smtp.received;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@outreach.example',
      to: ['amina@example.org'],
    });
    expect(received[0]!.raw).toContain('Subject: Your code');
    expect(received[0]!.raw).toContain('Code: 123456');
    expect(received[0]!.raw).toContain('<b>123456</b>');
    expect(await database.db.select().from(outboxMessage)).toEqual([]);
  });

  it('keeps messages in the outbox and logs them when no SMTP server is configured', async () => {
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: null,
      from: 'x@example.org',
      db: database.db,
      log: (line) => logged.push(line),
    });
    await mailer.send({ to: 'sam@example.org', subject: 'Welcome', text: 'Hello Sam' });
    expect(mailer.route.delivery).toBe('outbox');
    expect(await database.db.select().from(outboxMessage)).toEqual([
      expect.objectContaining({
        recipient: 'sam@example.org',
        subject: 'Welcome',
        text: 'Hello Sam',
        html: null,
      }),
    ]);
    expect(logged).toEqual([
      'E-mail kept in the outbox (no SMTP_URL): to sam@example.org, "Welcome"',
    ]);
  });
});
