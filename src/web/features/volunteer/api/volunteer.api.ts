/** Volunteer queries and mutations (staff manage volunteers: product.md §2.5, §13). */
import { useQueries } from '@tanstack/react-query';
import { isCalendarDate } from '../../../../shared/domain/common/dates';
import type { VolunteerStatus } from '../../../../shared/domain/volunteer/volunteer.enums';
import {
  CHOICES_SHOWN,
  type ReferenceChoices,
} from '../../../components/pickers/reference-choices';
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { fullName } from '../../../lib/format';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList, type SortDirection } from '../../../lib/paged-list';
import { recordWrites } from '../../../lib/record-mutation';
import { VolunteerFields } from './volunteer-fields.generated';

const ListVolunteers = graphql(
  `
    query ListVolunteers(
      $search: String
      $filter: ModelVolunteerFilterInput
      $clearanceExpiresBetween: ID
      $sortBy: VolunteerSortField
      $sortDirection: SortDirection
      $limit: Int
      $nextToken: String
    ) {
      listVolunteers(
        search: $search
        filter: $filter
        clearanceExpiresBetween: $clearanceExpiresBetween
        sortBy: $sortBy
        sortDirection: $sortDirection
        limit: $limit
        nextToken: $nextToken
      ) {
        items {
          ...VolunteerFields
          clearanceExpiresOn
          hoursGiven
        }
        nextToken
      }
      total: countVolunteers(
        search: $search
        filter: $filter
        clearanceExpiresBetween: $clearanceExpiresBetween
      )
    }
  `,
  [VolunteerFields],
);

const GetVolunteer = graphql(
  `
    query GetVolunteer($id: ID!) {
      getVolunteer(id: $id) {
        ...VolunteerFields
        clearanceExpiresOn
        hoursGiven
      }
    }
  `,
  [VolunteerFields],
);

const CreateVolunteer = graphql(
  `
    mutation CreateVolunteer($input: CreateVolunteerInput!) {
      createVolunteer(input: $input) {
        ...VolunteerFields
      }
    }
  `,
  [VolunteerFields],
);

const UpdateVolunteer = graphql(
  `
    mutation UpdateVolunteer($input: UpdateVolunteerInput!) {
      updateVolunteer(input: $input) {
        ...VolunteerFields
      }
    }
  `,
  [VolunteerFields],
);

const DeleteVolunteer = graphql(`
  mutation DeleteVolunteer($input: DeleteVolunteerInput!) {
    deleteVolunteer(input: $input) {
      id
    }
  }
`);

export type Volunteer = ResultOf<typeof GetVolunteer>['getVolunteer'] & {};
export type VolunteerStatusFilter = VolunteerStatus | null;

const ExportVolunteers = graphql(
  `
    query ExportVolunteers(
      $search: String
      $filter: ModelVolunteerFilterInput
      $clearanceExpiresBetween: ID
      $sortBy: VolunteerSortField
      $sortDirection: SortDirection
    ) {
      exportVolunteers(
        search: $search
        filter: $filter
        clearanceExpiresBetween: $clearanceExpiresBetween
        sortBy: $sortBy
        sortDirection: $sortDirection
      ) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

type VolunteerSortField = NonNullable<VariablesOf<typeof ListVolunteers>['sortBy']>;

/** The list's status filter, and the column sorted by (the table's headers, the Sort choice). */
export interface VolunteerFilter {
  status: VolunteerStatusFilter;
  /**
   * An approved clearance expiring from and to, inclusive ('YYYY-MM-DD'): the overview's
   * "Clearances expiring within 30 days" (product.md §3.2.1).
   */
  clearanceExpiresFrom: string | null;
  clearanceExpiresTo: string | null;
  sortBy: VolunteerSortField;
  sortDirection: SortDirection;
}

const volunteerModelFilter = (filter: { status: VolunteerStatusFilter }) =>
  filter.status ? { status: { eq: filter.status } } : null;

/** The server's clearanceExpiresBetween ('from..to'), or nothing when neither end is set. */
const clearanceExpiresBetween = (
  filter: Pick<VolunteerFilter, 'clearanceExpiresFrom' | 'clearanceExpiresTo'>,
) =>
  filter.clearanceExpiresFrom || filter.clearanceExpiresTo
    ? `${filter.clearanceExpiresFrom || '0001-01-01'}..${filter.clearanceExpiresTo || '9999-12-31'}`
    : null;

export const VOLUNTEERS_KEY = ['volunteers'] as const;

export function useVolunteerList() {
  return usePagedList({
    queryKey: VOLUNTEERS_KEY,
    initialFilter: {
      status: null,
      clearanceExpiresFrom: null,
      clearanceExpiresTo: null,
      sortBy: 'FIRST_NAME',
      sortDirection: 'ASC',
    } as VolunteerFilter,
    fetchPage: async ({ search, filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListVolunteers, {
          search,
          filter: volunteerModelFilter(filter),
          clearanceExpiresBetween: clearanceExpiresBetween(filter),
          sortBy: filter.sortBy,
          sortDirection: filter.sortDirection,
          limit,
          nextToken,
        }),
        'listVolunteers',
      ),
  });
}

/** Every volunteer the list holds with this search and filter, as a CSV file. */
export async function exportVolunteers({ search, filter }: ListSelection<VolunteerFilter>) {
  return (
    await request(ExportVolunteers, {
      search,
      filter: volunteerModelFilter(filter),
      clearanceExpiresBetween: clearanceExpiresBetween(filter),
      sortBy: filter.sortBy,
      sortDirection: filter.sortDirection,
    })
  ).exportVolunteers;
}

/** The volunteer as now stored (after a conflict), or null when it was deleted meanwhile. */
export async function fetchVolunteer(id: string): Promise<Volunteer | null> {
  return (await request(GetVolunteer, { id })).getVolunteer;
}

const writes = recordWrites(VOLUNTEERS_KEY, CreateVolunteer, UpdateVolunteer, DeleteVolunteer);
export const useCreateVolunteer = writes.useCreate;
export const useUpdateVolunteer = writes.useUpdate;
export const useDeleteVolunteer = writes.useDelete;

const SearchVolunteers = graphql(`
  query SearchVolunteers($search: String, $filter: ModelVolunteerFilterInput, $limit: Int) {
    listVolunteers(search: $search, filter: $filter, limit: $limit) {
      items {
        id
        firstName
        lastName
      }
    }
  }
`);

const VolunteerNameOf = graphql(`
  query VolunteerNameOf($id: ID!) {
    getVolunteer(id: $id) {
      id
      firstName
      lastName
    }
  }
`);

/**
 * Volunteers for pickers, searched on the server by name or e-mail (decision 055); with a
 * status, only volunteers in it (a program's lead is an active volunteer).
 */
export function volunteerChoices(status: VolunteerStatus | null = null): ReferenceChoices {
  return {
    queryKey: [...VOLUNTEERS_KEY, 'choices', status],
    search: async (text) =>
      (
        await request(SearchVolunteers, {
          search: text || null,
          filter: status ? { status: { eq: status } } : null,
          limit: CHOICES_SHOWN,
        })
      ).listVolunteers.items.map((volunteer) => ({
        value: volunteer.id,
        label: fullName(volunteer),
      })),
    nameOf: async (id) => {
      const volunteer = (await request(VolunteerNameOf, { id })).getVolunteer;
      return volunteer ? fullName(volunteer) : null;
    },
  };
}

const SearchVolunteersAt = graphql(`
  query SearchVolunteersAt($search: String, $limit: Int, $facilityId: ID!, $day: String!) {
    listVolunteers(search: $search, limit: $limit) {
      items {
        id
        firstName
        lastName
        clearanceFor(facilityId: $facilityId, day: $day) {
          cleared
        }
      }
    }
  }
`);

/** How a picker names a volunteer who is not cleared for the facility on the day. */
export const NOT_CLEARED_SUFFIX = ' (not cleared)';

/**
 * Volunteers for a picker placing someone at `facilityId` on `day` (product.md §3.2.1): each
 * match says whether they are cleared there that day, the cleared ones first. Without a
 * facility or a valid day there is nothing to check: the plain picker's choices.
 */
export function volunteerChoicesAt(facilityId: string, day: string): ReferenceChoices {
  const plain = volunteerChoices();
  if (!facilityId || !isCalendarDate(day)) return plain;
  return {
    ...plain,
    queryKey: [...VOLUNTEERS_KEY, 'choices', 'at', facilityId, day],
    search: async (text) => {
      const { items } = (
        await request(SearchVolunteersAt, {
          search: text || null,
          limit: CHOICES_SHOWN,
          facilityId,
          day,
        })
      ).listVolunteers;
      const choice = (volunteer: (typeof items)[number]) => ({
        value: volunteer.id,
        label: `${fullName(volunteer)}${volunteer.clearanceFor?.cleared === false ? NOT_CLEARED_SUFFIX : ''}`,
      });
      const cleared = items.filter((volunteer) => volunteer.clearanceFor?.cleared !== false);
      const notCleared = items.filter((volunteer) => volunteer.clearanceFor?.cleared === false);
      return [...cleared, ...notCleared].map(choice);
    },
  };
}

const ClearanceCheckQuery = graphql(`
  query ClearanceCheck($id: ID!, $facilityId: ID!, $day: String!) {
    getVolunteer(id: $id) {
      id
      firstName
      lastName
      clearanceFor(facilityId: $facilityId, day: $day) {
        cleared
        missing
      }
    }
  }
`);

/** A volunteer chosen in a form who is not cleared where and when the form places them. */
export interface NotCleared {
  id: string;
  name: string;
  /** What is missing, as the server words it ("Training not completed"). */
  missing: string;
}

/**
 * Which of the chosen volunteers are not cleared for the facility on the day, with what is
 * missing (product.md §3.2.1), for a form's warning before it saves; nothing while the facility
 * or the day is not chosen yet. One query per volunteer, shared with every form asking the same.
 */
export function useNotClearedAmong(
  volunteerIds: readonly string[],
  facilityId: string,
  day: string,
): NotCleared[] {
  const ready = Boolean(facilityId && isCalendarDate(day));
  const checks = useQueries({
    queries: (ready ? volunteerIds.filter(Boolean) : []).map((id) => ({
      queryKey: [...VOLUNTEERS_KEY, 'clearance-check', id, facilityId, day],
      queryFn: () => request(ClearanceCheckQuery, { id, facilityId, day }),
    })),
  });
  return checks.flatMap((check) => {
    const volunteer = check.data?.getVolunteer;
    const missing = volunteer?.clearanceFor?.missing;
    return volunteer && missing ? [{ id: volunteer.id, name: fullName(volunteer), missing }] : [];
  });
}

/** What is missing for one volunteer at the facility on the day (null: cleared, or not known yet). */
export function useNotClearedFor(volunteerId: string, facilityId: string, day: string) {
  return useNotClearedAmong([volunteerId], facilityId, day)[0]?.missing ?? null;
}
