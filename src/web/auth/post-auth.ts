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

/** The message to show for a refused sign-in request's answer. */
export function authProblem(answer: { code?: unknown; message?: unknown }): string {
  const known = typeof answer.code === 'string' ? CODE_PROBLEMS[answer.code] : undefined;
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
    return { problem: authProblem(answer) };
  } catch {
    return { problem: NETWORK_MESSAGE };
  }
}
