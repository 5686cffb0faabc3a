/**
 * The signed-out page the server renders into index.html (decision 079), here with a stand-in
 * render module: who gets it, where it goes, its nonce, and the policy that lets its style
 * attributes apply; and a build whose module fails still serves the boot shell.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPerson, signIn } from '../../../tests/support/people';
import { startAppWithRenderModule } from '../../../tests/support/test-app';
import { FIXTURE_ROOT, FIXTURE_STYLESHEET } from '../../../tests/support/web-build-fixture';
import { showsPlainSignIn } from './signed-out-render';
import { styleAttributeSources } from './rendered-page';

const STYLE = 'max-width:30rem;font-family:&quot;Segoe UI&quot;';
/** What the browser hashes: the attribute's value as parsed. */
const PARSED_STYLE = 'max-width:30rem;font-family:"Segoe UI"';

const RENDER_MODULE = `
exports.renderSignedOutPage = function (options) {
  return '<style nonce="__CSP_NONCE__"></style><main style="${STYLE}">Sign in' +
    (options.allowSignUp ? ' or create an account' : '') + '</main>';
}
`;

const appWith = (renderModule: string) =>
  startAppWithRenderModule(renderModule, { ALLOW_SIGN_UP: 'true' });

const running = appWith(RENDER_MODULE);
afterAll(async () => (await running).close());

async function get(url: string, cookie?: string) {
  const { server } = await running;
  const response = await server.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return { body: response.body, policy: String(response.headers['content-security-policy']) };
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

describe('the signed-out page rendered by the server', () => {
  it('is written into the root, with the sign-in options, its stylesheet and the response’s nonce', async () => {
    const { body, policy } = await get('/admin/clients');
    const nonce = /'nonce-([0-9a-f]+)'/.exec(policy.split('style-src')[1]!)?.[1];
    expect(body).toContain(
      `<div id="root" data-server-rendered><style nonce="${nonce}"></style><main style="${STYLE}">Sign in or create an account</main></div>`,
    );
    // The stylesheet comes with the page: it paints without asking for one more file.
    expect(body).toContain(`<style nonce="${nonce}">${FIXTURE_STYLESHEET}</style>`);
    expect(body).not.toContain('rel="stylesheet"');
    // The boot shell is replaced; the markers stay, for the service worker (decision 080).
    expect(body).not.toContain(FIXTURE_ROOT);
    expect(body).toContain(
      '<!-- app-root: rendered by the server --><div id="root" data-server-rendered>',
    );
    expect(body).not.toContain('__CSP_NONCE__');
  });

  it('lets exactly its style attributes apply, and only on that page', async () => {
    const { policy } = await get('/');
    const styleSources = /style-src([^;]*)/.exec(policy)![1]!.trim().split(' ');
    expect(styleSources).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/),
      "'unsafe-hashes'",
      `'sha256-${sha256(PARSED_STYLE)}'`,
    ]);
    expect((await get('/?signInStep=authenticator')).policy).not.toContain('unsafe-hashes');
  });

  it('is not written for a sign-in step the address names, the set-up page, or someone signed in', async () => {
    for (const url of [
      '/?signInStep=authenticator',
      '/?signInError=oidc',
      '/?resetPasswordFor=someone%40example.org',
      '/setup?token=abc',
    ]) {
      expect((await get(url)).body, url).toContain(FIXTURE_ROOT);
    }
    const { server, database } = await running;
    const person = await createPerson(database.db, 'Admins', 'Hafsa', 'Karim');
    const signedIn = await get('/admin', await signIn(server, person.email));
    expect(signedIn.body).toContain(FIXTURE_ROOT);
    expect(signedIn.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/app-1234.css">',
    );
    expect(signedIn.body).not.toContain('data-server-rendered');
    expect(signedIn.policy).not.toContain('unsafe-hashes');
  });

  it('leaves the boot shell when the render module fails', async () => {
    const broken = await appWith('exports.renderSignedOutPage = () => { throw new Error("no"); };');
    try {
      const response = await broken.server.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(FIXTURE_ROOT);
    } finally {
      await broken.close();
    }
  });
});

describe('which addresses show the plain sign-in page', () => {
  it('is any page but the set-up page and the landings on a sign-in step', () => {
    expect(showsPlainSignIn('/')).toBe(true);
    expect(showsPlainSignIn('/volunteer/schedule?week=2026-11-30')).toBe(true);
    expect(showsPlainSignIn('/setup')).toBe(false);
    expect(showsPlainSignIn('/?resetPasswordFor=')).toBe(false);
  });
});

describe('the style attribute sources', () => {
  it('hash each distinct value once, and add nothing for a page without style attributes', () => {
    const sources = styleAttributeSources('<p style="a:1"></p><p style="a:1"></p><p style="b:2">');
    expect(sources).toEqual([
      "'unsafe-hashes'",
      `'sha256-${sha256('a:1')}'`,
      `'sha256-${sha256('b:2')}'`,
    ]);
    expect(styleAttributeSources('<p>plain</p>')).toEqual([]);
  });
});
