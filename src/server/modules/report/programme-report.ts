/**
 * The Reports page's sections (product.md §2.11, decision 071): the programme's figures laid out
 * as tables of counts, hours and rates, each cell written by the shared figureText so the page,
 * its print and its CSV files say the same, with fewer than five shown as such.
 */
import { enumLabel } from '../../../shared/domain/common/labels';
import { PROGRAM_TYPES } from '../../../shared/domain/program/program.enums';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import { CLIENT_STATUSES } from '../../../shared/domain/client/client.enums';
import { CHECK_IN_POINTS } from '../../../shared/domain/reentry/reentry.enums';
import { checkInLabel } from '../../../shared/domain/reentry/check-ins';
import { CLEARANCE_STATUSES } from '../../../shared/domain/volunteer/volunteer.enums';
import {
  figureText,
  monthLabel,
  monthsBetween,
  type FigureKind,
} from '../../../shared/domain/report/figures';
import type { DbExecutor } from '../../db/client';
import { RecordNames } from '../../export/record-names';
import { programmeFigures, type ProgrammeFigures, type ReportRange } from './programme-figures';

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
  value: number | null;
  kind: FigureKind;
  text: string;
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
  leftOutWithoutConsent: number;
  sections: ReportSection[];
}

const cell = (value: number | null, kind: FigureKind = 'COUNT'): ReportCell => ({
  value,
  kind,
  text: figureText(value, kind),
});
const rate = (part: number, whole: number) =>
  cell(whole === 0 ? null : (100 * part) / whole, 'PERCENT');
const sum = <Row>(rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** Rows `keys` of a table, each the sum of `columns` over the figures grouped under the key. */
function grouped<Row>(
  rows: Row[],
  keyOf: (row: Row) => string,
  keys: readonly string[],
  labelOf: (key: string) => string,
  columns: { pick: (row: Row) => number; kind?: FigureKind }[],
): ReportRow[] {
  return keys.map((key) => {
    const mine = rows.filter((row) => keyOf(row) === key);
    return {
      label: labelOf(key),
      cells: columns.map(({ pick, kind }) => cell(sum(mine, pick), kind)),
    };
  });
}

const COMMUNITY_NOTE =
  'Clients in the community belong to no facility: releases and check-ins are the whole programme’s.';

function programsSection(figures: ProgrammeFigures, months: string[], names: RecordNames) {
  const programs = figures.programs;
  const planned = sum(programs, (row) => row.planned);
  const facilities = [...new Set(programs.map((row) => row.facilityId))].sort((a, b) =>
    names.nameOf('facility', a).localeCompare(names.nameOf('facility', b)),
  );
  const counts = [
    { pick: (row: (typeof programs)[number]) => row.planned },
    { pick: (row: (typeof programs)[number]) => row.held },
    { pick: (row: (typeof programs)[number]) => row.attendees },
    { pick: (row: (typeof programs)[number]) => row.newAttendees },
  ];
  const countColumns = ['Planned', 'Held', 'Attendees', 'New attendees'];
  return {
    key: 'PROGRAMS',
    title: 'Programs',
    note: 'Held: not cancelled or postponed, on a day that has come. Attendance counts programs held.',
    tables: [
      {
        title: 'Programs',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Planned', cells: [cell(planned)] },
          { label: 'Held', cells: [cell(sum(programs, (row) => row.held))] },
          { label: 'Attendees', cells: [cell(sum(programs, (row) => row.attendees))] },
          { label: 'New attendees', cells: [cell(sum(programs, (row) => row.newAttendees))] },
          {
            label: 'Approval rate (approved of those decided)',
            cells: [
              rate(
                sum(programs, (row) => row.approved),
                sum(programs, (row) => row.approved + row.denied),
              ),
            ],
          },
          {
            label: 'Cancellation rate (cancelled of those planned)',
            cells: [
              rate(
                sum(programs, (row) => row.cancelled),
                planned,
              ),
            ],
          },
        ],
      },
      {
        title: 'Programs by type',
        columns: ['Type', ...countColumns],
        rows: grouped(programs, (row) => row.type, PROGRAM_TYPES, enumLabel, counts),
      },
      {
        title: 'Programs by facility',
        columns: ['Facility', ...countColumns],
        rows: grouped(
          programs,
          (row) => row.facilityId,
          facilities,
          (id) => names.nameOf('facility', id),
          counts,
        ),
      },
      {
        title: 'Programs by month',
        columns: ['Month', ...countColumns],
        rows: grouped(programs, (row) => row.month, months, monthLabel, counts),
      },
    ],
  } satisfies ReportSection;
}

function volunteersSection(figures: ProgrammeFigures, months: string[], to: string) {
  const { programs, volunteers, clearances } = figures;
  return {
    key: 'VOLUNTEERS',
    title: 'Volunteers',
    note: 'Hours: the length of the programs volunteers led that were held.',
    tables: [
      {
        title: 'Volunteers',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Active volunteers (today)', cells: [cell(volunteers.active)] },
          { label: 'Volunteers who led a program held', cells: [cell(volunteers.leading)] },
          {
            label: 'Volunteer hours',
            cells: [
              cell(
                sum(programs, (row) => row.hours),
                'HOURS',
              ),
            ],
          },
          { label: `Clearances current on ${to}`, cells: [cell(figures.clearancesCurrent)] },
        ],
      },
      {
        title: 'Volunteer hours by month',
        columns: ['Month', 'Programs held', 'Hours'],
        rows: grouped(programs, (row) => row.month, months, monthLabel, [
          { pick: (row) => row.held },
          { pick: (row) => row.hours, kind: 'HOURS' },
        ]),
      },
      {
        title: 'Clearances by status (today)',
        columns: ['Status', 'Clearances'],
        rows: grouped(clearances, (row) => row.status, CLEARANCE_STATUSES, enumLabel, [
          { pick: (row) => row.count },
        ]),
      },
    ],
  } satisfies ReportSection;
}

function clientsSection(figures: ProgrammeFigures, months: string[], facilityChosen: boolean) {
  const { clients, releases } = figures;
  return {
    key: 'CLIENTS',
    title: 'Clients',
    note: [
      'Served: a first contact or a logged contact in the period. New: first contact in the period.',
      facilityChosen ? COMMUNITY_NOTE : '',
    ]
      .join(' ')
      .trim(),
    tables: [
      {
        title: 'Clients',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Clients served', cells: [cell(sum(clients, (row) => row.count))] },
          {
            label: 'New clients',
            cells: [cell(sum(clients, (row) => (row.isNew ? row.count : 0)))],
          },
          { label: 'Released', cells: [cell(sum(releases, (row) => row.count))] },
        ],
      },
      {
        title: 'Clients served by location',
        columns: ['Location', 'Clients'],
        rows: grouped(
          clients,
          (row) => (row.incarcerated ? 'IN_CUSTODY' : 'IN_THE_COMMUNITY'),
          ['IN_CUSTODY', 'IN_THE_COMMUNITY'],
          enumLabel,
          [{ pick: (row) => row.count }],
        ),
      },
      {
        title: 'Clients served by status',
        columns: ['Status', 'Clients'],
        rows: grouped(clients, (row) => row.status, CLIENT_STATUSES, enumLabel, [
          { pick: (row) => row.count },
        ]),
      },
      {
        title: 'Releases by month',
        columns: ['Month', 'Released'],
        rows: grouped(releases, (row) => row.month, months, monthLabel, [
          { pick: (row) => row.count },
        ]),
      },
    ],
  } satisfies ReportSection;
}

function resourcesSection(figures: ProgrammeFigures, months: string[]) {
  const { distributions } = figures;
  const types = [...new Set(distributions.map((row) => row.type))].sort();
  const columns = [
    { pick: (row: (typeof distributions)[number]) => row.quantity },
    { pick: (row: (typeof distributions)[number]) => row.requests },
  ];
  return {
    key: 'RESOURCES',
    title: 'Resources',
    note: 'Distributed: requests fulfilled in the period, by the day they were fulfilled.',
    tables: [
      {
        title: 'Resources',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Items distributed', cells: [cell(sum(distributions, (row) => row.quantity))] },
          { label: 'Requests fulfilled', cells: [cell(sum(distributions, (row) => row.requests))] },
          { label: 'Materials to reorder (today)', cells: [cell(figures.resourcesToReorder)] },
        ],
      },
      {
        title: 'Distributed by type',
        columns: ['Type', 'Items', 'Requests'],
        rows: grouped(distributions, (row) => row.type, types, enumLabel, columns),
      },
      {
        title: 'Distributed by month',
        columns: ['Month', 'Items', 'Requests'],
        rows: grouped(distributions, (row) => row.month, months, monthLabel, columns),
      },
    ],
  } satisfies ReportSection;
}

function incidentsSection(figures: ProgrammeFigures) {
  const { incidents } = figures;
  return {
    key: 'INCIDENTS',
    title: 'Incidents',
    note: 'Reported in the period, by their status today.',
    tables: [
      {
        title: 'Incidents by type and status',
        columns: ['Type', ...INCIDENT_STATUSES.map(enumLabel), 'Total'],
        rows: grouped(incidents, (row) => row.type, INCIDENT_TYPES, enumLabel, [
          ...INCIDENT_STATUSES.map((status) => ({
            pick: (row: (typeof incidents)[number]) => (row.status === status ? row.count : 0),
          })),
          { pick: (row) => row.count },
        ]),
      },
    ],
  } satisfies ReportSection;
}

function outcomesSection(figures: ProgrammeFigures, months: string[], facilityChosen: boolean) {
  const { checkIns } = figures;
  const columns = [
    { pick: (row: (typeof checkIns)[number]) => row.count },
    { pick: (row: (typeof checkIns)[number]) => row.housedStably },
    { pick: (row: (typeof checkIns)[number]) => row.employed },
    { pick: (row: (typeof checkIns)[number]) => row.returnedToCustody },
  ];
  const headings = ['Check-ins', 'Stable housing', 'Employed', 'Returned to custody'];
  return {
    key: 'REENTRY_OUTCOMES',
    title: 'Reentry outcomes',
    note: [
      'How people were doing at the check-ins held in the period, 30, 90 and 180 days after release.',
      facilityChosen ? COMMUNITY_NOTE : '',
    ]
      .join(' ')
      .trim(),
    tables: [
      {
        title: 'Outcomes at each check-in',
        columns: ['Check-in', ...headings],
        rows: grouped(
          checkIns,
          (row) => row.checkpoint,
          CHECK_IN_POINTS,
          (point) => checkInLabel(point as (typeof CHECK_IN_POINTS)[number]),
          columns,
        ),
      },
      {
        title: 'Check-ins by month',
        columns: ['Month', ...headings],
        rows: grouped(checkIns, (row) => row.month, months, monthLabel, columns),
      },
    ],
  } satisfies ReportSection;
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
  const months = monthsBetween(range.from, range.to);
  const facilityChosen = range.facilityId !== null;
  return {
    from: range.from,
    to: range.to,
    facilityId: range.facilityId,
    facilityName: range.facilityId ? names.nameOf('facility', range.facilityId) : null,
    leftOutWithoutConsent: figures.leftOutWithoutConsent,
    sections: [
      programsSection(figures, months, names),
      volunteersSection(figures, months, range.to),
      clientsSection(figures, months, facilityChosen),
      resourcesSection(figures, months),
      incidentsSection(figures),
      outcomesSection(figures, months, facilityChosen),
    ],
  };
}
