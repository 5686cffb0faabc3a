/** The open-model load times each request from the moment it was due, waiting included. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoad } from './load';

const ANSWER_AFTER_MS = 20;
let server: http.Server;
let baseUrl: string;
let answered = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        answered += 1;
        response.end('{"data":{}}');
      }, ANSWER_AFTER_MS),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const load = (connections: number) =>
  openLoad({
    baseUrl,
    headers: {},
    body: '{}',
    perSecond: 100,
    connections,
    seconds: 0.5,
    windows: 2,
    warmUpSeconds: 0.2,
  });

describe('openLoad', () => {
  it('sends at about the rate asked, and each answer takes at least the server’s time', async () => {
    answered = 0;
    const result = await load(20);
    // 120 requests are due in 1.2 s of the schedule, however late the machine sends them: a
    // Poisson count, outside 60–200 about once in a hundred million runs.
    expect(answered).toBeGreaterThan(60);
    expect(answered).toBeLessThan(200);
    expect(result.errors).toBe(0);
    expect(result.windows).toHaveLength(2);
    // Never sooner than the server answers (a busy machine only makes it later).
    for (const window of result.windows)
      expect(window.p50Ms).toBeGreaterThanOrEqual(ANSWER_AFTER_MS);
  });

  it('counts the time a request waits for a free connection', async () => {
    // One connection answers 50 a second at most: asked for 100, requests queue behind it, and
    // their wait only grows on a busy machine.
    const result = await load(1);
    expect(result.windows.at(-1)!.p99Ms).toBeGreaterThan(ANSWER_AFTER_MS * 10);
  });
});
