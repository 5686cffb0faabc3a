/**
 * The expected report's sections about people (report-people-sections.ts on the server): the
 * clients served and released, and their outcomes at each check-in.
 */
import { enumLabel } from '../../../src/shared/domain/common/labels';
import { CLIENT_STATUSES } from '../../../src/shared/domain/client/client.enums';
import { count, monthName, type Section } from './expected-cells';
import { EMPLOYED, type SectionInput } from './expected-counts';
import type { SeedCheckIn } from './world';

const CHECK_INS = [
  ['DAY_30', '30-day check-in'],
  ['DAY_90', '90-day check-in'],
  ['DAY_180', '180-day check-in'],
] as const;

export function clientsSection({ period, months, counts }: SectionInput): Section {
  const { from, to } = period;
  const { served, released } = counts;
  return {
    key: 'CLIENTS',
    tables: [
      {
        title: 'Clients',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Clients served', cells: [count(served.length)] },
          {
            label: 'New clients',
            cells: [
              count(
                served.filter((row) => from <= row.firstContactDate && row.firstContactDate <= to)
                  .length,
              ),
            ],
          },
          { label: 'Released', cells: [count(released.length)] },
        ],
      },
      {
        title: 'Clients served by location',
        columns: ['Location', 'Clients'],
        rows: [
          {
            label: 'In Custody',
            cells: [count(served.filter((row) => row.incarcerated).length)],
          },
          {
            label: 'In The Community',
            cells: [count(served.filter((row) => !row.incarcerated).length)],
          },
        ],
      },
      {
        title: 'Clients served by status',
        columns: ['Status', 'Clients'],
        rows: CLIENT_STATUSES.map((status) => ({
          label: enumLabel(status),
          cells: [count(served.filter((row) => row.status === status).length)],
        })),
      },
      {
        title: 'Releases by month',
        columns: ['Month', 'Released'],
        rows: months.map((month) => ({
          label: monthName(month),
          cells: [count(released.filter((row) => row.releaseDate!.startsWith(month)).length)],
        })),
      },
    ],
  };
}

export function outcomesSection({ world, months, counts }: SectionInput): Section {
  const { released, checkIns } = counts;
  const checkInCells = (rows: SeedCheckIn[]) => [
    count(rows.length),
    count(rows.filter((row) => row.housingStatus === 'STABLE').length),
    count(
      rows.filter((row) => row.employmentStatus !== null && EMPLOYED.includes(row.employmentStatus))
        .length,
    ),
    count(rows.filter((row) => row.returnedToCustody).length),
  ];
  const checkInColumns = ['Check-ins', 'Stable housing', 'Employed', 'Returned to custody'];
  return {
    key: 'REENTRY_OUTCOMES',
    tables: [
      {
        title: 'Identity papers at release',
        columns: ['Figure', 'Clients'],
        rows: [
          { label: 'Released in the period', cells: [count(released.length)] },
          {
            label: 'Released with an ID in hand',
            cells: [count(released.filter((row) => world.withIdInHand.includes(row.id)).length)],
          },
        ],
      },
      {
        title: 'Outcomes at each check-in',
        columns: ['Check-in', ...checkInColumns],
        rows: CHECK_INS.map(([point, label]) => ({
          label,
          cells: checkInCells(checkIns.filter((row) => row.checkpoint === point)),
        })),
      },
      {
        title: 'Check-ins by month',
        columns: ['Month', ...checkInColumns],
        rows: months.map((month) => ({
          label: monthName(month),
          cells: checkInCells(checkIns.filter((row) => row.heldOn.startsWith(month))),
        })),
      },
    ],
  };
}
