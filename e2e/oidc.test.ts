/**
 * Sign-in with an OpenID Connect provider, end to end: a real provider on loopback
 * (tests/support/oidc-provider.ts, whose development login page takes any login name), the
 * server configured with OIDC_TEST_*, and Chromium clicking through both. A provider signs in
 * only an account its holder linked it to from My account (with the password; decision 062),
 * and only while linked; an account with an authenticator app is still asked for its code.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../tests/support/oidc-provider';
import { freePort } from '../tests/support/server-process';
import { totpCode } from '../tests/support/totp';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
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

/** Signs in on the provider's own pages as `login`, and waits to be back in the app. */
async function loginAtProvider(page: Page, login: string) {
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

/** Clicks the provider button and signs in on the provider's own pages as `login`. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto(journey.baseUrl);
  await page.getByRole('button', { name: 'Sign in with Test Provider' }).click();
  await loginAtProvider(page, login);
}

async function newPage(): Promise<Page> {
  const context = await journey.browser.newContext();
  return context.newPage();
}

it('signs in an account only once its holder linked the provider, and not after Unlink', async () => {
  // Same e-mail, verified by the provider: still not linked by that alone.
  const stranger = await newPage();
  await signInWithProvider(stranger, 'admin@example.org');
  await stranger.getByText(REFUSED).waitFor();
  await stranger.context().close();

  // The holder links it from My account, giving the password again.
  const holder = await newPage();
  const problems = watchPageProblems(holder);
  await signInThroughForm(holder, journey.baseUrl, 'admin@example.org');
  await holder.getByText('Admin Panel', { exact: true }).waitFor();
  await holder.goto(`${journey.baseUrl}/admin/account`);
  await holder.getByRole('button', { name: 'Link Test Provider' }).click();
  await field(holder, 'Your password').fill('not the password');
  await holder.getByRole('button', { name: 'Continue to Test Provider' }).click();
  await holder.getByText('That password is not right.').waitFor();
  await field(holder, 'Your password').fill(PASSWORD);
  await holder.getByRole('button', { name: 'Continue to Test Provider' }).click();
  await holder.waitForURL((url) => url.origin === provider.issuer);
  await loginAtProvider(holder, 'admin@example.org');
  await holder.getByText('Test Provider is linked: you can sign in with it now.').waitFor();
  const row = holder.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem');
  await row.getByText(/^Linked /).waitFor();

  const linked = await newPage();
  await signInWithProvider(linked, 'admin@example.org');
  await linked.getByText('Admin Panel', { exact: true }).waitFor();
  await linked.context().close();

  await holder.getByRole('button', { name: 'Unlink Test Provider' }).click();
  await row.getByText('Not linked').waitFor();
  const unlinked = await newPage();
  await signInWithProvider(unlinked, 'admin@example.org');
  await unlinked.getByText(REFUSED).waitFor();
  await unlinked.context().close();
  expect(problems).toEqual([]);
  await holder.context().close();
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
  // Set the authenticator up and link the provider through the API, as My account does, in
  // the browser's own cookie jar.
  const holder = await newPage();
  const api = holder.context().request;
  const headers = { origin: journey.baseUrl };
  const post = (path: string, data: unknown) =>
    api.post(`${journey.baseUrl}/api/auth${path}`, { data, headers }).then(async (response) => {
      expect(response.status(), path).toBe(200);
      return response.json() as Promise<Record<string, unknown>>;
    });
  await post('/sign-in/email', { email: 'guarded@example.org', password: PASSWORD });
  const { totpURI } = await post('/two-factor/enable', { password: PASSWORD });
  const key = new URL(totpURI as string).searchParams.get('secret')!;
  await post('/two-factor/verify-totp', { code: totpCode(key, 0) });
  const { url } = await post('/link-social', {
    provider: 'test',
    password: PASSWORD,
    callbackURL: '/admin/account',
    disableRedirect: true,
  });
  await holder.goto(url as string);
  await loginAtProvider(holder, 'guarded@example.org');
  await holder
    .getByRole('list', { name: 'Sign-in providers' })
    .getByText(/^Linked /)
    .waitFor();
  await holder.context().close();

  const page = await newPage();
  await signInWithProvider(page, 'guarded@example.org');
  await page.getByRole('heading', { name: 'Confirm Sign In' }).waitFor();
  await field(page, 'Code').fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Admin Panel', { exact: true }).waitFor();
  await page.context().close();
});
