/**
 * Sign-in, password reset and "resend the code" take the same time whether or not the e-mail
 * has an account, so nobody can find out who is in the programme by timing them (their answers
 * are the same too: e2e/sign-in-same-answer.test.ts). Each attempt with a known e-mail is timed
 * right before one with an unknown e-mail, so other work on the machine falls on both; the
 * report pairs them, known ÷ unknown (decision 084).
 */
import { createAdmins } from './accounts';
import { startServer, type Storage } from './processes';

export const SIGN_IN_ROUTES = {
  'sign-in': ['/sign-in/email', { password: 'Wrong-Password-1' }, 401],
  'password reset': ['/forget-password/email-otp', {}, 200],
  'resending a code': ['/email-otp/send-verification-otp', { type: 'email-verification' }, 200],
} as const;
type SignInRoute = keyof typeof SIGN_IN_ROUTES;

/** Accounts tried in turn: each takes fewer wrong passwords than the lockout's five. */
const ACCOUNTS = 5;

export interface SignInPairs {
  route: SignInRoute;
  knownMs: number[];
  unknownMs: number[];
}

/**
 * `pairs` known/unknown attempts per route, after a warm-up of both paths, on a server of its
 * own (its accounts are made first: the embedded database allows one process at a time).
 */
export async function measureSignInTiming(storage: Storage, pairs: number): Promise<SignInPairs[]> {
  if (pairs > ACCOUNTS * 4) throw new Error(`At most ${ACCOUNTS * 4} pairs: the lockout`);
  const accounts = await createAdmins(storage, ACCOUNTS, 'timing-admin');
  const server = await startServer('product', storage);
  try {
    const attempt = async (email: string, route: SignInRoute) => {
      const [path, extra, expected] = SIGN_IN_ROUTES[route];
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ email, ...extra }),
      });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (response.status !== expected)
        throw new Error(`${route} for ${email}: ${response.status}, expected ${expected}`);
      return ms;
    };
    const results: SignInPairs[] = [];
    for (const route of Object.keys(SIGN_IN_ROUTES) as SignInRoute[]) {
      // Warm both paths up (JIT, connection, prepared queries) before anything is measured.
      // One known attempt more leaves that account at the lockout's fifth free failure.
      await attempt(accounts[0]!.email, route);
      for (let round = 0; round < 3; round += 1)
        await attempt(`warm-up${round}@example.org`, route);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let pair = 0; pair < pairs; pair += 1) {
        known.push(await attempt(accounts[pair % ACCOUNTS]!.email, route));
        unknown.push(await attempt(`nobody${pair}@example.org`, route));
      }
      results.push({ route, knownMs: known, unknownMs: unknown });
    }
    return results;
  } finally {
    await server.stop();
  }
}
