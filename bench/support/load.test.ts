/**
 * The open-model load times each request from the moment it was due, waiting included; requests
 * timed one at a time wait out a refusal for the account's share of heavy requests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoad, sequentialLatency } from './load';

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

describe('sequentialLatency', () => {
  const SHARE_REFUSAL = JSON.stringify({
    data: null,
    errors: [
      {
        message:
          'Your account has used its share of the server for large requests (reports, imports, exports, long lists) for now. Try again in 1 second.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 },
      },
    ],
  });
  let refusing: http.Server;
  let refusingUrl: string;
  const seen: number[] = [];

  beforeAll(async () => {
    // Refuses the third request it is sent as over the account's share, answers the rest.
    refusing = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.push(seen.length + 1);
        response.end(seen.length === 3 ? SHARE_REFUSAL : '{"data":{}}');
      });
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => refusing.close(resolve)));

  it('waits the seconds a share refusal names and asks again, instead of failing', async () => {
    seen.length = 0;
    const result = await sequentialLatency(refusingUrl, {}, '{}', 3);
    // The refusal came (the third request, in the warm-up) and the run went on to its figures.
    expect(seen.length).toBeGreaterThan(3);
    expect(result.p50Ms).toBeGreaterThanOrEqual(0);
  });

  it('still fails on any other error', async () => {
    const failing = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end('{"errors":[{"message":"Cannot query field"}]}'));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
      await expect(sequentialLatency(url, {}, '{}', 1)).rejects.toThrow(/Cannot query field/);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
