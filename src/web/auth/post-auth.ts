/** POSTs to a sign-in route; returns null on success, else the message to show the user. */
export const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/**
 * The sign-in library's words for a code that did not work ('Invalid OTP', 'OTP expired'), by
 * its error code, put in the product's (product.md §8). Other messages are shown as they come.
 */
const CODE_PROBLEMS: Record<string, string> = {
  INVALID_OTP: 'That code is not right. Check it, or ask for a new one.',
  INVALID_CODE: 'That code is not right. Check it, or ask for a new one.',
  OTP_EXPIRED: 'That code has expired; ask for a new one.',
  OTP_HAS_EXPIRED: 'That code has expired; ask for a new one.',
  TOO_MANY_ATTEMPTS: 'Too many tries with that code; ask for a new one.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many tries with that code; ask for a new one.',
  // The sign-in waiting for a second-factor code has ended (it lasts a few minutes).
  INVALID_TWO_FACTOR_COOKIE:
    'This sign-in has timed out. Go back and sign in again with your e-mail and password.',
};

/**
 * An authenticator app's code cannot be asked for again: the app shows a new one every 30
 * seconds, and a recovery code is one of the list saved when the app was set up (decision 099).
 */
const AUTHENTICATOR_CODE_PROBLEMS: Record<string, string> = {
  INVALID_CODE:
    'That code is not right. Type the 6-digit code your authenticator app shows now; it changes every 30 seconds.',
  INVALID_BACKUP_CODE:
    'That recovery code is not right, or it was used already. Check it against your saved list; each code works once.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Too many wrong codes. Go back and sign in again with your e-mail and password.',
};

/** The message to show for a refused sign-in request's answer; `path` is the route asked. */
export function authProblem(answer: { code?: unknown; message?: unknown }, path = ''): string {
  const problems = path.startsWith('/two-factor/')
    ? { ...CODE_PROBLEMS, ...AUTHENTICATOR_CODE_PROBLEMS }
    : CODE_PROBLEMS;
  const known = typeof answer.code === 'string' ? problems[answer.code] : undefined;
  if (known) return known;
  return typeof answer.message === 'string' && answer.message !== ''
    ? answer.message
    : 'Something went wrong. Please try again.';
}

export async function postAuth(path: string, body: Record<string, string>): Promise<string | null> {
  const answer = await postAuthJson(path, body);
  return 'problem' in answer ? answer.problem : null;
}

/** Like postAuth, with the answer's body: `{ data }` on success, `{ problem }` otherwise. */
export async function postAuthJson<Data = unknown>(
  path: string,
  body: Record<string, unknown>,
): Promise<{ data: Data } | { problem: string }> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Data & {
      code?: unknown;
      message?: unknown;
    };
    if (response.ok) return { data: answer };
    return { problem: authProblem(answer, path) };
  } catch {
    return { problem: NETWORK_MESSAGE };
  }
}
