import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS, type RequestLogMode } from './request-log';

/** A real Fastify with the request log, its log lines collected. */
async function serverLogging(mode: RequestLogMode) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const server = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(server, mode);
  server.get('/ok', async () => 'ok');
  server.get('/broken', async () => {
    throw new Error('boom');
  });
  server.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return 'late';
  });
  await server.ready();
  const requestLines = () =>
    lines.filter((line) => typeof line.msg === 'string' && /^(GET|slow)/.test(line.msg));
  return { server, requestLines };
}

describe('the request log', () => {
  it('by default writes nothing for a request that went well', async () => {
    const { server, requestLines } = await serverLogging('problems');
    await server.inject('/ok?token=secret');
    expect(requestLines()).toEqual([]);
    await server.close();
  });

  it('writes a failed request in full, as an error, without its query string', async () => {
    const { server, requestLines } = await serverLogging('problems');
    await server.inject('/broken?token=secret');
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 50, method: 'GET', path: '/broken', status: 500 });
    expect(line!.msg).toMatch(/^GET \/broken 500 \d+ ms$/);
    expect(JSON.stringify(line)).not.toContain('secret');
    await server.close();
  });

  it('writes a slow request as a warning', async () => {
    const { server, requestLines } = await serverLogging('problems');
    await server.inject('/slow');
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 40, path: '/slow', status: 200 }),
    ]);
    await server.close();
  });

  it('with LOG_REQUESTS=all, one short line per request', async () => {
    const { server, requestLines } = await serverLogging('all');
    await server.inject('/ok');
    await server.inject('/ok');
    expect(requestLines().map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/ok 200 \d+ ms$/),
      expect.stringMatching(/^GET \/ok 200 \d+ ms$/),
    ]);
    await server.close();
  });

  it('with none, not even a failure (the error handler still logs the error itself)', async () => {
    const { server, requestLines } = await serverLogging('none');
    await server.inject('/broken');
    expect(requestLines()).toEqual([]);
    await server.close();
  });
});
