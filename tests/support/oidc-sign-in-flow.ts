/**
 * A provider sign-in driven over HTTP for server tests: the app starts it (/sign-in/social), the
 * real test provider (oidc-provider.ts) is walked through its development login and consent
 * pages as a browser would, and its answer is handed back to the app's callback. Returns the
 * app's last answer (a redirect to where the browser lands) and the cookies it set.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-provider';
import { postAuth, TEST_BASE_URL, type TestApp } from './test-app';

const cookiesOf = (headers: Record<string, unknown>) =>
  [headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => String(cookie).split(';')[0]!)
    .filter(Boolean);

/** A browser's cookies for one site, sent back on each request. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [name] = cookie.split('=');
      this.cookies.set(name!, cookie);
    }
  }
  header() {
    return [...this.cookies.values()].join('; ');
  }
}

async function providerRequest(jar: CookieJar, url: string, form?: Record<string, string>) {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.take(response.headers.getSetCookie());
  return response;
}

export async function signInThroughProvider(
  app: TestApp,
  login: string,
): Promise<{ answer: LightMyRequestResponse; location: string; cookies: string }> {
  const start = await postAuth(app, '/sign-in/social', {
    provider: 'test',
    callbackURL: '/',
    errorCallbackURL: '/?signInError=oidc',
    disableRedirect: true,
  });
  if (start.statusCode !== 200) throw new Error(`Sign-in did not start: ${start.body}`);
  const appCookies = cookiesOf(start.headers);
  const jar = new CookieJar();
  let url = (start.json() as { url: string }).url;
  for (let step = 0; step < 12 && !url.startsWith(TEST_BASE_URL); step += 1) {
    let response = await providerRequest(jar, url);
    if (response.status === 200) {
      // A login or consent page: answer its form as the person would.
      const page = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' };
      response = await providerRequest(jar, url, form);
    }
    const next = response.headers.get('location');
    if (!next) throw new Error(`The provider stopped at ${url} (${response.status})`);
    url = new URL(next, url).toString();
  }
  const back = new URL(url);
  const answer = await app.server.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: appCookies.join('; ') },
  });
  return {
    answer,
    location: String(answer.headers.location ?? ''),
    cookies: cookiesOf(answer.headers).join('; '),
  };
}

/**
 * The test provider for a server test file: started before its tests and stopped after them;
 * `settings` (filled in by then) configure the app to offer it as "Test Provider".
 */
export function useTestOidcProvider(): { settings: Record<string, string>; issuer(): string } {
  const settings: Record<string, string> = {};
  let provider: TestOidcProvider | undefined;
  beforeAll(async () => {
    provider = await startTestOidcProvider(`${TEST_BASE_URL}/api/auth/callback/test`);
    Object.assign(settings, {
      OIDC_TEST_ISSUER: provider.issuer,
      OIDC_TEST_CLIENT_ID: provider.clientId,
      OIDC_TEST_CLIENT_SECRET: provider.clientSecret,
      OIDC_TEST_LABEL: 'Test Provider',
    });
  });
  afterAll(async () => provider?.close());
  return { settings, issuer: () => provider!.issuer };
}
