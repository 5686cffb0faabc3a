/** Medians, spreads and the printed table. */

/** The value below which `p` per cent of the samples fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (values: number[]) => percentile(values, 50);

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
