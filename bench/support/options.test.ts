import { describe, expect, it } from 'vitest';
import { parseBenchOptions, type BenchSettings } from './options';

const settings = (args: string[]) => parseBenchOptions(args) as BenchSettings;

describe('npm run bench options', () => {
  it('measures 5 rounds of 2 s loads on 10,000 clients by default, with the browser', () => {
    expect(settings([])).toMatchObject({
      rounds: 5,
      seconds: 2,
      scale: 25,
      auditRuns: 3,
      smoke: false,
      browser: true,
    });
  });

  it('--smoke runs every scenario once, short and small, the browser included', () => {
    const smoke = settings(['--smoke']);
    expect(smoke).toMatchObject({
      smoke: true,
      rounds: 1,
      seconds: 1,
      scale: 1,
      auditRuns: 1,
      browserRepeats: 1,
      heavyRounds: 1,
      browser: true,
      pagesOnly: false,
      soak: false,
    });
    // Fewer than the lockout allows, and at least one pair per route.
    expect(smoke.signInPairs).toBeGreaterThan(0);
    expect(smoke.signInPairs).toBeLessThanOrEqual(20);
  });

  it('--smoke refuses what would leave scenarios out or change its size', () => {
    for (const args of [
      ['--smoke', '--no-browser'],
      ['--smoke', '--pages-only'],
      ['--smoke', '--soak'],
      ['--smoke', '--rounds', '3'],
      ['--smoke', '--scale', '25'],
    ]) {
      expect(parseBenchOptions(args)).toEqual({
        error: expect.stringMatching(/^--smoke runs every scenario once, its own way: drop --/),
      });
    }
  });

  it('names the option and its range when a number is wrong, and an unknown option', () => {
    expect(parseBenchOptions(['--rounds', '0'])).toEqual({
      error: '--rounds must be a whole number from 1 to 50',
    });
    expect(parseBenchOptions(['--scale', '2.5'])).toEqual({
      error: '--scale must be a whole number from 1 to 100',
    });
    expect(parseBenchOptions(['--smok'])).toEqual({ error: expect.stringContaining('--smok') });
    expect(settings(['--rounds', '3', '--seconds', '4'])).toMatchObject({ rounds: 3, seconds: 4 });
  });
});
