/**
 * Fair share (decision 087): one account runs three loops of each of the heaviest requests it is
 * allowed (a five-year report, the overview's trends, a dry run of a 500-row import, a whole
 * export, a page of 1,000 programs, a page of 1,000 audit entries with their changes), all at
 * once, while another person's light request is timed. The light request's p95 under that load is
 * compared with its p95 on the idle server, in the same run; the target is 3× at most (README,
 * "Hostile clients"). Each round uses an admin account of its own, timed from the moment its loops
 * start: the measured part holds the fresh account's allowance (5 s of heavy work at once) and
 * then what an account looping forever gets (about one second in twenty). Timing only after a
 * warm-up measured nothing heavy at all: the allowance spent, every loop waited out the window.
 * It runs twice: loops that wait the seconds each refusal names, as a script written
 * for the API would, and loops that try again 100 ms after each refusal, as a careless one does
 * (decision 091; a loop that does not pause at all is a flood, which the per-address limit and a
 * proxy in front bound, not fair share).
 * The loops run in a worker thread (support/request-loops.ts), apart from the timed requests.
 * `npm run bench` runs it on each database; `npm run bench -- --fair-share-only` runs only it.
 */
import { addDays, addMonths, todayIn } from '../src/shared/domain/common/calendar';
import { graphqlBody, jsonHeaders, signIn } from './support/load';
import { createAdmins } from './support/accounts';
import { startServer } from './support/processes';
import { startRequestLoops } from './support/request-loops';
import type { BenchDatabase } from './support/databases';
import {
  facilitiesFile,
  IMPORT_RECORDS,
  importVariables,
  numberedNames,
} from '../tests/support/import';

const REFUSED_PAUSE_MS = 100;
const LOOPS_OF_EACH = 3;

const TODAY = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The heaviest requests one account is allowed, by name. */
const HEAVIEST_REQUESTS: Record<string, string> = {
  fiveYearReport: graphqlBody(
    `query ($from: String!, $to: String!) {
      programmeReport(from: $from, to: $to) {
        from to leftOutWithoutConsent
        sections { key title note tables { title columns rows { label cells { value kind text } } } }
      }
    }`,
    { from: addDays(addMonths(TODAY, -60), 1), to: TODAY },
  ),
  trends: graphqlBody(`{ programmeTrends { leftOutWithoutConsent months {
    month label programsHeld programsHeldByType { type count } attendees newAttendees
    volunteerHours itemsDistributed releases checkIns housedStably employed returnedToCustody } } }`),
  importDryRun: graphqlBody(
    IMPORT_RECORDS,
    importVariables('facility', facilitiesFile(numberedNames('Bench facility ', 500)), {
      dryRun: true,
    }),
  ),
  exportClients: graphqlBody('{ exportClients { fileName rowCount csv } }'),
  programsPage: graphqlBody(`{ listPrograms(limit: 1000) { items {
    id type date startTime endTime facilityId facilityName description location status attendees newAttendees feedback
  } nextToken } }`),
  auditPage: graphqlBody(`{ listAuditEntries(limit: 1000) { items {
    id occurredAt actorName recordType action changes { field before after } } } }`),
};

const LIGHT_REQUEST = graphqlBody('{ listClients(limit: 10) { items { id } } }');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function post(baseUrl: string, headers: Record<string, string>, body: string) {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  return response.status === 200 && !text.includes('"errors"')
    ? null
    : `${response.status} ${text.slice(0, 200)}`;
}

/** Times the light request, one at a time with a person's pause between, for `seconds`. */
async function timeLight(baseUrl: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const ends = performance.now() + seconds * 1000;
  while (performance.now() < ends) {
    const started = performance.now();
    const failure = await post(baseUrl, headers, LIGHT_REQUEST);
    times.push(performance.now() - started);
    if (failure) {
      failed += 1;
      firstFailure ??= failure;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { p95Ms: percentile(times, 95), failed, firstFailure, count: times.length };
}

interface FairShareRound {
  idleP95Ms: number;
  loadedP95Ms: number;
  ratio: number;
  /** Heavy requests answered (and refused) in the measured part, by name. */
  answered: Record<string, number>;
  refused: number;
}

export interface FairShareResult {
  label: string;
  /** The loops tried again REFUSED_PAUSE_MS after a refusal, not after the seconds it named. */
  ignoreWaits: boolean;
  rounds: FairShareRound[];
  /** The median of the rounds' ratios: what the 3× target judges. */
  ratio: number;
  lightFailed: number;
  /** What the first failed light request was answered, to say why. */
  lightFirstFailure: string | null;
}

export async function fairShareDrill(
  database: Pick<BenchDatabase, 'label' | 'volunteer' | 'storage'>,
  options: { rounds: number; seconds: number; ignoreWaits: boolean },
): Promise<FairShareResult> {
  const admins = await createAdmins(
    database.storage,
    options.rounds,
    `fair-share-${options.ignoreWaits ? 'careless' : 'careful'}-admin`,
  );
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
    const lightCookie = await signIn(
      server.baseUrl,
      database.volunteer.email,
      database.volunteer.password,
    );
    await timeLight(server.baseUrl, from('10.1.255.100', lightCookie), 1);
    const rounds: FairShareRound[] = [];
    let lightFailed = 0;
    let lightFirstFailure: string | null = null;
    for (const [round, admin] of admins.entries()) {
      const adminCookie = await signIn(server.baseUrl, admin.email, admin.password);
      // Each phase from an address of its own: a request every 20 ms or so for two phases would
      // pass the per-address limit of 1,200 a minute (a person never does).
      const idle = await timeLight(
        server.baseUrl,
        from(`10.1.${round}.100`, lightCookie),
        options.seconds,
      );
      // One account on one machine: every loop from the same address.
      const heavyHeaders = from(`10.1.${round}.1`, adminCookie);
      const loops = startRequestLoops({
        baseUrl: server.baseUrl,
        headers: heavyHeaders,
        requests: HEAVIEST_REQUESTS,
        loopsOfEach: LOOPS_OF_EACH,
        ignoreWaits: options.ignoreWaits,
        refusedPauseMs: REFUSED_PAUSE_MS,
      });
      loops.startMeasuring();
      const loaded = await timeLight(
        server.baseUrl,
        from(`10.1.${round}.101`, lightCookie),
        options.seconds,
      );
      const { answered, refused } = await loops.stop();
      rounds.push({
        idleP95Ms: idle.p95Ms,
        loadedP95Ms: loaded.p95Ms,
        ratio: loaded.p95Ms / idle.p95Ms,
        answered,
        refused,
      });
      lightFailed += idle.failed + loaded.failed;
      lightFirstFailure ??= idle.firstFailure ?? loaded.firstFailure;
    }
    return {
      label: database.label,
      ignoreWaits: options.ignoreWaits,
      rounds,
      ratio: percentile(
        rounds.map((each) => each.ratio),
        50,
      ),
      lightFailed,
      lightFirstFailure,
    };
  } finally {
    await server.stop();
  }
}

export function describeFairShare(result: FairShareResult): string {
  const rounds = result.rounds
    .map(
      (round) =>
        `${round.idleP95Ms.toFixed(1)} → ${round.loadedP95Ms.toFixed(1)} ms (${round.ratio.toFixed(2)}×; ` +
        `heavy answered ${Object.entries(round.answered)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ')}; refused ${round.refused})`,
    )
    .join('; ');
  return (
    `${result.label}: another user's light request p95, idle → while one account runs ` +
    `${LOOPS_OF_EACH} loops of each heaviest request, ` +
    `${result.ignoreWaits ? `trying again ${REFUSED_PAUSE_MS} ms after each refusal` : 'waiting as each refusal says'}: ${rounds}; median ${result.ratio.toFixed(2)}× ` +
    `(target ≤ 3×: ${result.ratio <= 3 ? 'met' : 'MISSED'}); light requests failed ${result.lightFailed}` +
    (result.lightFirstFailure ? ` (the first: ${result.lightFirstFailure})` : '')
  );
}
