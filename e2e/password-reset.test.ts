/** Forgot password in the browser, with the code read from a real (loopback) SMTP server. */
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

it('resets a forgotten password with the e-mailed code, then signs in with the new one', async () => {
  const page = await journey.browser.newPage();
  const problems = watchPageProblems(page);
  await page.goto(journey.baseUrl);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await field(page, 'Email').fill('Amina@Example.org ');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('It may take a minute to arrive.', { exact: false }).waitFor();

  const mail = await smtp.waitFor('amina@example.org');
  expect(mail.raw).toContain('Subject: Reset your password');
  const code = /Your code is (\d{6})/.exec(mail.raw)![1]!;

  await field(page, 'Code').fill(code);
  await field(page, 'New password').fill('Fresh-Passw0rd!');
  await field(page, 'Confirm new password').fill('Fresh-Passw0rd?');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Your passwords must match').waitFor();
  await field(page, 'Confirm new password').fill('Fresh-Passw0rd!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Your password was reset. Sign in with your new password.').waitFor();

  await field(page, 'Email').fill('amina@example.org');
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Invalid email or password').waitFor();
  await field(page, 'Password').fill('Fresh-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  expect(problems).toEqual([]);
});
