import { describe, expect, it } from 'vitest';
import { Recorder } from '../report';
import {
  formatSummary,
  formatTable,
  measureWindow,
  percentile,
  spreadPercent,
  summarise,
} from './summary';

describe('benchmark arithmetic', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts every answer received in the window as throughput, and times only requests sent in it', () => {
    // Two users, each answered 500 ms after asking and asking again at once (4 answers a second
    // together), measured from 1,000 to 3,000 ms. Each user's first answer in the window (at
    // 1,400 ms) was asked for before it, and each has a request unanswered when it ends.
    const answers = [0, 1].flatMap(() =>
      Array.from({ length: 7 }, (_, index) => ({
        sentAt: 500 * index - 100,
        answeredAt: 500 * index + 400,
      })),
    );
    const { requestsPerSecond, latencies } = measureWindow(answers, 1000, 2);
    // Answered at 1,400, 1,900, 2,400 and 2,900: four per user in two seconds.
    expect(requestsPerSecond).toBe(4);
    // Sent at 1,400, 1,900 and 2,400, and answered in the window: three per user.
    expect(latencies).toEqual([500, 500, 500, 500, 500, 500]);
  });

  it('reports the median and half the range as a percentage of it', () => {
    const summary = summarise([90, 100, 110, 95, 105]);
    expect(summary).toMatchObject({ median: 100, min: 90, max: 110 });
    expect(spreadPercent(summary)).toBe(10);
    expect(formatSummary(summary, ' ms')).toBe('100 ms ±10%');
  });

  it('pairs product and reference round by round, and gives no ratio against nothing', () => {
    const recorder = new Recorder();
    for (const [product, reference] of [
      [80, 100],
      [45, 50],
      [30, 40],
    ] as const) {
      recorder.add('product', product);
      recorder.add('reference', reference);
    }
    expect(recorder.ratio('product', 'reference')!.median).toBeCloseTo(0.8);
    recorder.add('silent', 0);
    expect(recorder.ratio('product', 'silent')!.median).toBeNaN();
  });

  it('aligns a table: text left, figures right', () => {
    expect(
      formatTable(
        ['Measure', 'Value'],
        [
          ['a', '1'],
          ['longer', '100'],
        ],
      ).split('\n'),
    ).toEqual(['Measure  Value', '-------  -----', 'a            1', 'longer     100']);
  });
});
