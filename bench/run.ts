/**
 * `npm run bench [-- --rounds 5 --seconds 2 --scale 25 --json FILE]`: seeds a fresh database
 * with `seed:demo --scale 25` (10,000 clients), then measures the product against the reference
 * server (bench/reference-server.ts) in interleaved rounds: product, reference, product, … On
 * PGlite always; on PostgreSQL too when BENCH_DATABASE_URL names a server (the run creates and
 * drops databases of its own there). Prints medians with their spread, ratios to the reference
 * (or to another baseline measured in the same run), and each result against its target
 * (README, "Performance"). Every speed target lives here, none in the tests (decision 084).
 *
 * `npm run bench -- --smoke`: what CI runs. The embedded database at scale 1, one short round
 * of every scenario; it exits non-zero when a scenario fails to run or leaves a figure empty,
 * and judges no target.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { WriteTargets } from './scenarios';
import { measureSignInTiming } from './support/sign-in-timing';
import { describeHeavyRequests, heavyRequestsDrill } from './heavy-requests';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './support/databases';
import { parseBenchOptions } from './support/options';
import { buildReferenceServer } from './support/processes';
import { failedScenarios, log, scenario } from './support/run-log';
import { ensureServerBuild, ensureWebBuild } from '../scripts/builds';
import { Recorder, printReport, smokeProblems } from './report';
import { runSoak } from './soak';
import { describeFairShare, fairShareDrill } from './fair-share';
import { emptyStartRound, openModelRound, productRound, referenceRound } from './load-rounds';
import { browserRound, phoneRound } from './page-rounds';

const parsed = parseBenchOptions(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(1);
}
const options = parsed;
const ROUNDS = options.rounds;
const SECONDS = options.seconds;
const SCALE = options.scale;

/** Decision 060's drill: a light request's p95 idle, then while heavy requests loop. */
async function heavyRequestsRound(database: BenchDatabase, recorder: Recorder) {
  const result = await heavyRequestsDrill(database, {
    rounds: options.heavyRounds,
    seconds: options.heavySeconds,
  });
  log(describeHeavyRequests(result));
  for (const round of result.rounds) {
    recorder.add('heavy.idle.p95', round.idleP95Ms);
    recorder.add('heavy.loaded.p95', round.loadedP95Ms);
  }
  // A light request that failed is a failed answer: the drill's whole point is that it is not.
  recorder.add('heavy.light.failedAnswers', result.lightFailed);
}

async function signInRound(database: BenchDatabase, recorder: Recorder) {
  for (const pairs of await measureSignInTiming(database.storage, options.signInPairs)) {
    for (const ms of pairs.knownMs) recorder.add(`auth.${pairs.route}.known`, ms);
    for (const ms of pairs.unknownMs) recorder.add(`auth.${pairs.route}.unknown`, ms);
  }
}

async function measure(database: BenchDatabase): Promise<Recorder> {
  const recorder = new Recorder();
  if (options.pagesOnly) {
    await phoneRound(options, database, recorder);
    return recorder;
  }
  for (const ignoreWaits of [false, true]) {
    log(`${database.label}: fair share, one account looping the heaviest requests`);
    const fairShare = await fairShareDrill(database, {
      rounds: options.fairShareRounds,
      seconds: options.fairShareSeconds,
      ignoreWaits,
    });
    log(describeFairShare(fairShare));
  }
  if (options.fairShareOnly) return recorder;
  const session: { cookie?: string; targets?: WriteTargets } = {};
  for (let round = 1; round <= ROUNDS; round += 1) {
    log(`${database.label}: round ${round} of ${ROUNDS}`);
    await productRound(options, database, recorder, session);
    await referenceRound(options, database, recorder, session.targets!);
    await emptyStartRound(database, recorder);
  }
  log(`${database.label}: 50 people asking now and then`);
  await openModelRound(options, database, recorder, session.cookie!);
  log(`${database.label}: a light request while three clients loop the heaviest`);
  await scenario(`${database.label}: heavy requests`, () => heavyRequestsRound(database, recorder));
  log(`${database.label}: sign-in with known and unknown e-mails`);
  await scenario(`${database.label}: sign-in timing`, () => signInRound(database, recorder));
  if (options.browser) {
    log(`${database.label}: browser timings`);
    await browserRound(options, database, recorder);
    await phoneRound(options, database, recorder);
  }
  return recorder;
}

async function main() {
  const started = performance.now();
  // What `npm start` runs: the server bundle, serving the built web app; and the reference server.
  ensureWebBuild();
  await Promise.all([ensureServerBuild(), buildReferenceServer()]);
  const results = new Map<string, Recorder>();
  const targets: (() => Promise<BenchDatabase>)[] = [() => pgliteDatabase(SCALE)];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (options.smoke)
    log('Smoke run: the embedded database only, one short round of each scenario.');
  else if (postgresUrl) targets.push(() => postgresDatabase(postgresUrl, SCALE));
  else log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.');
  if (options.soak) {
    const passed = await runSoak(targets, { users: 50, warmUpSeconds: 30, seconds: 300 }, log);
    process.exit(passed ? 0 : 1);
  }

  for (const open of targets) {
    log('Seeding a fresh database (seed:demo --scale ' + SCALE + ')');
    const database = await open();
    try {
      results.set(database.label, await measure(database));
    } finally {
      await database.remove();
    }
  }
  const report = printReport(results, {
    rounds: ROUNDS,
    seconds: SECONDS,
    scale: SCALE,
    smoke: options.smoke,
  });
  if (options.json) {
    fs.writeFileSync(
      options.json,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
          options: { rounds: ROUNDS, seconds: SECONDS, scale: SCALE },
          ...report,
        },
        null,
        2,
      ),
    );
    log(`Results written to ${options.json}`);
  }
  log(`Done in ${((performance.now() - started) / 60_000).toFixed(1)} minutes.`);
  for (const failed of failedScenarios) console.log(`Scenario failed: ${failed}`);
  if (options.smoke) {
    const problems = [
      ...failedScenarios.map((failed) => `scenario failed: ${failed}`),
      ...[...results].flatMap(([label, recorder]) =>
        smokeProblems(recorder).map((problem) => `${label}: ${problem}`),
      ),
    ];
    for (const problem of problems) console.log(`Smoke run: ${problem}`);
    console.log(
      problems.length === 0
        ? 'Smoke run passed: every scenario ran and printed its figures (no target judged).'
        : `Smoke run FAILED: ${problems.length} problem${problems.length > 1 ? 's' : ''}.`,
    );
    process.exit(problems.length === 0 ? 0 : 1);
  }
}

await main();
