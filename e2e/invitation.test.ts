/**
 * Invitation → force new password → dashboard, in the browser: an admin adds a volunteer, the
 * volunteer reads the temporary password from the e-mail (a real loopback SMTP server), signs
 * in with it, chooses their own password and lands on their portal. Later the admin sends them a
 * password reset from their details, and its link leads straight to the code step. The Outbox
 * tells a super admin that mail goes out through the mail server, not that it is kept.
 */
import { afterAll, expect, it } from 'vitest';
import { startTestSmtp } from '../tests/support/smtp';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { expandCard, field, horizontalOverflow, watchPageProblems } from './support/browser';

// Stopped after the app (hooks after the tests run last-registered first).
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const journey = useAppInBrowser(
  [
    { email: 'amina@example.org', group: 'Admins' },
    { email: 'director@example.org', group: 'SuperAdmins' },
  ],
  { SMTP_URL: smtp.url },
);

it('takes an invited volunteer from the e-mail to their portal with a password of their own', async () => {
  const adminPage = await journey.browser.newPage();
  await adminPage.goto(journey.baseUrl);
  await field(adminPage, 'Email').fill('amina@example.org');
  await field(adminPage, 'Password').fill(PASSWORD);
  await adminPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await adminPage.getByText('Admin Panel', { exact: true }).waitFor();
  // The Manage Volunteers screen comes with its own issue; its API is what it will call.
  const created = await adminPage.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }',
        variables: {
          input: {
            firstName: 'Yusuf',
            lastName: 'Ali',
            email: 'yusuf@example.org',
            contactNumber: '555-0100',
          },
        },
      }),
    });
    return (await response.json()) as { errors?: unknown[] };
  });
  expect(created.errors).toBeUndefined();

  const mail = await smtp.waitFor('yusuf@example.org');
  expect(mail.raw).toContain('Subject: Your Outreach Dashboard account');
  const temporary = /temporary password: (\S+)/.exec(mail.raw)![1]!;

  const context = await journey.browser.newContext();
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(journey.baseUrl);
  await field(page, 'Email').fill('yusuf@example.org');
  await field(page, 'Password').fill(temporary);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  await field(page, 'New password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password must have at least 8 characters').waitFor();
  await field(page, 'New password').fill('Yusufs-0wn-pass');
  await field(page, 'Confirm new password').fill('Yusufs-0wn-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Volunteer Portal', { exact: true }).waitFor();

  // The temporary password was single use.
  const again = await journey.browser.newPage();
  await again.goto(journey.baseUrl);
  await field(again, 'Email').fill('yusuf@example.org');
  await field(again, 'Password').fill(temporary);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await again.getByText('Invalid email or password').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it('sends a password reset from the volunteer details; its link opens the code step', async () => {
  const adminContext = await journey.browser.newContext({ bypassCSP: true });
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${journey.baseUrl}/admin/volunteers`);
  await field(adminPage, 'Email').fill('amina@example.org');
  await field(adminPage, 'Password').fill(PASSWORD);
  await adminPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expandCard(adminPage.getByRole('article', { name: 'Yusuf Ali' }));
  await adminPage.getByRole('button', { name: 'View details of Yusuf Ali' }).click();
  const details = adminPage.getByRole('dialog', { name: 'Volunteer Details' });

  // Yusuf chose a password: an invitation would replace it, so the server says what to do.
  await details.getByRole('button', { name: 'Resend invitation to Yusuf Ali' }).click();
  await details
    .getByText('Yusuf Ali has already chosen a password. Send a password reset instead.')
    .waitFor();
  await details.getByRole('button', { name: 'Send password reset to Yusuf Ali' }).click();
  await details.getByText('Password reset sent to yusuf@example.org.').waitFor();
  expect(await accessibilityViolations(adminPage)).toEqual([]);

  const mail = await smtp.waitFor('yusuf@example.org');
  expect(mail.raw).toContain('Subject: Choose a new password');
  const code = /enter this code: (\d{6})/.exec(mail.raw)![1]!;
  const page = await journey.browser.newPage();
  await page.goto(
    `${journey.baseUrl}/?resetPasswordFor=${encodeURIComponent('yusuf@example.org')}`,
  );
  await page.getByText('If yusuf@example.org has an account, we sent it a code.').waitFor();
  expect(new URL(page.url()).search).toBe('');
  await field(page, 'Code').fill(code);
  await field(page, 'New password').fill('Yusufs-N3w-pass');
  await field(page, 'Confirm new password').fill('Yusufs-N3w-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Your password was reset. Sign in with your new password.').waitFor();
  await field(page, 'Email').fill('yusuf@example.org');
  await field(page, 'Password').fill('Yusufs-N3w-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Volunteer Portal', { exact: true }).waitFor();

  // The e-mail sent is in Yusuf's history.
  await details.getByRole('tab', { name: 'History' }).click();
  await details.getByText('Password reset sent', { exact: true }).waitFor();
  await adminContext.close();
});

it('tells a super admin in the Outbox where mail goes, on a laptop and on a phone', async () => {
  const context = await journey.browser.newContext({
    bypassCSP: true,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  try {
    await signInThroughForm(page, journey.baseUrl, 'director@example.org', '/admin/outbox');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    const server = new URL(smtp.url);
    await page
      .getByText(`E-mail goes out through the mail server at ${server.hostname}:${server.port}`)
      .waitFor();
    expect(await page.getByText(/No mail server is set up/).count()).toBe(0);
    await page.screenshot({ path: '/tmp/outbox-smtp-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/outbox-smtp-390.png', fullPage: true });
    // Polled: the page lays itself out again after the resize.
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
