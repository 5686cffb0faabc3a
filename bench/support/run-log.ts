/**
 * What `npm run bench` says as it goes, on stderr with the time, and the scenarios that failed
 * to run. A full run reports a failed scenario and carries on (one missing figure must not cost
 * the others); a smoke run then exits non-zero (bench/run.ts).
 */
const failed: string[] = [];

/** The scenarios that failed so far, each with its error's message. */
export const failedScenarios: readonly string[] = failed;

/** Runs one scenario; a failure is logged and remembered, not thrown. */
export async function scenario(name: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    failed.push(`${name}: ${(error as Error).message}`);
    log(`${name} failed: ${(error as Error).message}`);
  }
}

/** A line of progress on stderr, after the time of day. */
export function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
