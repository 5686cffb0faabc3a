/** Security headers worked out once, with nonces new for every response (decision 038). */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendSecurityHeaders } from './security-headers';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  frameAncestors: ["'none'"],
};

async function serverWith(strictTransportSecurity: boolean) {
  const server = Fastify();
  sendSecurityHeaders(server, { directives: DIRECTIVES, strictTransportSecurity });
  server.get('/assets/app.js', async (_request, reply) =>
    reply.type('text/javascript').send('export {};'),
  );
  server.get('/json', async (_request, reply) => ({
    nonce: (reply as unknown as { cspNonce: { style: string } }).cspNonce.style,
  }));
  await server.ready();
  return server;
}

const noncesOf = (policy: string) => [...policy.matchAll(/'nonce-([0-9a-f]+)'/g)].map((m) => m[1]);

describe('sendSecurityHeaders', () => {
  it('gives every response, found or not, a policy with nonces of its own', async () => {
    const server = await serverWith(false);
    const answers = [
      await server.inject('/json'),
      await server.inject('/json'),
      await server.inject('/missing'),
    ];
    const policies = answers.map((answer) => String(answer.headers['content-security-policy']));
    for (const policy of policies) {
      expect(policy).toMatch(
        /^default-src 'self';script-src 'self' 'nonce-[0-9a-f]{32}';style-src 'self' 'nonce-[0-9a-f]{32}';frame-ancestors 'none'$/,
      );
    }
    const nonces = policies.flatMap(noncesOf);
    expect(new Set(nonces).size).toBe(nonces.length);
    // The nonce a page is given (spa.ts) is the one its policy allows.
    expect(noncesOf(policies[0]!)[1]).toBe((answers[0]!.json() as { nonce: string }).nonce);
  });

  it("sends helmet's other headers, and HSTS only when asked to", async () => {
    const plain = (await (await serverWith(false)).inject('/json')).headers;
    expect(plain).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(plain['strict-transport-security']).toBeUndefined();
    const secure = (await (await serverWith(true)).inject('/json')).headers;
    expect(secure['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('gives the build’s files only what a script, stylesheet or icon needs', async () => {
    const headers = (await (await serverWith(true)).inject('/assets/app.js')).headers;
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ]) {
      expect(headers[documentOnly], documentOnly).toBeUndefined();
    }
  });
});
