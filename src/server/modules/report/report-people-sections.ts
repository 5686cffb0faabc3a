/**
 * The report's sections about the people served (product.md §2.11): clients served and released,
 * and how they were doing after release (papers at release, check-ins), on the same sheet as the
 * others (programme-report.ts).
 */
import { CLIENT_STATUSES } from '../../../shared/domain/client/client.enums';
import { enumLabel } from '../../../shared/domain/common/labels';
import { checkInLabel } from '../../../shared/domain/reentry/check-ins';
import { CHECK_IN_POINTS } from '../../../shared/domain/reentry/reentry.enums';
import { monthLabel } from '../../../shared/domain/report/figures';
import type { ProgrammeFigures } from './programme-figures';
import { COMMUNITY_NOTE, grouped, partOf, sum, type DraftSection } from './report-drafts';
import type { Figure, FigureSheet } from './report-suppression';

export function clientsSection(
  sheet: FigureSheet,
  figures: ProgrammeFigures,
  months: string[],
  facilityChosen: boolean,
): { section: DraftSection; released: Figure } {
  const { clients, releases } = figures;
  const served = sheet.count(sum(clients, (row) => row.count));
  const newClients = sheet.count(sum(clients, (row) => (row.isNew ? row.count : 0)));
  const released = sheet.count(sum(releases, (row) => row.count));
  sheet.partOf(newClients, served);
  const section: DraftSection = {
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
          { label: 'Clients served', cells: [served] },
          { label: 'New clients', cells: [newClients] },
          { label: 'Released', cells: [released] },
        ],
      },
      {
        title: 'Clients served by location',
        columns: ['Location', 'Clients'],
        rows: grouped(
          sheet,
          clients,
          (row) => (row.incarcerated ? 'IN_CUSTODY' : 'IN_THE_COMMUNITY'),
          ['IN_CUSTODY', 'IN_THE_COMMUNITY'],
          enumLabel,
          [{ pick: (row) => row.count, total: served }],
        ),
      },
      {
        title: 'Clients served by status',
        columns: ['Status', 'Clients'],
        rows: grouped(sheet, clients, (row) => row.status, CLIENT_STATUSES, enumLabel, [
          { pick: (row) => row.count, total: served },
        ]),
      },
      {
        title: 'Releases by month',
        columns: ['Month', 'Released'],
        rows: grouped(sheet, releases, (row) => row.month, months, monthLabel, [
          { pick: (row) => row.count, total: released },
        ]),
      },
    ],
  };
  return { section, released };
}

export function outcomesSection(
  sheet: FigureSheet,
  figures: ProgrammeFigures,
  months: string[],
  facilityChosen: boolean,
  released: Figure,
): DraftSection {
  const { checkIns } = figures;
  // Of the clients released in the period, those with a State ID or driver's licence in hand.
  const withId = sheet.count(sum(figures.releases, (row) => row.withId));
  sheet.partOf(withId, released);
  type CheckIn = (typeof checkIns)[number];
  const picks = [
    (row: CheckIn) => row.count,
    (row: CheckIn) => row.housedStably,
    (row: CheckIn) => row.employed,
    (row: CheckIn) => row.returnedToCustody,
  ];
  const headings = ['Check-ins', 'Stable housing', 'Employed', 'Returned to custody'];
  const columns = picks.map((pick) => ({ pick }));
  const atEach = grouped(
    sheet,
    checkIns,
    (row) => row.checkpoint,
    CHECK_IN_POINTS,
    (point) => checkInLabel(point as (typeof CHECK_IN_POINTS)[number]),
    columns,
  );
  const byMonth = grouped(sheet, checkIns, (row) => row.month, months, monthLabel, columns);
  // Both tables count the same check-ins: each column of one sums to the other's, printed or not.
  picks.forEach((_pick, index) => {
    const total = sheet.implied(atEach.map((row) => row.cells[index]!));
    sheet.sum(
      total,
      byMonth.map((row) => row.cells[index]!),
    );
  });
  for (const rows of [atEach, byMonth])
    for (const index of [1, 2, 3]) partOf(sheet, rows, index, 0);
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
        title: 'Identity papers at release',
        columns: ['Figure', 'Clients'],
        rows: [
          { label: 'Released in the period', cells: [released] },
          { label: 'Released with an ID in hand', cells: [withId] },
        ],
      },
      { title: 'Outcomes at each check-in', columns: ['Check-in', ...headings], rows: atEach },
      { title: 'Check-ins by month', columns: ['Month', ...headings], rows: byMonth },
    ],
  };
}
