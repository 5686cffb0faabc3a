/** The Outbox page's first line when a mail server is set: where e-mail goes, never its password. */
import { expect, it } from 'vitest';
import { callerAs } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp({
  SMTP_URL: 'smtp://mailer:Secret-Word-1@mail.example.org:2525',
  MAIL_FROM: 'Outreach <outreach@example.org>',
});

it('names the mail server and the sender, without the user name or password in SMTP_URL', async () => {
  const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
  const answer = await superAdmin.run<{ mailRoute: unknown }>(
    '{ mailRoute { delivery server from } }',
  );
  expect(answer.data!.mailRoute).toEqual({
    delivery: 'SMTP',
    server: 'mail.example.org:2525',
    from: 'Outreach <outreach@example.org>',
  });
  expect(JSON.stringify(answer)).not.toMatch(/Secret-Word-1|mailer@/);
});
