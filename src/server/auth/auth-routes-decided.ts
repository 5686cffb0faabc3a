/**
 * Every route the sign-in library (better-auth and our plugins) mounts under /api/auth, and what
 * was decided about it (decision 089). A route nobody decided on is refused before it runs
 * (auth.ts), so a library upgrade that adds one opens nothing; `auth-routes-decided.test.ts`
 * lists the mounted routes and fails on one missing here.
 *
 * - `opens-session`: a way of signing in. Every session it opens passes the one door of
 *   session-door.ts (disabled account, lockout, authenticator app, audit). `secondFactor` says
 *   how an account with an authenticator app is asked for its code: `asked-next` (the session
 *   becomes a code challenge: the two-factor plugin after a password, oidc-sign-in.ts after a
 *   provider), `proved` (this route is the second factor, or is one in itself: a passkey needs
 *   the device and its owner's unlock), `refused` (the door refuses such an account).
 * - `renews-session`: replaces the signed-in person's own session (after a change to how they
 *   sign in); the door lets it through only for the same person's session.
 * - `offered`: used by the app or the server; opens no session.
 * - `off`: not mounted (answers 404), with the reason.
 */
type SecondFactor = 'asked-next' | 'proved' | 'refused';

export type RouteDecision =
  | { use: 'opens-session'; method: string; secondFactor: SecondFactor; renews?: true }
  | { use: 'renews-session' }
  | { use: 'offered' }
  | { use: 'off'; why: string };

const offered = { use: 'offered' } as const;
const renews = { use: 'renews-session' } as const;
const off = (why: string) => ({ use: 'off', why }) as const;

export const AUTH_ROUTES_DECIDED: Record<string, RouteDecision> = {
  // Ways of signing in.
  '/sign-in/email': { use: 'opens-session', method: 'password', secondFactor: 'asked-next' },
  '/callback/:id': { use: 'opens-session', method: 'provider', secondFactor: 'asked-next' },
  '/two-factor/verify-totp': {
    use: 'opens-session',
    method: 'authenticator code',
    secondFactor: 'proved',
    // Also confirms the first code of a new authenticator app, renewing the session.
    renews: true,
  },
  '/passkey/sign-in': { use: 'opens-session', method: 'passkey', secondFactor: 'proved' },
  // In place of the authenticator's code, each code once (decision 099).
  '/two-factor/verify-backup-code': {
    use: 'opens-session',
    method: 'recovery code',
    secondFactor: 'proved',
  },
  '/invitation/accept': { use: 'opens-session', method: 'invitation', secondFactor: 'refused' },

  // Sessions replaced for their own holder.
  '/two-factor/enable': renews,
  '/two-factor/disable': renews,
  '/change-password': renews,

  // Used by the app or the server; no session opened.
  '/ok': offered,
  '/error': offered,
  '/get-session': offered,
  '/list-sessions': offered,
  '/sign-out': offered,
  '/revoke-session': offered,
  '/revoke-other-sessions': offered,
  '/sign-up/email': offered,
  '/email-otp/send-verification-otp': offered,
  '/email-otp/verify-email': offered,
  '/forget-password/email-otp': offered,
  '/email-otp/reset-password': offered,
  '/passkey/sign-in-options': offered,
  '/passkey/register-options': offered,
  '/passkey/register': offered,
  '/sign-in/social': offered,
  '/link-social': offered,
  // A new set of recovery codes, after the password (decision 099).
  '/two-factor/generate-backup-codes': offered,

  // Not offered.
  '/sign-in/email-otp': off(
    'An e-mailed code alone would skip the password, the authenticator app and the lockout.',
  ),
  '/email-otp/check-verification-otp': off('The app checks a code by using it.'),
  '/email-otp/request-password-reset': off('Resets go through /forget-password/email-otp.'),
  '/email-otp/request-email-change': off('An e-mail address is changed by staff, audited.'),
  '/email-otp/change-email': off('An e-mail address is changed by staff, audited.'),
  '/change-email': off('An e-mail address is changed by staff, audited.'),
  '/update-user': off('A name is changed through the record, audited.'),
  '/update-session': off('Nothing the app keeps on a session is for its holder to set.'),
  '/delete-user': off('Accounts are deleted with their record, by staff.'),
  '/delete-user/callback': off('Accounts are deleted with their record, by staff.'),
  '/two-factor/send-otp': off('The second factor is an authenticator app, not an e-mail.'),
  '/two-factor/verify-otp': off('The second factor is an authenticator app, not an e-mail.'),
  '/two-factor/get-totp-uri': off('The address is shown once, when the app is set up.'),
  '/verify-email': off('Addresses are confirmed with e-mailed codes, not links.'),
  '/send-verification-email': off('Addresses are confirmed with e-mailed codes, not links.'),
  '/request-password-reset': off('Resets use e-mailed codes, not links.'),
  '/reset-password': off('Resets use e-mailed codes, not links.'),
  '/reset-password/:token': off('Resets use e-mailed codes, not links.'),
  '/verify-password': off('Password checks happen inside the routes that need them.'),
  '/revoke-sessions': off('"Sign out everywhere else" keeps the current session.'),
  '/list-accounts': off('Sign-in providers are listed through the API, by name.'),
  '/unlink-account': off('Providers are unlinked through the API, audited.'),
  '/account-info': off('Nothing is read from a provider after sign-in.'),
  '/get-access-token': off('Nothing is read from a provider after sign-in.'),
  '/refresh-token': off('Nothing is read from a provider after sign-in.'),
};

/** Paths better-auth must not mount at all. */
export const AUTH_ROUTES_OFF = Object.entries(AUTH_ROUTES_DECIDED)
  .filter(([, decision]) => decision.use === 'off')
  .map(([path]) => path);

/**
 * E-mailed codes are for confirming an address and resetting a password. A 'sign-in' code would
 * sign nobody in (that route is off) and a 'change-email' one changes nothing: neither is sent.
 */
export const EMAIL_CODE_TYPES: ReadonlySet<string> = new Set([
  'email-verification',
  'forget-password',
]);

const MOUNTED_PATTERNS = Object.entries(AUTH_ROUTES_DECIDED)
  .filter(([, decision]) => decision.use !== 'off')
  .map(([path]) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`));

/** Whether a request's path (under /api/auth, without a query) reaches the sign-in library. */
export function isMountedAuthPath(path: string): boolean {
  return MOUNTED_PATTERNS.some((pattern) => pattern.test(path));
}
