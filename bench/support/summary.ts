/** Medians, spreads and the printed table. */

/** The value below which `p` per cent of the samples fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const median = (values: number[]) => percentile(values, 50);

/** One answered request of a load, on the monotonic clock (milliseconds). */
export interface Answer {
  sentAt: number;
  answeredAt: number;
}

/**
 * A load's figures over its measured window (`from`, `seconds` long), from every answer it got.
 * Throughput counts the answers received in the window, whenever their requests were sent: with
 * N users, N requests are always in flight, so counting only requests sent in the window (and
 * answered before it ends) would miss N answers a window, and miss more of a slower server's
 * share (50 users over 2 s at 40 answers a second: a third). Latencies are those of requests
 * sent in the window, so none includes opening a connection in the warm-up.
 */
export function measureWindow(
  answers: Answer[],
  from: number,
  seconds: number,
): { requestsPerSecond: number; latencies: number[] } {
  const to = from + seconds * 1000;
  return {
    requestsPerSecond:
      answers.filter((answer) => answer.answeredAt > from && answer.answeredAt <= to).length /
      seconds,
    latencies: answers
      .filter((answer) => answer.sentAt >= from && answer.answeredAt <= to)
      .map((answer) => answer.answeredAt - answer.sentAt),
  };
}

/** A measured quantity over the rounds of a run. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

export function summarise(samples: number[]): Summary {
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), samples };
}

/** Half the range, as a percentage of the median: how far apart the rounds were. */
export function spreadPercent(summary: Summary): number {
  if (!summary.median) return 0;
  return ((summary.max - summary.min) / 2 / Math.abs(summary.median)) * 100;
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatSummary(summary: Summary | undefined, unit = ''): string {
  if (!summary) return '–';
  return `${formatNumber(summary.median)}${unit} ±${spreadPercent(summary).toFixed(0)}%`;
}

/** A plain-text table with aligned columns. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
