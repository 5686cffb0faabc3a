/**
 * The heavy-request drill (issue 33 point 1, decision 060): three clients send the heaviest
 * requests the API allows (a page of 1,000 audit entries with their changes, a whole export),
 * each in a loop as fast as it is answered, while another person's light request is timed. The
 * light request's p95 under that load is compared with its p95 on the idle server, measured in
 * the same run. The server runs with the product's own request limits: each client comes from an
 * address of its own (behind a trusted proxy), as three people or scripts would.
 * e2e/load.test.ts runs it in CI, on each database, and prints the figures.
 */
import { jsonHeaders, signIn } from './support/load';
import { startServer } from './support/processes';
import type { BenchDatabase } from './support/databases';

/** The heaviest requests allowed: each costs just under the limit of 50,000. */
export const HEAVY_REQUESTS = [
  '{ listAuditEntries(limit: 1000) { items { id occurredAt actorName recordType action changes { field before after } } } }',
  '{ exportClients { fileName rowCount csv } }',
].map((query) => JSON.stringify({ query }));

const LIGHT_REQUEST = JSON.stringify({ query: '{ listClients(limit: 10) { items { id } } }' });

export interface HeavyRequestsResult {
  label: string;
  idleP95Ms: number;
  loadedP95Ms: number;
  ratio: number;
  heavyAnswered: number;
  heavyRefused: number;
  /** How long an answered heavy request took. */
  heavyP50Ms: number;
  lightFailed: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function post(baseUrl: string, headers: Record<string, string>, body: string) {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

/** Times the light request, one at a time, for `seconds`. */
async function timeLight(baseUrl: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  let failed = 0;
  const ends = performance.now() + seconds * 1000;
  while (performance.now() < ends) {
    const started = performance.now();
    const answer = await post(baseUrl, headers, LIGHT_REQUEST);
    times.push(performance.now() - started);
    if (answer.status !== 200 || answer.text.includes('"errors"')) failed += 1;
    // A person clicking, not a loop: the light client waits a little between requests.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { p95Ms: percentile(times, 95), failed };
}

export async function heavyRequestsDrill(
  database: Pick<BenchDatabase, 'label' | 'admin' | 'volunteer' | 'storage'>,
  options: { seconds: number },
): Promise<HeavyRequestsResult> {
  const server = await startServer('product', database.storage, undefined, {
    API_RATE_LIMIT: '1200',
    AUTH_RATE_LIMIT: 'true',
    TRUST_PROXY: 'true',
  });
  try {
    const from = (address: string, cookie: string) => ({
      ...jsonHeaders(server.baseUrl, cookie),
      'x-forwarded-for': address,
    });
    const adminCookie = await signIn(server.baseUrl, database.admin.email, database.admin.password);
    const lightCookie = await signIn(
      server.baseUrl,
      database.volunteer.email,
      database.volunteer.password,
    );
    const light = from('10.0.0.100', lightCookie);
    // Warm up: the server compiles its hot paths on first use. (The heavy requests are not
    // warmed up: that would spend the account's large requests before the measured part.)
    await timeLight(server.baseUrl, light, 1);
    const idle = await timeLight(server.baseUrl, light, options.seconds);

    let running = true;
    let heavyAnswered = 0;
    let heavyRefused = 0;
    const heavyMs: number[] = [];
    const heavyClient = async (index: number) => {
      const headers = from(`10.0.0.${index + 1}`, adminCookie);
      for (let turn = 0; running; turn += 1) {
        const started = performance.now();
        const answer = await post(server.baseUrl, headers, HEAVY_REQUESTS[turn % 2]!);
        if (answer.status === 200 && !answer.text.includes('"errors"')) {
          heavyAnswered += 1;
          heavyMs.push(performance.now() - started);
        } else heavyRefused += 1;
      }
    };
    const clients = [0, 1, 2].map(heavyClient);
    const loaded = await timeLight(server.baseUrl, light, options.seconds);
    running = false;
    await Promise.all(clients);
    return {
      label: database.label,
      idleP95Ms: idle.p95Ms,
      loadedP95Ms: loaded.p95Ms,
      ratio: loaded.p95Ms / idle.p95Ms,
      heavyAnswered,
      heavyRefused,
      heavyP50Ms: percentile(heavyMs, 50),
      lightFailed: idle.failed + loaded.failed,
    };
  } finally {
    await server.stop();
  }
}

export function describeHeavyRequests(result: HeavyRequestsResult): string {
  return (
    `${result.label}: a light request's p95 ${result.idleP95Ms.toFixed(1)} ms idle, ` +
    `${result.loadedP95Ms.toFixed(1)} ms while three clients loop the heaviest requests ` +
    `(${result.ratio.toFixed(2)}×; target ≤ 3×); heavy requests answered ${result.heavyAnswered}, ` +
    `refused ${result.heavyRefused}, p50 of the answered ${result.heavyP50Ms.toFixed(0)} ms; light requests failed ${result.lightFailed}`
  );
}
