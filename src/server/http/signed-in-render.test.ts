/**
 * Signed-in pages the server renders with their data (decision 080), here with a stand-in render
 * module whose page asks the API how many admins there are: the page's requests are answered as the person
 * whose page it is (an admin's count; a volunteer, whom the API refuses, gets the boot shell),
 * what they answered comes with the page, only the pages' own plain addresses are rendered, and
 * a failing render still serves the boot shell.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPerson, signIn } from '../../../tests/support/people';
import { startAppWithRenderModule } from '../../../tests/support/test-app';
import { FIXTURE_ROOT } from '../../../tests/support/web-build-fixture';
import { PAGE_QUERIES_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../shared/page-state';

const RENDER_MODULE = `
exports.renderSignedOutPage = () => '<main>Sign in</main>';
exports.renderSignedInPage = async function (state, location, timeZone) {
  const response = await fetch('/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: '{ countAdmins }' }),
  });
  const answer = await response.json();
  if (answer.errors) return null;
  const who = state.session.user.name + (state.narrowScreen ? ' on a phone' : '');
  return {
    html: '<main style="color:#0b6e4f">' + who + ' sees ' + answer.data.countAdmins +
      ' admins at ' + location + ' in ' + timeZone + '</main>',
    queries: { mutations: [], queries: [{ queryKey: ['countAdmins'], state: { data: answer.data } }] },
  };
};
`;

const appWith = (renderModule: string) =>
  startAppWithRenderModule(renderModule, { ORG_TIMEZONE: 'America/Chicago' });

const running = appWith(RENDER_MODULE);
afterAll(async () => (await running).close());

async function get(url: string, cookie: string, headers: Record<string, string> = {}) {
  const { server } = await running;
  const response = await server.inject({ url, headers: { cookie, ...headers } });
  expect(response.statusCode).toBe(200);
  return { body: response.body, policy: String(response.headers['content-security-policy']) };
}

function jsonElement(body: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body);
  return match ? JSON.parse(match[1]!) : null;
}

async function personSignedIn(group: 'Admins' | 'Volunteers', name: string) {
  const { server, database } = await running;
  const person = await createPerson(database.db, group, name, 'Karim');
  return signIn(server, person.email);
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

describe('a signed-in page rendered by the server', () => {
  it('is drawn with what the API answers that person, and brings those answers with it', async () => {
    const cookie = await personSignedIn('Admins', 'Hafsa');
    const { body, policy } = await get('/admin/clients', cookie);
    const admins = Number(/sees (\d+) admins/.exec(body)?.[1]);
    expect(body).toContain(
      `<div id="root" data-server-rendered><main style="color:#0b6e4f">Hafsa Karim sees ${admins} admins at /admin/clients in America/Chicago</main></div>`,
    );
    expect(body).not.toContain(FIXTURE_ROOT);
    expect(jsonElement(body, PAGE_QUERIES_ELEMENT_ID)).toEqual({
      mutations: [],
      queries: [{ queryKey: ['countAdmins'], state: { data: { countAdmins: admins } } }],
    });
    expect(jsonElement(body, PAGE_STATE_ELEMENT_ID)).toMatchObject({
      session: { user: { name: 'Hafsa Karim' } },
      narrowScreen: false,
    });
    // Its style attribute applies by its hash; the page's chunks are preloaded as before.
    expect(policy).toContain(`'unsafe-hashes' 'sha256-${sha256('color:#0b6e4f')}'`);
  });

  it('is drawn for a phone when the browser says it is one', async () => {
    const cookie = await personSignedIn('Admins', 'Yusuf');
    const hinted = await get('/admin/clients', cookie, { 'sec-ch-ua-mobile': '?1' });
    expect(hinted.body).toContain('Yusuf Karim on a phone sees');
    expect(jsonElement(hinted.body, PAGE_STATE_ELEMENT_ID)).toMatchObject({ narrowScreen: true });
    const mobile = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
    expect((await get('/admin', cookie, { 'user-agent': mobile })).body).toContain('on a phone');
  });

  it('is the boot shell where the API refuses the page its data', async () => {
    const cookie = await personSignedIn('Volunteers', 'Bilal');
    const { body, policy } = await get('/volunteer', cookie);
    expect(body).toContain(FIXTURE_ROOT);
    expect(body).not.toContain('data-server-rendered');
    expect(jsonElement(body, PAGE_QUERIES_ELEMENT_ID)).toBeNull();
    expect(policy).not.toContain('unsafe-hashes');
  });

  it('is only drawn at a page’s own plain address in the person’s area: nothing in it is text a third party chose', async () => {
    const cookie = await personSignedIn('Admins', 'Maryam');
    for (const url of [
      '/admin/clients?search=Karim',
      `/admin/clients/${crypto.randomUUID()}/file`,
      '/admin/anything-else',
      // Another area than the person's own: the browser sends them home.
      '/volunteer/schedule',
    ]) {
      const { body } = await get(url, cookie);
      expect(body, url).toContain(FIXTURE_ROOT);
      expect(body, url).not.toContain('sees');
    }
  });

  it('leaves the boot shell when the render module fails', async () => {
    const broken = await appWith(
      'exports.renderSignedInPage = async () => { throw new Error("no"); };',
    );
    try {
      const person = await createPerson(broken.database.db, 'Admins', 'Omar', 'Karim');
      const cookie = await signIn(broken.server, person.email);
      const response = await broken.server.inject({ url: '/admin/clients', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(FIXTURE_ROOT);
    } finally {
      await broken.close();
    }
  });
});
