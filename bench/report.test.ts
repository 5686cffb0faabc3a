/** What a smoke run refuses (decision 084): a figure left empty, an answer that failed. */
import { describe, expect, it } from 'vitest';
import { Recorder, smokeProblems } from './report';

/** A recorder with a sample for every key a printed row reads: product and reference. */
function everyFigure(but?: string): Recorder {
  const recorder = new Recorder();
  // The rows' keys, as smokeProblems reports them missing from an empty recorder.
  for (const problem of smokeProblems(new Recorder())) {
    const key = /no figure for (.+)$/.exec(problem)![1]!;
    if (key !== but) recorder.add(key, 1);
  }
  return recorder;
}

describe('a smoke run', () => {
  it('passes when every row has its figures and no answer failed', () => {
    const recorder = everyFigure();
    recorder.add('list.50.product.failedAnswers', 0);
    expect(smokeProblems(recorder)).toEqual([]);
  });

  it('names each figure a scenario left empty, the new ones among them', () => {
    const problems = smokeProblems(new Recorder());
    for (const key of [
      'report.trends.p50',
      'heavy.loaded.p95',
      'heavy.idle.p95',
      'auth.sign-in.known',
      'auth.sign-in.unknown',
      'retry.Manage Clients.failed',
      'retry.Manage Clients.refused',
      'browser.openClients',
      'phone.Manage Clients.lcp',
      'phone.Manage Clients.tbt',
      'phone.Manage Clients.score',
    ])
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`no figure for ${key}$`)));
    // The one page a smoke run audits: the others' figures are not asked for.
    expect(problems.join('\n')).not.toContain('phone.Sign-in page');
  });

  it('refuses failed answers, not what a busy machine makes slow', () => {
    const recorder = everyFigure('list.50.product.p50');
    // No request both sent and answered within a one-second window: printed as "–".
    recorder.add('list.50.product.p50', NaN);
    // Connections dropped or unanswered: counted and printed.
    recorder.add('list.50.product.errors', 7);
    expect(smokeProblems(recorder)).toEqual([]);
    recorder.add('list.open.product.failedAnswers', 3);
    expect(smokeProblems(recorder)).toEqual(['3 answers failed (error status or GraphQL errors)']);
  });
});
