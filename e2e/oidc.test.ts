/**
 * Sign-in with an OpenID Connect provider, end to end: a real provider on loopback
 * (tests/support/oidc-provider.ts, whose development login page takes any login name), the
 * server configured with OIDC_TEST_*, and Chromium clicking through both. Only an existing
 * account whose e-mail the provider verified signs in; an account with an authenticator app
 * is still asked for its code.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../tests/support/oidc-provider';
import { freePort } from '../tests/support/server-process';
import { totpCode } from '../tests/support/totp';
import { PASSWORD, useAppInBrowser } from './support/app';
import { field, watchPageProblems } from './support/browser';

const REFUSED = 'Could not sign in with that provider.';
let provider: TestOidcProvider;
/** The app's port, chosen before it starts: the provider must know where to send people back. */
let port: number;

beforeAll(async () => {
  port = await freePort();
  provider = await startTestOidcProvider(`http://127.0.0.1:${port}/api/auth/callback/test`);
});

afterAll(async () => {
  await provider?.close();
});

const journey = useAppInBrowser(
  [
    { email: 'admin@example.org', group: 'Admins' },
    { email: 'guarded@example.org', group: 'Admins' },
  ],
  () => ({
    PORT: String(port),
    OIDC_TEST_ISSUER: provider.issuer,
    OIDC_TEST_CLIENT_ID: provider.clientId,
    OIDC_TEST_CLIENT_SECRET: provider.clientSecret,
    OIDC_TEST_LABEL: 'Test Provider',
  }),
);

/** Clicks the provider button and signs in on the provider's own pages as `login`. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto(journey.baseUrl);
  await page.getByRole('button', { name: 'Sign in with Test Provider' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  // The provider asks to share the e-mail with the dashboard once per login.
  const consent = page.getByRole('button', { name: 'Continue' });
  await Promise.race([
    consent.waitFor().then(() => consent.click()),
    page.waitForURL((url) => url.origin === journey.baseUrl),
  ]);
  await page.waitForURL((url) => url.origin === journey.baseUrl);
}

async function newPage(): Promise<Page> {
  const context = await journey.browser.newContext();
  return context.newPage();
}

it('signs in an existing account whose e-mail the provider verified', async () => {
  const page = await newPage();
  const problems = watchPageProblems(page);
  await signInWithProvider(page, 'admin@example.org');
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});

it('refuses an e-mail with no account, and creates none', async () => {
  // Twice: had the first attempt made an account, the second would sign in.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const page = await newPage();
    await signInWithProvider(page, 'stranger@example.org');
    await page.getByText(REFUSED).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.context().close();
  }
});

it('refuses an e-mail the provider did not verify, even of an existing account', async () => {
  const page = await newPage();
  await signInWithProvider(page, 'unverified:admin@example.org');
  await page.getByText(REFUSED).waitFor();
  await page.goto(journey.baseUrl);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await page.context().close();
});

it('asks an account with an authenticator app for its code after the provider', async () => {
  // Set the authenticator up through the API, as My account does.
  const api = (await journey.browser.newContext({ baseURL: journey.baseUrl })).request;
  const headers = { origin: journey.baseUrl };
  const post = (path: string, data: unknown) =>
    api.post(`/api/auth${path}`, { data, headers }).then(async (response) => {
      expect(response.status(), path).toBe(200);
      return response.json() as Promise<Record<string, unknown>>;
    });
  await post('/sign-in/email', { email: 'guarded@example.org', password: PASSWORD });
  const { totpURI } = await post('/two-factor/enable', { password: PASSWORD });
  const key = new URL(totpURI as string).searchParams.get('secret')!;
  await post('/two-factor/verify-totp', { code: totpCode(key, 0) });

  const page = await newPage();
  await signInWithProvider(page, 'guarded@example.org');
  await page.getByRole('heading', { name: 'Confirm Sign In' }).waitFor();
  await field(page, 'Code').fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  await page.context().close();
});
