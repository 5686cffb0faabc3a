/**
 * The Reports page's sections (product.md §2.11, decisions 071 and 085): the programme's figures
 * laid out as tables of counts, hours and rates on a sheet that knows which figures sum to which,
 * so that cell suppression (report-suppression.ts) can write a count of 1 to 4 as "fewer than 5"
 * and withhold whatever would let one be worked out. Each cell is written here once, so the page,
 * its print and its CSV files say the same.
 */
import { enumLabel } from '../../../shared/domain/common/labels';
import { PROGRAM_TYPES } from '../../../shared/domain/program/program.enums';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import { CLEARANCE_STATUSES } from '../../../shared/domain/volunteer/volunteer.enums';
import {
  figureText,
  monthLabel,
  monthsBetween,
  reportLeftOutText,
  SMALL_NUMBER_TEXT,
  WITHHELD_TEXT,
  type FigureKind,
} from '../../../shared/domain/report/figures';
import type { DbExecutor } from '../../db/client';
import { RecordNames } from '../../export/record-names';
import { programmeFigures, type ProgrammeFigures, type ReportRange } from './programme-figures';
import {
  FigureSheet,
  isSmall,
  suppress,
  type Figure,
  type Suppression,
} from './report-suppression';
import { grouped, partOf, sum, type DraftSection } from './report-drafts';
import { clientsSection, outcomesSection } from './report-people-sections';

export const REPORT_SECTIONS = [
  'PROGRAMS',
  'VOLUNTEERS',
  'CLIENTS',
  'RESOURCES',
  'INCIDENTS',
  'REENTRY_OUTCOMES',
] as const;
export type ReportSectionKey = (typeof REPORT_SECTIONS)[number];

export interface ReportCell {
  /** null: a rate of nothing, or a figure suppressed. */
  value: number | null;
  kind: FigureKind;
  text: string;
  /** SMALL: a count of 1 to 4 ("fewer than 5"); WITHHELD: hidden so no such count can be worked out. */
  suppressed: Suppression | null;
}
export interface ReportRow {
  label: string;
  cells: ReportCell[];
}
export interface ReportTable {
  title: string;
  /** The first column names the rows; then one heading per cell. */
  columns: string[];
  rows: ReportRow[];
}
export interface ReportSection {
  key: ReportSectionKey;
  title: string;
  /** What the reader must know to read the figures right; null: nothing. */
  note: string | null;
  tables: ReportTable[];
}
export interface ProgrammeReport {
  from: string;
  to: string;
  facilityId: string | null;
  facilityName: string | null;
  /** null when 1 to 4: the report says "fewer than 5", as of any count. */
  leftOutWithoutConsent: number | null;
  /** The line the page, its print and its files give; null when no client is left out. */
  leftOutNote: string | null;
  sections: ReportSection[];
}

/** A section as laid out on the sheet, before suppression writes its cells. */
/** A cell as the report writes it, once suppression is done. */
function written(figure: Figure): ReportCell {
  const { kind, suppressed } = figure;
  if (suppressed === null) {
    return { value: figure.value, kind, text: figureText(figure.value, kind), suppressed };
  }
  return {
    value: null,
    kind,
    text: suppressed === 'SMALL' ? SMALL_NUMBER_TEXT : WITHHELD_TEXT,
    suppressed,
  };
}

function programsSection(
  sheet: FigureSheet,
  figures: ProgrammeFigures,
  months: string[],
  facilityName: (id: string) => string,
) {
  const programs = figures.programs;
  const facilities = [...new Set(programs.map((row) => row.facilityId))].sort((a, b) =>
    facilityName(a).localeCompare(facilityName(b)),
  );
  const planned = sheet.count(sum(programs, (row) => row.planned));
  const held = sheet.count(sum(programs, (row) => row.held));
  const attendees = sheet.count(sum(programs, (row) => row.attendees));
  const newAttendees = sheet.count(sum(programs, (row) => row.newAttendees));
  sheet.partOf(held, planned);
  sheet.partOf(newAttendees, attendees);
  type Group = (typeof programs)[number];
  const counts = [
    { pick: (row: Group) => row.planned, total: planned },
    { pick: (row: Group) => row.held, total: held },
    { pick: (row: Group) => row.attendees, total: attendees },
    { pick: (row: Group) => row.newAttendees, total: newAttendees },
  ];
  const breakdown = (
    keyOf: (row: Group) => string,
    keys: readonly string[],
    label: (key: string) => string,
  ) => {
    const rows = grouped(sheet, programs, keyOf, keys, label, counts);
    partOf(sheet, rows, 1, 0);
    partOf(sheet, rows, 3, 2);
    return rows;
  };
  const byMonth = breakdown((row) => row.month, months, monthLabel);
  const countColumns = ['Planned', 'Held', 'Attendees', 'New attendees'];
  const approved = sum(programs, (row) => row.approved);
  const section: DraftSection = {
    key: 'PROGRAMS',
    title: 'Programs',
    note: 'Held: not cancelled or postponed, on a day that has come. Attendance counts programs held.',
    tables: [
      {
        title: 'Programs',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Planned', cells: [planned] },
          { label: 'Held', cells: [held] },
          { label: 'Attendees', cells: [attendees] },
          { label: 'New attendees', cells: [newAttendees] },
          {
            label: 'Approval rate (approved of those decided)',
            cells: [sheet.rate(approved, approved + sum(programs, (row) => row.denied))],
          },
          {
            label: 'Cancellation rate (cancelled of those planned)',
            cells: [
              sheet.rate(
                sum(programs, (row) => row.cancelled),
                planned.value!,
                planned,
              ),
            ],
          },
        ],
      },
      {
        title: 'Programs by type',
        columns: ['Type', ...countColumns],
        rows: breakdown((row) => row.type, PROGRAM_TYPES, enumLabel),
      },
      {
        title: 'Programs by facility',
        columns: ['Facility', ...countColumns],
        rows: breakdown((row) => row.facilityId, facilities, facilityName),
      },
      { title: 'Programs by month', columns: ['Month', ...countColumns], rows: byMonth },
    ],
  };
  return { section, held, heldByMonth: byMonth.map((row) => row.cells[1]!) };
}

function volunteersSection(
  sheet: FigureSheet,
  figures: ProgrammeFigures,
  months: string[],
  to: string,
  held: { total: Figure; byMonth: Figure[] },
): DraftSection {
  const { programs, volunteers, clearances, visits } = figures;
  // The programs held each month are the Programs section's own figures, suppressed alike.
  const programHours = months.map((month, index) =>
    sheet.hours(
      sum(
        programs.filter((row) => row.month === month),
        (row) => row.hours,
      ),
      held.byMonth[index]!,
    ),
  );
  const visitsOf = (month: string) => visits.filter((row) => row.month === month);
  const visitsGiven = months.map((month) => sheet.count(sum(visitsOf(month), (row) => row.visits)));
  const visitHours = months.map((month, index) =>
    sheet.hours(
      sum(visitsOf(month), (row) => row.hours),
      visitsGiven[index]!,
    ),
  );
  const totalVisits = sheet.count(sum(visits, (row) => row.visits));
  sheet.sum(totalVisits, visitsGiven);
  // Protected when either count is 1 to 4: the hours would say how many, at a usual length.
  const totalHours = sheet.hours(
    sum(programs, (row) => row.hours) + sum(visits, (row) => row.hours),
    held.total.suppressed === 'SMALL' ? held.total : totalVisits,
  );
  sheet.sum(totalHours, [...programHours, ...visitHours]);
  const current = sheet.count(figures.clearancesCurrent);
  const byStatus = grouped(sheet, clearances, (row) => row.status, CLEARANCE_STATUSES, enumLabel, [
    { pick: (row) => row.count },
  ]);
  sheet.partOf(current, byStatus[CLEARANCE_STATUSES.indexOf('APPROVED')]!.cells[0]!);
  return {
    key: 'VOLUNTEERS',
    title: 'Volunteers',
    note: 'Hours: the length of the programs volunteers led that were held, and of the approved visits that took place.',
    tables: [
      {
        title: 'Volunteers',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Active volunteers (today)', cells: [sheet.count(volunteers.active)] },
          { label: 'Volunteers who led a program held', cells: [sheet.count(volunteers.leading)] },
          { label: 'Visits given', cells: [totalVisits] },
          { label: 'Volunteer hours', cells: [totalHours] },
          { label: `Clearances current on ${to}`, cells: [current] },
        ],
      },
      {
        title: 'Volunteer hours by month',
        columns: ['Month', 'Programs held', 'Program hours', 'Visits given', 'Visit hours'],
        rows: months.map((month, index) => ({
          label: monthLabel(month),
          cells: [
            held.byMonth[index]!,
            programHours[index]!,
            visitsGiven[index]!,
            visitHours[index]!,
          ],
        })),
      },
      {
        title: 'Clearances by status (today)',
        columns: ['Status', 'Clearances'],
        rows: byStatus,
      },
    ],
  };
}

function resourcesSection(
  sheet: FigureSheet,
  figures: ProgrammeFigures,
  months: string[],
): DraftSection {
  const { distributions } = figures;
  const types = [...new Set(distributions.map((row) => row.type))].sort();
  const items = sheet.count(sum(distributions, (row) => row.quantity));
  const requests = sheet.count(sum(distributions, (row) => row.requests));
  // Every request fulfilled gives at least one item.
  sheet.partOf(requests, items);
  const columns = [
    { pick: (row: (typeof distributions)[number]) => row.quantity, total: items },
    { pick: (row: (typeof distributions)[number]) => row.requests, total: requests },
  ];
  const breakdown = (
    keyOf: (row: (typeof distributions)[number]) => string,
    keys: readonly string[],
    label: (key: string) => string,
  ) => {
    const rows = grouped(sheet, distributions, keyOf, keys, label, columns);
    partOf(sheet, rows, 1, 0);
    return rows;
  };
  return {
    key: 'RESOURCES',
    title: 'Resources',
    note: 'Distributed: requests fulfilled in the period, by the day they were fulfilled.',
    tables: [
      {
        title: 'Resources',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Items distributed', cells: [items] },
          { label: 'Requests fulfilled', cells: [requests] },
          {
            label: 'Materials to reorder (today)',
            cells: [sheet.count(figures.resourcesToReorder)],
          },
        ],
      },
      {
        title: 'Distributed by type',
        columns: ['Type', 'Items', 'Requests'],
        rows: breakdown((row) => row.type, types, enumLabel),
      },
      {
        title: 'Distributed by month',
        columns: ['Month', 'Items', 'Requests'],
        rows: breakdown((row) => row.month, months, monthLabel),
      },
    ],
  };
}

function incidentsSection(sheet: FigureSheet, figures: ProgrammeFigures): DraftSection {
  const { incidents } = figures;
  const rows = grouped(sheet, incidents, (row) => row.type, INCIDENT_TYPES, enumLabel, [
    ...INCIDENT_STATUSES.map((status) => ({
      pick: (row: (typeof incidents)[number]) => (row.status === status ? row.count : 0),
    })),
    { pick: (row) => row.count },
  ]);
  // Each row's statuses sum to its total; each column sums to a total the report does not print.
  for (const row of rows) sheet.sum(row.cells.at(-1)!, row.cells.slice(0, -1));
  return {
    key: 'INCIDENTS',
    title: 'Incidents',
    note: 'Reported in the period, by their status today.',
    tables: [
      {
        title: 'Incidents by type and status',
        columns: ['Type', ...INCIDENT_STATUSES.map(enumLabel), 'Total'],
        rows,
      },
    ],
  };
}

/** The sections of a report over `figures`, every cell written by the suppression rule. */
export function layOut(
  figures: ProgrammeFigures,
  range: Pick<ReportRange, 'from' | 'to' | 'facilityId'>,
  facilityName: (id: string) => string,
): ReportSection[] {
  const months = monthsBetween(range.from, range.to);
  const facilityChosen = range.facilityId !== null;
  const sheet = new FigureSheet();
  const programs = programsSection(sheet, figures, months, facilityName);
  const clients = clientsSection(sheet, figures, months, facilityChosen);
  const drafts = [
    programs.section,
    volunteersSection(sheet, figures, months, range.to, {
      total: programs.held,
      byMonth: programs.heldByMonth,
    }),
    clients.section,
    resourcesSection(sheet, figures, months),
    incidentsSection(sheet, figures),
    outcomesSection(sheet, figures, months, facilityChosen, clients.released),
  ];
  suppress(sheet);
  return drafts.map((draft) => ({
    ...draft,
    tables: draft.tables.map((table) => ({
      ...table,
      rows: table.rows.map((row) => ({ label: row.label, cells: row.cells.map(written) })),
    })),
  }));
}

/** The report over `range`: every section, in the page's order. */
export async function programmeReport(
  db: DbExecutor,
  range: ReportRange,
): Promise<ProgrammeReport> {
  const figures = await programmeFigures(db, range);
  const names = new RecordNames(db);
  const facilityIds = figures.programs.map((row) => row.facilityId);
  await names.load('facility', range.facilityId ? [...facilityIds, range.facilityId] : facilityIds);
  const leftOut = figures.leftOutWithoutConsent;
  return {
    from: range.from,
    to: range.to,
    facilityId: range.facilityId,
    facilityName: range.facilityId ? names.nameOf('facility', range.facilityId) : null,
    leftOutWithoutConsent: isSmall(leftOut) ? null : leftOut,
    leftOutNote: reportLeftOutText(leftOut),
    sections: layOut(figures, range, (id) => names.nameOf('facility', id)),
  };
}
