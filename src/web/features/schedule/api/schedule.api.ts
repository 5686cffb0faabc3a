/** Schedule queries and mutations (product.md §2.9, §3.6, §4.5): counts, calendar, clashes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CALLED_OFF_STATUSES,
  GOING_AHEAD_STATUSES,
  type ScheduleTab,
} from '../../../../shared/domain/schedule/schedule.rules';
import { CsvExportFields } from '../../../lib/csv-download';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList, type SortDirection } from '../../../lib/paged-list';
import { recordWrites, useInvalidatingMutation } from '../../../lib/record-mutation';
import { ScheduleFields } from './schedule-fields.generated';
import type { ScheduleStatus } from '../../../../shared/domain/schedule/schedule.enums';

const ListSchedules = graphql(
  `
    query ListSchedules(
      $filter: ModelScheduleFilterInput
      $limit: Int
      $nextToken: String
      $sortBy: ScheduleSortField
      $sortDirection: SortDirection
    ) {
      listSchedules(
        filter: $filter
        limit: $limit
        nextToken: $nextToken
        sortBy: $sortBy
        sortDirection: $sortDirection
      ) {
        items {
          ...ScheduleFields
          clearanceFlag
          clientsToSee {
            preferredName
            clientId
            inmateNumber
            housingUnit
          }
        }
        nextToken
      }
      total: countSchedules(filter: $filter)
    }
  `,
  [ScheduleFields],
);

const CountSchedules = graphql(`
  query CountSchedules(
    $upcoming: ModelScheduleFilterInput
    $past: ModelScheduleFilterInput
    $cancelled: ModelScheduleFilterInput
  ) {
    upcoming: countSchedules(filter: $upcoming)
    past: countSchedules(filter: $past)
    cancelled: countSchedules(filter: $cancelled)
  }
`);

const GetSchedule = graphql(
  `
    query GetSchedule($id: ID!) {
      getSchedule(id: $id) {
        ...ScheduleFields
        clearanceFlag
        clientsToSee {
          preferredName
          clientId
          inmateNumber
          housingUnit
        }
      }
    }
  `,
  [ScheduleFields],
);

const CreateSchedule = graphql(
  `
    mutation CreateSchedule($input: CreateScheduleInput!) {
      createSchedule(input: $input) {
        ...ScheduleFields
      }
    }
  `,
  [ScheduleFields],
);

const UpdateSchedule = graphql(
  `
    mutation UpdateSchedule($input: UpdateScheduleInput!) {
      updateSchedule(input: $input) {
        ...ScheduleFields
      }
    }
  `,
  [ScheduleFields],
);

const DeleteSchedule = graphql(`
  mutation DeleteSchedule($input: DeleteScheduleInput!) {
    deleteSchedule(input: $input) {
      id
    }
  }
`);

const ApproveSchedule = graphql(`
  mutation ApproveSchedule(
    $id: ID!
    $adminResponse: String
    $expectedVersion: Int
    $clearanceOverrideReason: String
  ) {
    approveSchedule(
      id: $id
      adminResponse: $adminResponse
      expectedVersion: $expectedVersion
      clearanceOverrideReason: $clearanceOverrideReason
    ) {
      id
    }
  }
`);

const RejectSchedule = graphql(`
  mutation RejectSchedule($id: ID!, $adminResponse: String, $expectedVersion: Int) {
    rejectSchedule(id: $id, adminResponse: $adminResponse, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

const CancelSchedule = graphql(`
  mutation CancelSchedule($id: ID!, $expectedVersion: Int) {
    cancelSchedule(id: $id, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

const ScheduleOccurrences = graphql(
  `
    query ScheduleOccurrences($from: DateTime!, $to: DateTime!, $volunteerId: ID, $facilityId: ID) {
      scheduleOccurrences(
        from: $from
        to: $to
        volunteerId: $volunteerId
        facilityId: $facilityId
      ) {
        startTime
        endTime
        schedule {
          ...ScheduleFields
          clearanceFlag
        }
      }
    }
  `,
  [ScheduleFields],
);

type ReadSchedule = ResultOf<typeof GetSchedule>['getSchedule'] & {};
/** A client the volunteer sees on the visit, with the numbers the desk asks for. */
export type ClientToSee = NonNullable<ReadSchedule['clientsToSee']>[number];
/** A schedule; the calendar's occurrences come without the clients to see. */
export type Schedule = Omit<ReadSchedule, 'clientsToSee'> & {
  clientsToSee?: ClientToSee[] | null;
};
export type ScheduleOccurrence = ResultOf<
  typeof ScheduleOccurrences
>['scheduleOccurrences'][number];

export const SCHEDULES_KEY = ['schedules'] as const;

/** The page's choices: which tab, and optionally one volunteer and one status (null: any). */
export interface ScheduleFilter {
  tab: ScheduleTab;
  volunteerId: string | null;
  status: ScheduleStatus | null;
  /** The column sorted by (the table's headers, the Sort choice); START_TIME by default. */
  sortBy: ScheduleSortField;
  /** Null is the tab's own order (scheduleOrder). */
  sortDirection: SortDirection | null;
}

type ScheduleSortField = NonNullable<VariablesOf<typeof ListSchedules>['sortBy']>;

/**
 * Upcoming visits soonest first; past and cancelled ones latest first, where people look for what
 * just happened (product.md §4.5), unless the page chose another order.
 */
export function scheduleOrder({
  tab,
  sortDirection,
}: Pick<ScheduleFilter, 'tab' | 'sortDirection'>) {
  return sortDirection ?? (tab === 'upcoming' ? 'ASC' : 'DESC');
}

/**
 * The tab rule of product.md §4.5 as a server filter, at the moment `now`: cancelled and rejected
 * schedules only under Cancelled; the others Upcoming while their end is now or later, Past
 * after. A recurring schedule ends with its last visit, and one with no end date is upcoming
 * until cancelled (decision 013). A status narrows the tab to it (none, if the tab never holds
 * it).
 */
function tabFilter(
  tab: ScheduleTab,
  { volunteerId, status }: Pick<ScheduleFilter, 'volunteerId' | 'status'>,
  now: Date,
) {
  const volunteer = volunteerId ? { volunteerId: { eq: volunteerId } } : {};
  const narrowed = (statuses: readonly ScheduleStatus[]) => ({
    in: status ? statuses.filter((candidate) => candidate === status) : [...statuses],
  });
  if (tab === 'cancelled') return { ...volunteer, status: narrowed(CALLED_OFF_STATUSES) };
  const lastEndTime =
    tab === 'upcoming'
      ? { ge: now.toISOString() }
      : { le: new Date(now.getTime() - 1).toISOString() };
  return { ...volunteer, status: narrowed(GOING_AHEAD_STATUSES), lastEndTime };
}

const ExportSchedules = graphql(
  `
    query ExportSchedules(
      $filter: ModelScheduleFilterInput
      $sortBy: ScheduleSortField
      $sortDirection: SortDirection
    ) {
      exportSchedules(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

/** Every schedule of the tab (at the moment `now`), as a CSV file (staff only). */
export async function exportSchedules(filter: ScheduleFilter, now: Date) {
  return (
    await request(ExportSchedules, {
      filter: tabFilter(filter.tab, filter, now),
      sortBy: filter.sortBy,
      sortDirection: scheduleOrder(filter),
    })
  ).exportSchedules;
}

/**
 * One tab's schedules, by start time (product.md §4.5). `now` is part of the key, so the list is read
 * again as time moves schedules from Upcoming to Past.
 */
export function useScheduleList(now: Date) {
  return usePagedList({
    queryKey: [...SCHEDULES_KEY, 'list', now.getTime()],
    initialFilter: {
      tab: 'upcoming',
      volunteerId: null,
      status: null,
      sortBy: 'START_TIME',
      sortDirection: null,
    } as ScheduleFilter,
    fetchPage: async ({ filter, limit, nextToken }) => {
      const data = await request(ListSchedules, {
        filter: tabFilter(filter.tab, filter, now),
        sortBy: filter.sortBy,
        sortDirection: scheduleOrder(filter),
        limit,
        nextToken,
      });
      // product.md §8: an answer without the list is an error, not an empty tab.
      if (!data?.listSchedules) throw new Error('No data received from the API');
      return pageWithTotal(data, 'listSchedules');
    },
  });
}

/** How many schedules each tab holds (product.md §2.9: 'Upcoming (n)'). */
const scheduleCountsQuery = (
  narrowing: Pick<ScheduleFilter, 'volunteerId' | 'status'>,
  now: Date,
) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'counts', narrowing, now.getTime()],
    queryFn: () =>
      request(CountSchedules, {
        upcoming: tabFilter('upcoming', narrowing, now),
        past: tabFilter('past', narrowing, now),
        cancelled: tabFilter('cancelled', narrowing, now),
      }),
    placeholderData: (previous) => previous,
  });

export function useScheduleCounts(
  narrowing: Pick<ScheduleFilter, 'volunteerId' | 'status'>,
  now: Date,
) {
  return useQuery(scheduleCountsQuery(narrowing, now));
}

/** The occurrences in a calendar range (recurring schedules expanded by the server). */
const scheduleOccurrencesQuery = (
  range: { from: Date; to: Date },
  filter: { volunteerId: string | null; facilityId: string | null },
) =>
  queryOptions({
    queryKey: [
      ...SCHEDULES_KEY,
      'occurrences',
      range.from.toISOString(),
      range.to.toISOString(),
      filter,
    ],
    queryFn: async () =>
      (
        await request(ScheduleOccurrences, {
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          volunteerId: filter.volunteerId,
          facilityId: filter.facilityId,
        })
      ).scheduleOccurrences,
    placeholderData: (previous) => previous,
  });

export function useScheduleOccurrences(
  range: { from: Date; to: Date },
  filter: { volunteerId: string | null; facilityId: string | null },
) {
  return useQuery(scheduleOccurrencesQuery(range, filter));
}

export async function fetchSchedule(id: string): Promise<Schedule | null> {
  return (await request(GetSchedule, { id })).getSchedule;
}

const writes = recordWrites(SCHEDULES_KEY, CreateSchedule, UpdateSchedule, DeleteSchedule);
export const useCreateSchedule = writes.useCreate;
export const useUpdateSchedule = writes.useUpdate;
export const useDeleteSchedule = writes.useDelete;

export type ScheduleDecision = 'approve' | 'reject';

/**
 * Approve or reject a pending schedule, with an optional response to the volunteer; approving a
 * volunteer who is not cleared needs an admin's reason (product.md §3.2.1).
 */
export const useDecideSchedule = () =>
  useInvalidatingMutation(
    SCHEDULES_KEY,
    async ({
      decision,
      schedule,
      adminResponse,
      clearanceOverrideReason = null,
    }: {
      decision: ScheduleDecision;
      schedule: Schedule;
      adminResponse: string | null;
      /** Approving: an admin's reason to place a volunteer who is not cleared (product.md §3.2.1). */
      clearanceOverrideReason?: string | null;
    }): Promise<void> => {
      const variables = { id: schedule.id, adminResponse, expectedVersion: schedule.version };
      if (decision === 'approve')
        await request(ApproveSchedule, { ...variables, clearanceOverrideReason });
      else await request(RejectSchedule, variables);
    },
  );

/** A volunteer cancels their own pending request; admins any pending or approved schedule. */
export const useCancelSchedule = () =>
  useInvalidatingMutation(SCHEDULES_KEY, (schedule: Schedule) =>
    request(CancelSchedule, { id: schedule.id, expectedVersion: schedule.version }),
  );
