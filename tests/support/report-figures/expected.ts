/**
 * The report's figures counted in plain TypeScript from the seeded programme (world.ts), for
 * report-figures.test.ts to compare every cell with (product.md §2.11, decision 071): the exact
 * counts, each written as it would be were it shown; which are withheld is decision 085's. The
 * sections about people are in expected-people-sections.ts.
 */
import { enumLabel } from '../../../src/shared/domain/common/labels';
import {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../src/shared/domain/incident/incident.enums';
import { PROGRAM_TYPES } from '../../../src/shared/domain/program/program.enums';
import { CLEARANCE_STATUSES } from '../../../src/shared/domain/volunteer/volunteer.enums';
import {
  count,
  hours,
  monthName,
  monthsOf,
  percent,
  totalOf,
  type Report,
  type Section,
} from './expected-cells';
import { counted, minutesOf, type SectionInput } from './expected-counts';
import { clientsSection, outcomesSection } from './expected-people-sections';
import type { Period, SeedProgram, World } from './world';

const MATERIALS = ['QURAN', 'PRAYER_MAT', 'BOOK'];

export function expectedReport(world: World, period: Period): Report {
  const input: SectionInput = {
    world,
    period,
    months: monthsOf(period.from, period.to),
    counts: counted(world, period),
  };
  return {
    leftOutWithoutConsent: input.counts.leftOut,
    sections: [
      programsSection(input),
      volunteersSection(input),
      clientsSection(input),
      resourcesSection(input),
      incidentsSection(input),
      outcomesSection(input),
    ],
  };
}

function programsSection({ world, months, counts }: SectionInput): Section {
  const { programs, held } = counts;
  const programCounts = (rows: SeedProgram[]) => [
    count(rows.length),
    count(rows.filter(held).length),
    count(totalOf(rows.filter(held), (row) => row.attendees)),
    count(totalOf(rows.filter(held), (row) => row.newAttendees)),
  ];
  const programColumns = ['Planned', 'Held', 'Attendees', 'New attendees'];
  const facilitiesWithPrograms = world.facilities
    .filter((row) => programs.some((item) => item.facilityId === row.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const approved = programs.filter((row) => row.approvalStatus === 'APPROVED').length;
  const denied = programs.filter((row) => row.approvalStatus === 'DENIED').length;
  const cancelled = programs.filter((row) => row.status === 'CANCELLED').length;
  return {
    key: 'PROGRAMS',
    tables: [
      {
        title: 'Programs',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Planned', cells: [programCounts(programs)[0]!] },
          { label: 'Held', cells: [programCounts(programs)[1]!] },
          { label: 'Attendees', cells: [programCounts(programs)[2]!] },
          { label: 'New attendees', cells: [programCounts(programs)[3]!] },
          {
            label: 'Approval rate (approved of those decided)',
            cells: [percent(approved, approved + denied)],
          },
          {
            label: 'Cancellation rate (cancelled of those planned)',
            cells: [percent(cancelled, programs.length)],
          },
        ],
      },
      {
        title: 'Programs by type',
        columns: ['Type', ...programColumns],
        rows: PROGRAM_TYPES.map((type) => ({
          label: enumLabel(type),
          cells: programCounts(programs.filter((row) => row.type === type)),
        })),
      },
      {
        title: 'Programs by facility',
        columns: ['Facility', ...programColumns],
        rows: facilitiesWithPrograms.map(({ id, name }) => ({
          label: name,
          cells: programCounts(programs.filter((row) => row.facilityId === id)),
        })),
      },
      {
        title: 'Programs by month',
        columns: ['Month', ...programColumns],
        rows: months.map((month) => ({
          label: monthName(month),
          cells: programCounts(programs.filter((row) => row.date.startsWith(month))),
        })),
      },
    ],
  };
}

function volunteersSection({ world, period, months, counts }: SectionInput): Section {
  const { to } = period;
  const { programs, held, here } = counts;
  const heldHours = (rows: SeedProgram[]) => totalOf(rows.filter(held), minutesOf) / 60;
  const clearances = world.clearances.filter((row) => here(row.facilityId));
  const current = clearances.filter(
    (row) =>
      row.status === 'APPROVED' &&
      (row.grantedOn === null || row.grantedOn <= to) &&
      (row.expiresOn === null || row.expiresOn >= to),
  ).length;
  return {
    key: 'VOLUNTEERS',
    tables: [
      {
        title: 'Volunteers',
        columns: ['Figure', 'Value'],
        rows: [
          {
            label: 'Active volunteers (today)',
            cells: [
              count(
                world.volunteers.filter((row) => row.status === 'ACTIVE' && here(row.facilityId))
                  .length,
              ),
            ],
          },
          {
            label: 'Volunteers who led a program held',
            cells: [count(new Set(programs.filter(held).map((row) => row.volunteerId)).size)],
          },
          // The world gives no visits: volunteer-hours.test.ts counts them.
          { label: 'Visits given', cells: [count(0)] },
          { label: 'Volunteer hours', cells: [hours(heldHours(programs))] },
          { label: `Clearances current on ${to}`, cells: [count(current)] },
        ],
      },
      {
        title: 'Volunteer hours by month',
        columns: ['Month', 'Programs held', 'Program hours', 'Visits given', 'Visit hours'],
        rows: months.map((month) => {
          const mine = programs.filter((row) => row.date.startsWith(month));
          return {
            label: monthName(month),
            cells: [count(mine.filter(held).length), hours(heldHours(mine)), count(0), hours(0)],
          };
        }),
      },
      {
        title: 'Clearances by status (today)',
        columns: ['Status', 'Clearances'],
        rows: CLEARANCE_STATUSES.map((status) => ({
          label: enumLabel(status),
          cells: [count(clearances.filter((row) => row.status === status).length)],
        })),
      },
    ],
  };
}

function resourcesSection({ world, months, counts }: SectionInput): Section {
  const { distributed, here } = counts;
  const distributedCells = (rows: typeof distributed) => [
    count(totalOf(rows, (row) => row.quantity)),
    count(rows.length),
  ];
  const typesDistributed = [...new Set(distributed.map((row) => row.type))].sort();
  return {
    key: 'RESOURCES',
    tables: [
      {
        title: 'Resources',
        columns: ['Figure', 'Value'],
        rows: [
          { label: 'Items distributed', cells: [distributedCells(distributed)[0]!] },
          { label: 'Requests fulfilled', cells: [distributedCells(distributed)[1]!] },
          {
            label: 'Materials to reorder (today)',
            cells: [
              count(
                world.resources.filter(
                  (row) =>
                    MATERIALS.includes(row.type) &&
                    ['LOW_STOCK', 'OUT_OF_STOCK'].includes(row.status) &&
                    here(row.facilityId),
                ).length,
              ),
            ],
          },
        ],
      },
      {
        title: 'Distributed by type',
        columns: ['Type', 'Items', 'Requests'],
        rows: typesDistributed.map((type) => ({
          label: enumLabel(type),
          cells: distributedCells(distributed.filter((row) => row.type === type)),
        })),
      },
      {
        title: 'Distributed by month',
        columns: ['Month', 'Items', 'Requests'],
        rows: months.map((month) => ({
          label: monthName(month),
          cells: distributedCells(distributed.filter((row) => row.month === month)),
        })),
      },
    ],
  };
}

function incidentsSection({ counts }: SectionInput): Section {
  const { incidents } = counts;
  return {
    key: 'INCIDENTS',
    tables: [
      {
        title: 'Incidents by type and status',
        columns: ['Type', 'Open', 'Under Review', 'Resolved', 'Closed', 'Total'],
        rows: INCIDENT_TYPES.map((type) => {
          const mine = incidents.filter((row) => row.type === type);
          return {
            label: enumLabel(type),
            cells: [
              ...INCIDENT_STATUSES.map((status) =>
                count(mine.filter((row) => row.status === status).length),
              ),
              count(mine.length),
            ],
          };
        }),
      },
    ],
  };
}
