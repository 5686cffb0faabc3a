/**
 * The sign-in views of product.md §2.3 that need an e-mailed code, in the browser, with the codes read
 * from a real (loopback) SMTP server: Create Account → Confirm Sign Up (resend, wrong code) →
 * sign in; an unconfirmed account sent back to Confirm Sign Up; Verify Contact (Skip, then the
 * code) after staff changed a person's e-mail. Each new view is also checked with axe-core.
 */
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { startTestSmtp } from '../tests/support/smtp';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { field, watchPageProblems } from './support/browser';

// Stopped after the app (hooks after the tests run last-registered first).
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const journey = useAppInBrowser([{ email: 'amina@example.org', group: 'Admins' }], {
  SMTP_URL: smtp.url,
  ALLOW_SIGN_UP: 'true',
});

const codeIn = (raw: string) => /Your code is (\d{6})/.exec(raw)![1]!;

async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

it('creates an account, confirms it with the e-mailed code, then signs in', async () => {
  const context = await journey.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(journey.baseUrl);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await expectAccessible(page);

  await field(page, 'First name').fill(' Maryam ');
  await field(page, 'Last name').fill('Said');
  await field(page, 'Email').fill(' Maryam@Example.org');
  await field(page, 'Password').fill('Maryams-Passw0rd');
  await field(page, 'Confirm Password').fill('Maryams-Passw0rd?');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Your passwords must match').waitFor();
  await field(page, 'Confirm Password').fill('Maryams-Passw0rd');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.getByRole('heading', { name: 'Confirm Sign Up' }).waitFor();
  await page.getByText('It may take a minute to arrive.', { exact: false }).first().waitFor();
  await expectAccessible(page);
  const first = await smtp.waitFor('maryam@example.org');
  expect(first.raw).toContain('Subject: Confirm your e-mail address');

  await page.getByRole('button', { name: 'Resend Code' }).click();
  await page.getByText('We sent a new code to maryam@example.org', { exact: false }).waitFor();
  const second = await smtp.waitFor('maryam@example.org');
  await field(page, 'Confirmation Code').fill(
    codeIn(second.raw) === '000000' ? '111111' : '000000',
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('alert').waitFor();
  await field(page, 'Confirmation Code').fill(codeIn(second.raw));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Your account is confirmed. Sign in with your password.').waitFor();

  await signIn(page, 'maryam@example.org', 'Maryams-Passw0rd');
  // A self-registered account has no group until an admin gives one.
  await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it('sends an unconfirmed account back to Confirm Sign Up with a new code', async () => {
  const page = await journey.browser.newPage();
  await page.goto(journey.baseUrl);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await field(page, 'First name').fill('Idris');
  await field(page, 'Last name').fill('Bello');
  await field(page, 'Email').fill('idris@example.org');
  await field(page, 'Password').fill('Idris-Passw0rd');
  await field(page, 'Confirm Password').fill('Idris-Passw0rd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Confirm Sign Up' }).waitFor();
  await smtp.waitFor('idris@example.org');
  await page.getByRole('button', { name: 'Back to sign in' }).click();

  await signIn(page, 'idris@example.org', 'Idris-Passw0rd');
  await page.getByRole('heading', { name: 'Confirm Sign Up' }).waitFor();
  const resent = await smtp.waitFor('idris@example.org');
  await field(page, 'Confirmation Code').fill(codeIn(resent.raw));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Your account is confirmed.', { exact: false }).waitFor();
  await page.close();
});

it('offers Verify Contact after staff changed the e-mail: Skip, then verify with the code', async () => {
  const adminPage = await journey.browser.newPage();
  await signInThroughForm(adminPage, journey.baseUrl, 'amina@example.org');
  await adminPage.getByText('Admin Panel', { exact: true }).waitFor();
  const graphql = (query: string, variables: Record<string, unknown>) =>
    adminPage.evaluate(
      async ([q, v]) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: q, variables: v }),
        });
        return (await response.json()) as { data?: Record<string, { id: string }> };
      },
      [query, variables] as const,
    );
  const created = await graphql(
    'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
    {
      input: {
        firstName: 'Tariq',
        lastName: 'Hassan',
        preferredName: 'Tariq',
        email: 'tariq@example.org',
        contactNumber: '+1 555 0131',
        age: 41,
        gender: 'MALE',
        religiousStatus: 'INTERESTED',
        incarcerated: false,
        currentAddress: '1 Main Street',
        employmentStatus: 'UNEMPLOYED_LOOKING',
        housingStatus: 'TRANSITIONAL',
        consentGiven: true,
        dataUsageConsent: true,
      },
    },
  );
  const clientId = created.data!.createClient!.id;
  const invitation = await smtp.waitFor('tariq@example.org');
  const temporary = /temporary password: (\S+)/.exec(invitation.raw)![1]!;

  const context = await journey.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(journey.baseUrl);
  await signIn(page, 'tariq@example.org', temporary);
  await field(page, 'New password').fill('Tariqs-Passw0rd');
  await field(page, 'Confirm new password').fill('Tariqs-Passw0rd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  const changed = await graphql(
    'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id } }',
    { input: { id: clientId, expectedVersion: 1, email: 'tariq.new@example.org' } },
  );
  expect(changed.data?.updateClient?.id).toBe(clientId);

  await signIn(page, 'tariq.new@example.org', 'Tariqs-Passw0rd');
  await page.getByRole('heading', { name: 'Verify Contact' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  // A new tab asks again; this time the person verifies the address.
  const again = await context.newPage();
  await again.goto(journey.baseUrl);
  await signIn(again, 'tariq.new@example.org', 'Tariqs-Passw0rd');
  await again.getByRole('heading', { name: 'Verify Contact' }).waitFor();
  await again.getByRole('button', { name: 'Verify' }).click();
  const mail = await smtp.waitFor('tariq.new@example.org');
  await field(again, 'Confirmation Code').fill(codeIn(mail.raw));
  await again.getByRole('button', { name: 'Submit' }).click();
  await again.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  await again.reload();
  await again.getByRole('heading', { name: 'Unauthorized' }).waitFor();
  await context.close();
});
