/**
 * Cell suppression (product.md §2.11, decision 085) as a property: over any figures a report
 * could be given, the reader of tests/support/report-figures/attack.ts works out no count from 1
 * to 4 (a total less its rows, ranges, "at most", a rate times its base), no suppressed cell
 * carries its value, no count shown is from 1 to 4, and a rate whose part or rest is 1 to 4 is
 * withheld. Then the cases an outside probe found, one by one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_STATUSES } from '../../../shared/domain/client/client.enums';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import { PROGRAM_TYPES } from '../../../shared/domain/program/program.enums';
import { CHECK_IN_POINTS } from '../../../shared/domain/reentry/reentry.enums';
import { reportLeftOutText } from '../../../shared/domain/report/figures';
import { CLEARANCE_STATUSES } from '../../../shared/domain/volunteer/volunteer.enums';
import { attack } from '../../../../tests/support/report-figures/attack';
import type { ProgrammeFigures } from './programme-figures';
import { layOut, type ReportSection } from './programme-report';

const FROM = '2026-01-01';
const ENDS = ['2026-01-31', '2026-02-28', '2026-04-30'];
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'];
const FACILITIES = ['f1', 'f2', 'f3'];

/** Counts around the limit most of all: 0, 1 to 4, 5 to 9, a few larger. */
const count = fc.oneof(
  { arbitrary: fc.constant(0), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 4 },
  { arbitrary: fc.integer({ min: 5, max: 9 }), weight: 3 },
  { arbitrary: fc.integer({ min: 10, max: 40 }), weight: 1 },
);
const positive = count.map((value) => Math.max(value, 1));
const keyed = <T>(record: fc.Arbitrary<T>, key: (row: T) => string, maxLength: number) =>
  fc.uniqueArray(record, { selector: key, maxLength });

function figuresFor(months: string[]): fc.Arbitrary<ProgrammeFigures> {
  const month = fc.constantFrom(...months);
  const program = fc
    .record({
      type: fc.constantFrom(...PROGRAM_TYPES.slice(0, 4)),
      month,
      facilityId: fc.constantFrom(...FACILITIES),
      planned: positive,
      held: count,
      cancelled: count,
      approved: count,
      denied: count,
      attendees: count,
      newAttendees: count,
      length: fc.constantFrom(1, 1.5, 2),
    })
    .map(({ length, ...row }) => {
      const held = Math.min(row.held, row.planned);
      const approved = Math.min(row.approved, row.planned);
      return {
        ...row,
        held,
        cancelled: Math.min(row.cancelled, row.planned - held),
        approved,
        denied: Math.min(row.denied, row.planned - approved),
        newAttendees: Math.min(row.newAttendees, row.attendees),
        hours: held * length,
      };
    });
  const checkIn = fc
    .record({
      checkpoint: fc.constantFrom(...CHECK_IN_POINTS),
      month,
      count: positive,
      housedStably: count,
      employed: count,
      returnedToCustody: count,
    })
    .map((row) => ({
      ...row,
      housedStably: Math.min(row.housedStably, row.count),
      employed: Math.min(row.employed, row.count),
      returnedToCustody: Math.min(row.returnedToCustody, row.count),
    }));
  return fc
    .record({
      programs: keyed(program, (row) => `${row.type} ${row.month} ${row.facilityId}`, 20),
      volunteers: fc.record({ active: count, leading: count }),
      visits: keyed(
        fc
          .record({
            month,
            facilityId: fc.constantFrom(...FACILITIES),
            visits: positive,
            length: fc.constantFrom(1, 2.5),
          })
          .map(({ length, ...row }) => ({ ...row, hours: row.visits * length })),
        (row) => `${row.month} ${row.facilityId}`,
        8,
      ),
      clearances: keyed(
        fc.record({ status: fc.constantFrom(...CLEARANCE_STATUSES), count: positive }),
        (row) => row.status,
        4,
      ),
      currentShare: fc.double({ min: 0, max: 1, noNaN: true }),
      clients: keyed(
        fc.record({
          incarcerated: fc.boolean(),
          status: fc.constantFrom(...CLIENT_STATUSES),
          isNew: fc.boolean(),
          count: positive,
        }),
        (row) => `${row.incarcerated} ${row.status} ${row.isNew}`,
        10,
      ),
      releases: keyed(
        fc
          .record({ month, count: positive })
          .chain((row) =>
            fc.integer({ min: 0, max: row.count }).map((withId) => ({ ...row, withId })),
          ),
        (row) => row.month,
        4,
      ),
      distributions: keyed(
        fc
          .record({
            type: fc.constantFrom('QURAN', 'PRAYER_MAT', 'HYGIENE_KIT'),
            month,
            quantity: positive,
            requests: positive,
          })
          .map((row) => ({ ...row, requests: Math.min(row.requests, row.quantity) })),
        (row) => `${row.type} ${row.month}`,
        8,
      ),
      resourcesToReorder: count,
      incidents: keyed(
        fc.record({
          type: fc.constantFrom(...INCIDENT_TYPES),
          status: fc.constantFrom(...INCIDENT_STATUSES),
          count: positive,
        }),
        (row) => `${row.type} ${row.status}`,
        12,
      ),
      checkIns: keyed(checkIn, (row) => `${row.checkpoint} ${row.month}`, 9),
      leftOutWithoutConsent: count,
    })
    .map(({ currentShare, ...figures }) => {
      const approved = figures.clearances.find((row) => row.status === 'APPROVED')?.count ?? 0;
      return { ...figures, clearancesCurrent: Math.floor(approved * currentShare) };
    });
}

const world = fc.constantFrom(...ENDS).chain((to) =>
  fc.record({
    to: fc.constant(to),
    facilityId: fc.constantFrom(null, 'f1'),
    figures: figuresFor(MONTHS.filter((month) => month <= to.slice(0, 7))),
  }),
);

const report = (figures: ProgrammeFigures, to = '2026-04-30', facilityId: string | null = null) => {
  const sections = layOut(figures, { from: FROM, to, facilityId }, (id) => `Facility ${id}`);
  return {
    sections,
    leftOutWithoutConsent: figures.leftOutWithoutConsent,
    leftOutNote: reportLeftOutText(figures.leftOutWithoutConsent),
  };
};
const cells = (sections: ReportSection[]) =>
  sections.flatMap((section) =>
    section.tables.flatMap((table) =>
      table.rows.flatMap((row) => row.cells.map((cell) => ({ table: table.title, row, cell }))),
    ),
  );
const cellOf = (sections: ReportSection[], table: string, label: string, column = 0) =>
  sections
    .flatMap((section) => section.tables)
    .find((item) => item.title === table)!
    .rows.find((row) => row.label === label)!.cells[column]!;

const NONE: ProgrammeFigures = {
  programs: [],
  volunteers: { active: 0, leading: 0 },
  visits: [],
  clearances: [],
  clearancesCurrent: 0,
  clients: [],
  releases: [],
  distributions: [],
  resourcesToReorder: 0,
  incidents: [],
  checkIns: [],
  leftOutWithoutConsent: 0,
};
const program = (row: Partial<ProgrammeFigures['programs'][number]>) => ({
  type: 'JUMAH_PRAYER',
  month: '2026-01',
  facilityId: 'f1',
  planned: 0,
  held: 0,
  cancelled: 0,
  approved: 0,
  denied: 0,
  attendees: 0,
  newAttendees: 0,
  hours: 0,
  ...row,
});

describe('a report whose counts cannot be un-suppressed', () => {
  it('lets no count from 1 to 4 be worked out, whatever its figures', () => {
    fc.assert(
      fc.property(world, ({ to, facilityId, figures }) => {
        const { sections, ...consent } = report(figures, to, facilityId);
        // What the API answers, the page shows and the file holds: the cells' text and value.
        const leftOutWithoutConsent =
          consent.leftOutWithoutConsent >= 1 && consent.leftOutWithoutConsent <= 4
            ? null
            : consent.leftOutWithoutConsent;
        expect(
          attack({ sections, leftOutWithoutConsent, leftOutNote: consent.leftOutNote }),
        ).toEqual([]);
        for (const { cell } of cells(sections)) {
          if (cell.suppressed !== null) expect(cell.value).toBeNull();
          if (cell.kind === 'COUNT' && cell.suppressed === null) {
            expect(cell.value! === 0 || cell.value! >= 5).toBe(true);
          }
        }
        // The approval rate's parts are not printed: withheld when either is 1 to 4.
        const approved = figures.programs.reduce((sum, row) => sum + row.approved, 0);
        const denied = figures.programs.reduce((sum, row) => sum + row.denied, 0);
        const approval = cellOf(sections, 'Programs', 'Approval rate (approved of those decided)');
        const small = (value: number) => value >= 1 && value <= 4;
        expect(approval.suppressed === 'WITHHELD').toBe(small(approved) || small(denied));
      }),
      { numRuns: 300 },
    );
  });

  it('withholds the other row of a two-row table whose total is shown (8 served, 2 in custody)', () => {
    const { sections } = report({
      ...NONE,
      clients: [
        { incarcerated: false, status: 'ACTIVE', isNew: true, count: 6 },
        { incarcerated: true, status: 'ACTIVE', isNew: true, count: 2 },
      ],
    });
    expect(cellOf(sections, 'Clients', 'Clients served').text).toBe('8');
    expect(cellOf(sections, 'Clients served by location', 'In Custody')).toEqual({
      value: null,
      kind: 'COUNT',
      text: 'fewer than 5',
      suppressed: 'SMALL',
    });
    expect(cellOf(sections, 'Clients served by location', 'In The Community')).toEqual({
      value: null,
      kind: 'COUNT',
      text: 'withheld',
      suppressed: 'WITHHELD',
    });
    // By status all 8 are active: nothing there is small, nothing withheld.
    expect(cellOf(sections, 'Clients served by status', 'Active').text).toBe('8');
  });

  it('withholds a cancellation rate of 1 to 4 programs, and of all but 1 to 4', () => {
    const rateOf = (planned: number, cancelled: number) =>
      cellOf(
        report({ ...NONE, programs: [program({ planned, cancelled })] }).sections,
        'Programs',
        'Cancellation rate (cancelled of those planned)',
      ).text;
    expect(rateOf(20, 2)).toBe('withheld');
    expect(rateOf(20, 17)).toBe('withheld');
    expect(rateOf(20, 5)).toBe('25%');
    expect(rateOf(20, 0)).toBe('0%');
    expect(rateOf(20, 20)).toBe('100%');
    expect(rateOf(0, 0)).toBe('—');
  });

  it('withholds a third row where two "fewer than 5" rows of a total would add up to 1 to 4', () => {
    // 12 planned, 9 of them Quran classes: the other two types would be 3 between them.
    const { sections } = report({
      ...NONE,
      programs: [
        program({ type: 'JUMAH_PRAYER', planned: 1 }),
        program({ type: 'ISLAMIC_STUDY', planned: 2 }),
        program({ type: 'QURAN_CLASS', planned: 9 }),
      ],
    });
    expect(cellOf(sections, 'Programs by type', 'Jumah Prayer').text).toBe('fewer than 5');
    expect(cellOf(sections, 'Programs by type', 'Islamic Study').text).toBe('fewer than 5');
    expect(cellOf(sections, 'Programs by type', 'Quran Class').text).toBe('withheld');
    expect(cellOf(sections, 'Programs', 'Planned').text).toBe('12');
  });

  it('says "fewer than 5" of 1 to 4 clients left out for want of consent, and the number from 5', () => {
    expect(reportLeftOutText(0)).toBeNull();
    for (const count of [1, 2, 3, 4]) {
      expect(reportLeftOutText(count)).toBe(
        'Fewer than 5 clients without data-usage consent are left out of these figures.',
      );
    }
    expect(reportLeftOutText(5)).toBe(
      '5 clients without data-usage consent are left out of these figures.',
    );
  });
});
