/**
 * A reader trying to work out a report's small counts (decision 085), written apart from the
 * server's suppression so that a test can hold one against the other. It reads only what a
 * report shows, prints, exports or answers in the API, and knows the rule as the page states it:
 * a figure shown is itself, "fewer than 5" is 1 to 4, "withheld" is some number (0 or more). Then it does what an outside probe did, and more:
 *
 * - a table's total less its rows shown, again and again as figures come out (each summary
 *   figure is the sum of each table that splits it; the two outcome tables count the same
 *   check-ins, so their columns have the same sum, printed or not);
 * - the same with ranges: two "fewer than 5" rows of a total of 2 are 1 each;
 * - "at most": held of planned, new attendees of attendees, new clients of served, requests
 *   of items, outcomes of check-ins, clearances current of those approved;
 * - the cancellation rate times the planned programs it is a rate of;
 * - the consent line and leftOutWithoutConsent;
 * - and it notes every suppressed cell that still carries its value.
 */

interface AttackCell {
  value: number | null;
  kind: string;
  text: string;
}
interface AttackTable {
  title: string;
  columns: string[];
  rows: { label: string; cells: AttackCell[] }[];
}
export interface AttackReport {
  leftOutWithoutConsent: number | null;
  leftOutNote?: string | null;
  sections: { key: string; tables: AttackTable[] }[];
}
/** A small count worked out, or given away. */
export interface Finding {
  where: string;
  how: string;
  value: number | null;
}

type Range = [number, number];
interface Unknown {
  where: string;
  kind: string;
  /** "fewer than 5", or the hours of programs that are. */
  small: boolean;
  range: Range;
}

const SMALL = 'fewer than 5';
const WITHHELD = 'withheld';

function unknownOf(cell: AttackCell, where: string): Unknown {
  const { kind } = cell;
  if (cell.text === SMALL) return { where, kind, small: true, range: [1, 4] };
  if (cell.text === WITHHELD) {
    return { where, kind, small: false, range: [0, Infinity] };
  }
  // Shown: the API's value, or the text when a caller has only the page or the file.
  const value = cell.value ?? Number(cell.text.replaceAll(',', ''));
  return { where, kind, small: false, range: [value, value] };
}

export function attack(report: AttackReport): Finding[] {
  const findings: Finding[] = [];
  const sums: { total: Unknown; parts: Unknown[]; how: string }[] = [];
  const atMost: { part: Unknown; whole: Unknown }[] = [];
  const all: Unknown[] = [];

  const tableOf = (key: string, title: string) => {
    const table = report.sections
      .find((section) => section.key === key)
      ?.tables.find((item) => item.title === title);
    if (!table) throw new Error(`The report has no table ${title}`);
    return table.rows.map((row) => ({
      label: row.label,
      cells: row.cells.map((cell, index) => {
        const where = `${title} · ${row.label} · ${table.columns[index + 1]}`;
        if ((cell.text === SMALL || cell.text === WITHHELD) && cell.value !== null) {
          findings.push({
            where,
            how: 'the API gives the value of a suppressed cell',
            value: cell.value,
          });
        }
        const unknown = unknownOf(cell, where);
        all.push(unknown);
        return { cell, unknown };
      }),
    }));
  };
  type Read = ReturnType<typeof tableOf>;
  const column = (rows: Read, index: number) => rows.map((row) => row.cells[index]!.unknown);
  const summary = (rows: Read, label: string) =>
    rows.find((row) => row.label === label)!.cells[0]!.unknown;
  const hidden = (where: string): Unknown => {
    const unknown: Unknown = { where, kind: 'COUNT', small: false, range: [0, Infinity] };
    all.push(unknown);
    return unknown;
  };
  const rowwise = (rows: Read, part: number, whole: number) => {
    for (const row of rows)
      atMost.push({ part: row.cells[part]!.unknown, whole: row.cells[whole]!.unknown });
  };

  // Programs and volunteers.
  const programs = tableOf('PROGRAMS', 'Programs');
  const totals = ['Planned', 'Held', 'Attendees', 'New attendees'].map((label) =>
    summary(programs, label),
  );
  atMost.push({ part: totals[1]!, whole: totals[0]! }, { part: totals[3]!, whole: totals[2]! });
  for (const title of ['Programs by type', 'Programs by facility', 'Programs by month']) {
    const rows = tableOf('PROGRAMS', title);
    totals.forEach((total, index) =>
      sums.push({ total, parts: column(rows, index), how: `${title} less the rows shown` }),
    );
    rowwise(rows, 1, 0);
    rowwise(rows, 3, 2);
  }
  const volunteers = tableOf('VOLUNTEERS', 'Volunteers');
  const hoursByMonth = tableOf('VOLUNTEERS', 'Volunteer hours by month');
  sums.push(
    { total: totals[1]!, parts: column(hoursByMonth, 0), how: 'programs held by month' },
    {
      total: summary(volunteers, 'Visits given'),
      parts: column(hoursByMonth, 2),
      how: 'visits by month',
    },
    {
      total: summary(volunteers, 'Volunteer hours'),
      parts: [...column(hoursByMonth, 1), ...column(hoursByMonth, 3)],
      how: 'hours by month',
    },
  );
  // Hours of fewer than 5 programs (or visits) would say how many, at a usual length.
  for (const row of hoursByMonth) {
    row.cells[1]!.unknown.small = row.cells[0]!.cell.text === SMALL;
    row.cells[3]!.unknown.small = row.cells[2]!.cell.text === SMALL;
  }
  summary(volunteers, 'Volunteer hours').small =
    totals[1]!.small || summary(volunteers, 'Visits given').small;
  const clearances = tableOf('VOLUNTEERS', 'Clearances by status (today)');
  const current = volunteers.find((row) => row.label.startsWith('Clearances current'))!;
  atMost.push({
    part: current.cells[0]!.unknown,
    whole: summary(clearances, 'Approved'),
  });

  // Clients.
  const clients = tableOf('CLIENTS', 'Clients');
  const served = summary(clients, 'Clients served');
  atMost.push({ part: summary(clients, 'New clients'), whole: served });
  for (const title of ['Clients served by location', 'Clients served by status']) {
    sums.push({ total: served, parts: column(tableOf('CLIENTS', title), 0), how: title });
  }
  sums.push({
    total: summary(clients, 'Released'),
    parts: column(tableOf('CLIENTS', 'Releases by month'), 0),
    how: 'releases by month',
  });

  // Resources.
  const resources = tableOf('RESOURCES', 'Resources');
  const items = summary(resources, 'Items distributed');
  const requests = summary(resources, 'Requests fulfilled');
  atMost.push({ part: requests, whole: items });
  for (const title of ['Distributed by type', 'Distributed by month']) {
    const rows = tableOf('RESOURCES', title);
    sums.push(
      { total: items, parts: column(rows, 0), how: title },
      { total: requests, parts: column(rows, 1), how: title },
    );
    rowwise(rows, 1, 0);
  }

  // Incidents: each row's statuses and its total.
  for (const row of tableOf('INCIDENTS', 'Incidents by type and status')) {
    const cells = row.cells.map((cell) => cell.unknown);
    sums.push({ total: cells.at(-1)!, parts: cells.slice(0, -1), how: 'a row less its statuses' });
  }

  // Outcomes: two tables of the same check-ins.
  const atEach = tableOf('REENTRY_OUTCOMES', 'Outcomes at each check-in');
  const byMonth = tableOf('REENTRY_OUTCOMES', 'Check-ins by month');
  for (let index = 0; index < 4; index += 1) {
    const total = hidden(`all check-ins, column ${index}`);
    sums.push(
      { total, parts: column(atEach, index), how: 'outcomes by check-in against by month' },
      { total, parts: column(byMonth, index), how: 'outcomes by month against by check-in' },
    );
  }
  for (const rows of [atEach, byMonth]) for (const index of [1, 2, 3]) rowwise(rows, index, 0);

  // Narrow every range until nothing moves.
  const hows = new Map<Unknown, string>();
  const narrow = (unknown: Unknown, low: number, high: number, how: string) => {
    const [oldLow, oldHigh] = unknown.range;
    const nextLow = Math.max(oldLow, Math.ceil(low - 1e-6));
    const nextHigh = Math.min(oldHigh, Math.floor(high + 1e-6));
    if (nextLow > oldLow || nextHigh < oldHigh) {
      unknown.range = [nextLow, nextHigh];
      hows.set(unknown, how);
      return true;
    }
    return false;
  };
  const isHours = (unknown: Unknown) => unknown.kind === 'HOURS';
  for (let round = 0, moved = true; moved && round < 500; round += 1) {
    moved = false;
    for (const { total, parts, how } of sums) {
      // Hours are not whole: only the exact sum of the others is used for them.
      if (parts.some(isHours) || isHours(total)) continue;
      const low = parts.reduce((sum, part) => sum + part.range[0], 0);
      moved = narrow(total, low, sumOfHighs(parts), how) || moved;
      for (const part of parts) {
        const others = parts.filter((other) => other !== part);
        const othersLow = others.reduce((sum, other) => sum + other.range[0], 0);
        moved =
          narrow(part, total.range[0] - sumOfHighs(others), total.range[1] - othersLow, how) ||
          moved;
      }
    }
    for (const { part, whole } of atMost) {
      moved = narrow(part, -Infinity, whole.range[1], 'at most its whole') || moved;
      moved = narrow(whole, part.range[0], Infinity, 'at least its part') || moved;
    }
  }
  for (const unknown of all) {
    const [low, high] = unknown.range;
    if (unknown.small && !isHours(unknown) && low === high) {
      findings.push({ where: unknown.where, how: hows.get(unknown) ?? 'shown', value: low });
    }
  }
  // A group of "fewer than 5" rows worked out together as 1 to 4: a small count of its own.
  for (const { total, parts, how } of sums) {
    if (isHours(total) || total.range[0] !== total.range[1]) continue;
    const open = parts.filter((part) => part.range[0] !== part.range[1]);
    const together = open.length > 1 && open.every((part) => part.small);
    const sum = parts.reduce((all, part) => all + (open.includes(part) ? 0 : part.range[0]), 0);
    const rest = total.range[0] - sum;
    if (together && rest >= 1 && rest <= 4) {
      findings.push({ where: open.map((part) => part.where).join(' + '), how, value: rest });
    }
  }
  // Hours: a month's hours withheld come back as the total less the months shown.
  for (const { total, parts } of sums) {
    if (!parts.some(isHours)) continue;
    const hiddenParts = [total, ...parts].filter((part) => part.range[1] === Infinity);
    if (hiddenParts.length === 1 && hiddenParts[0]!.small) {
      findings.push({
        where: hiddenParts[0]!.where,
        how: 'hours less the hours shown',
        value: null,
      });
    }
  }

  // The cancellation rate times the planned programs.
  const rate = programs.find((row) => row.label.startsWith('Cancellation rate'))!.cells[0]!.cell;
  const [planned, plannedHigh] = totals[0]!.range;
  if (/^\d+%$/.test(rate.text) && planned === plannedHigh) {
    const percent = Number(rate.text.slice(0, -1));
    const cancelled: number[] = [];
    for (let count = 0; count <= planned; count += 1) {
      if (Math.round((100 * count) / planned) === percent) cancelled.push(count);
    }
    const small = (values: number[]) => values.length > 0 && values.every((v) => v >= 1 && v <= 4);
    if (small(cancelled)) {
      findings.push({ where: 'programs cancelled', how: 'rate × planned', value: cancelled[0]! });
    }
    if (small(cancelled.map((count) => planned - count))) {
      findings.push({ where: 'programs not cancelled', how: 'rate × planned', value: null });
    }
  }

  // The consent line.
  const left = report.leftOutWithoutConsent;
  if (left !== null && left >= 1 && left <= 4) {
    findings.push({ where: 'leftOutWithoutConsent', how: 'the API gives it', value: left });
  }
  const line = /^(\d+) clients? without data-usage consent/.exec(report.leftOutNote ?? '');
  if (line && Number(line[1]) >= 1 && Number(line[1]) <= 4) {
    findings.push({ where: 'the consent line', how: 'printed', value: Number(line[1]) });
  }
  return findings;
}

const sumOfHighs = (unknowns: Unknown[]) =>
  unknowns.reduce((sum, unknown) => sum + unknown.range[1], 0);
