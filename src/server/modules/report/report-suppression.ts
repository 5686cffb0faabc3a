/**
 * Cell suppression for the Reports page (product.md §2.11, decision 085): a count from 1 to 4 is
 * written "fewer than 5" (primary suppression), and further figures are withheld (complementary
 * suppression) until none of those counts can be worked out from what the report prints: no sum
 * of a table's rows against its total, no "part of" (held of planned), no rate times its base.
 *
 * The report is laid out as a sheet of figures and the relations between them that a reader can
 * use: sums (a total and its parts; a total the report implies without printing it, such as the
 * check-ins counted both by check-in and by month) and "at most" (held ≤ planned). The audit
 * gives each figure the range a reader can narrow it to, knowing the rule: a figure printed is
 * itself, "fewer than 5" is 1 to 4, a figure "withheld" is any number (mostly one of 5 or more,
 * but a 0, or a count of 1 to 4 that would otherwise say "fewer than 5", where only that hides
 * another). A protected figure whose range is a single value is worked out; the figure whose
 * withholding widens it again, the smallest shown part first, is withheld, and so on.
 */
import type { FigureKind } from '../../../shared/domain/report/figures';
import { SMALL_NUMBER_LIMIT } from '../../../shared/domain/report/figures';

/** SMALL: a count from 1 to 4; WITHHELD: hidden so that no such count can be worked out. */
export type Suppression = 'SMALL' | 'WITHHELD';

export interface Figure {
  value: number | null;
  kind: FigureKind;
  /** false: a sum the report implies (two tables of the same things) but does not print. */
  printed: boolean;
  suppressed: Suppression | null;
  /** Must not be worked out: a small count, or the hours of fewer than 5 programs. */
  protect: boolean;
}
export interface Sum {
  total: Figure;
  parts: Figure[];
}
export interface AtMost {
  part: Figure;
  whole: Figure;
}
export interface Rate {
  figure: Figure;
  part: number;
  whole: number;
  /** The printed figure the rate is of, if the report prints it (planned, for cancellations). */
  base: Figure | null;
}

export const isSmall = (value: number) => value > 0 && value < SMALL_NUMBER_LIMIT;

/** The figures of one report and what a reader knows ties them together. */
export class FigureSheet {
  readonly figures: Figure[] = [];
  readonly sums: Sum[] = [];
  readonly atMost: AtMost[] = [];
  readonly rates: Rate[] = [];

  private add(value: number | null, kind: FigureKind, printed = true): Figure {
    const small = kind === 'COUNT' && value !== null && isSmall(value);
    const figure: Figure = {
      value,
      kind,
      printed,
      suppressed: printed && small ? 'SMALL' : null,
      protect: printed && small,
    };
    this.figures.push(figure);
    return figure;
  }
  count(value: number): Figure {
    return this.add(value, 'COUNT');
  }
  /** Hours of programs held (or visits given); withheld, and protected, when those number 1 to 4. */
  hours(value: number, held: Figure): Figure {
    const figure = this.add(value, 'HOURS');
    if (held.suppressed === 'SMALL') {
      figure.suppressed = 'WITHHELD';
      figure.protect = true;
    }
    return figure;
  }
  /** A sum of printed figures that the report does not print itself. */
  implied(parts: Figure[]): Figure {
    const total = this.add(
      parts.reduce((sum, part) => sum + (part.value ?? 0), 0),
      parts[0]?.kind ?? 'COUNT',
      false,
    );
    this.sum(total, parts);
    return total;
  }
  sum(total: Figure, parts: Figure[]) {
    this.sums.push({ total, parts });
  }
  partOf(part: Figure, whole: Figure) {
    this.atMost.push({ part, whole });
  }
  rate(part: number, whole: number, base: Figure | null = null): Figure {
    const figure = this.add(whole === 0 ? null : (100 * part) / whole, 'PERCENT');
    this.rates.push({ figure, part, whole, base });
    return figure;
  }
}

type Range = [low: number, high: number];

/** What a reader can narrow each figure to from the report alone. */
function audit(sheet: FigureSheet): Map<Figure, Range> {
  const ranges = new Map<Figure, Range>();
  for (const figure of sheet.figures) {
    if (figure.kind === 'PERCENT') continue;
    const value = figure.value ?? 0;
    ranges.set(
      figure,
      !figure.printed
        ? [0, Infinity]
        : figure.suppressed === null
          ? [value, value]
          : figure.suppressed === 'SMALL'
            ? [1, SMALL_NUMBER_LIMIT - 1]
            : [0, Infinity],
    );
  }
  const range = (figure: Figure) => ranges.get(figure)!;
  let changed = true;
  const narrow = (figure: Figure, low: number, high: number) => {
    const [oldLow, oldHigh] = range(figure);
    // Counts are whole: 2.5 or more is 3 or more (a little slack for the hours' sums).
    const whole = figure.kind === 'COUNT';
    const newLow = Math.max(oldLow, whole ? Math.ceil(low - 1e-9) : low);
    const newHigh = Math.min(oldHigh, whole ? Math.floor(high + 1e-9) : high);
    if (newLow > oldLow + 1e-9 || newHigh < oldHigh - 1e-9) {
      ranges.set(figure, [newLow, newHigh]);
      changed = true;
    }
  };
  for (let round = 0; changed && round < 200; round += 1) {
    changed = false;
    for (const { total, parts } of sheet.sums) {
      const lows = parts.reduce((sum, part) => sum + range(part)[0], 0);
      const highs = parts.reduce((sum, part) => sum + range(part)[1], 0);
      narrow(total, lows, highs);
      const [totalLow, totalHigh] = range(total);
      for (const part of parts) {
        const [low, high] = range(part);
        // The others' sum, without this part: lows are finite, highs may not be.
        const othersLow = lows - low;
        const othersHigh = high === Infinity ? sumHighsExcept(parts, part, range) : highs - high;
        narrow(part, totalLow - othersHigh, totalHigh - othersLow);
      }
    }
    for (const { part, whole } of sheet.atMost) {
      narrow(part, -Infinity, range(whole)[1]);
      narrow(whole, range(part)[0], Infinity);
    }
  }
  return ranges;
}

function sumHighsExcept(parts: Figure[], except: Figure, range: (figure: Figure) => Range) {
  return parts.reduce((sum, part) => (part === except ? sum : sum + range(part)[1]), 0);
}

const pinned = ([low, high]: Range) => high - low < 1e-6;

/**
 * The protected figures a reader can work out exactly, or whose group can be: "fewer than 5" rows
 * that together are a total less the rows shown, when that is itself 1 to 4 (1 + 2 of a total of
 * 12 with 9 shown: 3 programs of those two types), as a count of 1 to 4 of its own.
 */
function workedOut(sheet: FigureSheet): Figure[] {
  const ranges = audit(sheet);
  const out = new Set(
    sheet.figures.filter((figure) => figure.protect && pinned(ranges.get(figure)!)),
  );
  for (const { total, parts } of sheet.sums) {
    if (total.kind !== 'COUNT' || !pinned(ranges.get(total)!)) continue;
    const open = parts.filter((part) => !pinned(ranges.get(part)!));
    const together =
      ranges.get(total)![0] -
      parts.reduce((sum, part) => (open.includes(part) ? sum : sum + ranges.get(part)![0]), 0);
    const guarded = open.find((part) => part.protect);
    if (guarded && isSmall(together)) out.add(guarded);
  }
  return [...out];
}

/** What withholding `figure` costs a reader, least first; null: it cannot be withheld (more). */
function cost(figure: Figure): number | null {
  if (!figure.printed || figure.kind === 'PERCENT' || figure.suppressed === 'WITHHELD') return null;
  // "fewer than 5" becomes "withheld": the reader loses only that it is 1 to 4.
  if (figure.suppressed === 'SMALL') return 1;
  if (figure.value === 0) return 2;
  return 0;
}

/** The figures tied to `figure` by one relation, nearest first. */
function neighbours(sheet: FigureSheet, figure: Figure): Figure[] {
  const found: Figure[] = [];
  for (const { total, parts } of sheet.sums) {
    if (total === figure || parts.includes(figure)) found.push(...parts, total);
  }
  for (const { part, whole } of sheet.atMost) {
    if (part === figure) found.push(whole);
    if (whole === figure) found.push(part);
  }
  return found.filter((other) => other !== figure);
}

/**
 * Figures to withhold so that `figure` can be worked out no more, best first: those sharing a
 * relation with it (parts before totals, as a board reads totals first; the smallest first),
 * then, through figures already hidden, those one relation further.
 */
function candidates(sheet: FigureSheet, figure: Figure): Figure[][] {
  const totals = new Set(sheet.sums.map((sum) => sum.total));
  const levels: Figure[][] = [];
  const seen = new Set<Figure>([figure]);
  let frontier = [figure];
  while (frontier.length > 0) {
    const next: Figure[] = [];
    const level: Figure[] = [];
    for (const from of frontier) {
      for (const other of neighbours(sheet, from)) {
        if (seen.has(other)) continue;
        seen.add(other);
        if (cost(other) !== null) level.push(other);
        if (other.suppressed !== null || !other.printed) next.push(other);
      }
    }
    level.sort(
      (a, b) =>
        Number(totals.has(a)) - Number(totals.has(b)) ||
        cost(a)! - cost(b)! ||
        (a.value ?? 0) - (b.value ?? 0),
    );
    if (level.length > 0) levels.push(level);
    frontier = next;
  }
  return levels;
}

/**
 * Withholds figures until no protected one can be worked out, then withholds the rates a small
 * count would be worked out from. Returns the protected figures still worked out (none, unless
 * the report has nothing left to withhold: report-suppression.test.ts holds that to none).
 */
export function suppress(sheet: FigureSheet): Figure[] {
  for (;;) {
    const exposed = workedOut(sheet);
    const figure = exposed[0];
    if (!figure) break;
    const levels = candidates(sheet, figure);
    if (levels.length === 0) return exposed;
    // The first that hides it alone; else the best, and look again.
    let chosen = levels[0]![0]!;
    search: for (const level of levels) {
      for (const candidate of level) {
        const was = candidate.suppressed;
        candidate.suppressed = 'WITHHELD';
        const stillOut = workedOut(sheet).includes(figure);
        candidate.suppressed = was;
        if (!stillOut) {
          chosen = candidate;
          break search;
        }
      }
    }
    chosen.suppressed = 'WITHHELD';
  }
  for (const { figure, part, whole, base } of sheet.rates) {
    if (whole === 0) continue;
    // The part and the rest must each be 0 or 5 or more, and the base printed: a rate of a
    // printed base gives the part back exactly.
    if (isSmall(part) || isSmall(whole - part) || (base !== null && base.suppressed !== null)) {
      figure.suppressed = 'WITHHELD';
    }
  }
  return [];
}
