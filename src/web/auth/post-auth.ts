/** POSTs to a sign-in route; returns null on success, else the message to show the user. */
export const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

export async function postAuth(path: string, body: Record<string, string>): Promise<string | null> {
  const answer = await postAuthJson(path, body);
  return 'problem' in answer ? answer.problem : null;
}

/** Like postAuth, with the answer's body: `{ data }` on success, `{ problem }` otherwise. */
export async function postAuthJson<Data = unknown>(
  path: string,
  body: Record<string, string>,
): Promise<{ data: Data } | { problem: string }> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Data & { message?: string };
    if (response.ok) return { data: answer };
    return { problem: answer.message ?? 'Something went wrong. Please try again.' };
  } catch {
    return { problem: NETWORK_MESSAGE };
  }
}
