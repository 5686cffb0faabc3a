/**
 * Invitation → force new password → dashboard, in the browser: an admin adds a volunteer, the
 * volunteer reads the temporary password from the e-mail (a real loopback SMTP server), signs
 * in with it, chooses their own password and lands on their portal.
 */
import { afterAll, expect, it } from 'vitest';
import { startTestSmtp } from '../tests/support/smtp';
import { PASSWORD, useAppInBrowser } from './support/app';
import { field, watchPageProblems } from './support/browser';

// Stopped after the app (hooks after the tests run last-registered first).
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const journey = useAppInBrowser([{ email: 'amina@example.org', group: 'Admins' }], {
  SMTP_URL: smtp.url,
});

it('takes an invited volunteer from the e-mail to their portal with a password of their own', async () => {
  const adminPage = await journey.browser.newPage();
  await adminPage.goto(journey.baseUrl);
  await field(adminPage, 'Email').fill('amina@example.org');
  await field(adminPage, 'Password').fill(PASSWORD);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
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
  await page.getByRole('button', { name: 'Sign in' }).click();
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
  await again.getByRole('button', { name: 'Sign in' }).click();
  await again.getByText('Invalid email or password').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
