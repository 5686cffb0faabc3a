/**
 * Answers of the sign-in routes leave without session tokens (decision 061).
 *
 * better-auth puts the session token in the JSON of sign-in, the second-factor step, the session
 * and the session list, beside the HttpOnly cookie that carries it. Nothing of ours reads it from
 * there (the browser sends the cookie; sessions are listed and ended by id over GraphQL), and any
 * script running in the page could. Calls inside the server (`auth.api.*`) are not affected.
 */

/** `value` with every property named `token` removed, at any depth. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}

/** The answer's body without session tokens; anything but JSON as it was. */
export async function authAnswerBody(response: Response): Promise<Buffer | null> {
  if (!response.body) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.includes('application/json')) return bytes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return bytes;
  }
  return Buffer.from(JSON.stringify(withoutTokens(parsed)));
}
