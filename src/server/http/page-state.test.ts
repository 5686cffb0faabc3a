/**
 * What a page says before its scripts ask (decision 058): who is signed in, or that nobody is,
 * whether they must set up an authenticator app first, and what the sign-in page offers; and
 * for someone signed in, the chunks their page needs (decision 056).
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../shared/page-state';
import { securitySetting, user } from '../db/schema/auth';
import { createPerson, signIn } from '../../../tests/support/people';
import { startAppWithWebBuild } from '../../../tests/support/test-app';
import {
  removeWebBuildFixture,
  writeWebBuildFixture,
} from '../../../tests/support/web-build-fixture';

const webBuild = writeWebBuildFixture();
const running = startAppWithWebBuild(webBuild, { ALLOW_SIGN_UP: 'true' });
afterAll(async () => {
  await (await running).close();
  removeWebBuildFixture(webBuild);
});

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
  's',
);

async function page(url: string, cookie?: string) {
  const { server } = await running;
  const response = await server.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  const block = DATA_BLOCK.exec(response.body);
  if (!block) throw new Error(`No page state in ${response.body}`);
  return {
    body: response.body,
    state: JSON.parse(block[1]!) as PageState,
    preloads: [
      ...response.body.matchAll(
        /rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"/g,
      ),
    ].map(([, href]) => href),
  };
}

async function signedInAdmin(name = 'Hafsa') {
  const { server, database } = await running;
  const person = await createPerson(database.db, 'Admins', name, 'Karim');
  return { person, cookie: await signIn(server, person.email) };
}

describe('the page says who is signed in', () => {
  it('says nobody is, offers what sign-in offers, and preloads nothing for a signed-out visit', async () => {
    const visit = await page('/admin/clients');
    expect(visit.state).toEqual({
      session: null,
      signInOptions: { allowSignUp: true, providers: [] },
    });
    expect(visit.preloads).toEqual([]);
    // In the head, where it is read before the scripts run.
    expect(visit.body.indexOf(PAGE_STATE_ELEMENT_ID)).toBeLessThan(visit.body.indexOf('</head>'));
  });

  it('counts a cookie of no session as nobody', async () => {
    const visit = await page('/admin/clients', 'theme=dark; better-auth.session_token=abc.def');
    expect(visit.state.session).toBeNull();
    expect(visit.preloads).toEqual([]);
  });

  it("names the person and their group, not their session's token, and preloads their page", async () => {
    const { person, cookie } = await signedInAdmin();
    const visit = await page('/admin/clients?status=ACTIVE', cookie);
    expect(visit.state.session).toEqual({
      user: {
        id: person.id,
        email: person.email,
        emailVerified: expect.any(Boolean),
        name: expect.any(String),
        group: 'Admins',
      },
      session: { userId: person.id },
      mfaSetupRequired: false,
    });
    const token = /better-auth\.session_token=([^.;]+)/.exec(cookie)![1]!;
    expect(visit.body).not.toContain(token);
    expect(visit.preloads).toEqual(['/assets/DashboardShell-1.js', '/assets/ClientsPage-1.js']);
    // A signed-in person on a signed-out address (the sign-in page redirects them on).
    expect((await page('/', cookie)).state.session?.user.email).toBe(person.email);
  });

  it('says an admin must set up an authenticator first when super admins require one', async () => {
    const { database } = await running;
    const { cookie } = await signedInAdmin();
    await database.db
      .insert(securitySetting)
      .values({ id: 1, requireAdminMfa: true })
      .onConflictDoUpdate({ target: securitySetting.id, set: { requireAdminMfa: true } });
    try {
      expect((await page('/admin', cookie)).state.session?.mfaSetupRequired).toBe(true);
    } finally {
      await database.db
        .update(securitySetting)
        .set({ requireAdminMfa: false })
        .where(eq(securitySetting.id, 1));
    }
  });

  it('keeps a name holding markup inside the data block, read back as it was', async () => {
    const { database } = await running;
    const { person, cookie } = await signedInAdmin();
    const hostile = '</script><script>alert(1)</script>\u2028<!--';
    await database.db.update(user).set({ name: hostile }).where(eq(user.id, person.id));
    const visit = await page('/admin', cookie);
    expect(visit.state.session?.user.name).toBe(hostile);
    expect(visit.body).not.toContain('<script>alert(1)');
  });
});
