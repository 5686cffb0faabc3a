/**
 * Fastify ↔ Fetch API. better-auth has no Fastify adapter: its handler takes a Fetch Request,
 * and every Set-Cookie of its Response must be forwarded one by one.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else result.set(name, value);
  }
  return result;
}

export function toFetchRequest(
  request: FastifyRequest,
  baseUrl: string,
  clientIpHeader?: string,
): Request {
  const url = new URL(request.url, baseUrl);
  const headers = toFetchHeaders(request.headers);
  if (clientIpHeader) {
    // Whatever the client sent under this name is replaced by the address Fastify saw
    // (the connection, or X-Forwarded-For when TRUST_PROXY is set).
    headers.set(clientIpHeader, request.ip);
  }
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  let body: string | undefined;
  if (hasBody) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    if (typeof request.body !== 'string') headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  return new Request(url, { method: request.method, headers, body });
}

/** Sends `response` through Fastify; `readBody` may rewrite its body on the way. */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  readBody: (response: Response) => Promise<Buffer | null> = async (answer) =>
    answer.body ? Buffer.from(await answer.arrayBuffer()) : null,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(await readBody(response));
}
