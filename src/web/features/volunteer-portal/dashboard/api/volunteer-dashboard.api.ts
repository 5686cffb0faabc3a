/**
 * The volunteer dashboard's data (product.md §2.10, §7.2): the four figures from one aggregate query
 * (counted on the server, "this month" in the programme's time zone), and short lists from the
 * ordinary list queries, filtered to the signed-in volunteer. The server returns only what the
 * volunteer may see (product.md §13).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addMonths } from '../../../../../shared/domain/common/calendar';
import { utcCalendarDate } from '../../../../../shared/domain/common/dates';
import { graphql, request, type ResultOf } from '../../../../lib/graphql';
import { fetchVolunteerFacilities } from '../../resources/volunteer-facilities.api';

/** product.md §9: how many of each list the dashboard shows. */
const DASHBOARD_LIMITS = { upcoming: 3, recent: 3, clients: 5, resources: 5 } as const;

export const VOLUNTEER_DASHBOARD_KEY = ['volunteerDashboard'] as const;

const MyVolunteerDashboard = graphql(`
  query MyVolunteerDashboard {
    myVolunteerDashboard {
      totalProgramsThisMonth
      activeClients
      hoursDedicatedThisMonth
      facilitiesCovered
      releasesSoon
      overdueReentrySteps
      checkInsDue
    }
  }
`);

const VolunteerDashboardPrograms = graphql(`
  query VolunteerDashboardPrograms(
    $filter: ModelProgramFilterInput
    $sortDirection: SortDirection
    $limit: Int
  ) {
    listPrograms(filter: $filter, sortDirection: $sortDirection, limit: $limit) {
      items {
        id
        title
        date
        startTime
        endTime
        facilityId
        facilityName
        location
        status
      }
    }
  }
`);

const VolunteerDashboardClients = graphql(`
  query VolunteerDashboardClients($filter: ModelClientFilterInput, $limit: Int) {
    listClients(filter: $filter, limit: $limit) {
      items {
        id
        preferredName
        clientId
        status
        followUpDate
      }
    }
  }
`);

const VolunteerDashboardResources = graphql(`
  query VolunteerDashboardResources($availableAt: ID!, $limit: Int) {
    listResources(availableAt: $availableAt, filter: { status: { eq: AVAILABLE } }, limit: $limit) {
      items {
        id
        title
        type
        quantity
      }
    }
    total: countResources(availableAt: $availableAt, filter: { status: { eq: AVAILABLE } })
  }
`);

export type VolunteerDashboardStats = ResultOf<typeof MyVolunteerDashboard>['myVolunteerDashboard'];
export type DashboardProgram = ResultOf<
  typeof VolunteerDashboardPrograms
>['listPrograms']['items'][number];
export type DashboardClient = ResultOf<
  typeof VolunteerDashboardClients
>['listClients']['items'][number];
export type DashboardResource = ResultOf<
  typeof VolunteerDashboardResources
>['listResources']['items'][number];

/** The Available Resources section: a few of those at one facility, and how many there are. */
interface DashboardResources {
  facilityId: string | null;
  facilityName: string;
  items: DashboardResource[];
  total: number;
}

/** The day before a 'YYYY-MM-DD' date. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return utcCalendarDate(day);
}

/**
 * The dashboard's parts, for the volunteer `volunteerId` on `today` ('YYYY-MM-DD'), each key
 * under VOLUNTEER_DASHBOARD_KEY. Upcoming: their programs from today on, soonest first. Recent:
 * their programs of the last month before today (product.md §9: the dashboard's recent window is
 * one month), latest first.
 */
function volunteerDashboardQueries(volunteerId: string, today: string) {
  const key = [...VOLUNTEER_DASHBOARD_KEY, volunteerId, today];
  const ledBy = { volunteerId: { eq: volunteerId } };
  return {
    stats: queryOptions({
      queryKey: [...key, 'stats'],
      queryFn: async () => (await request(MyVolunteerDashboard)).myVolunteerDashboard,
    }),
    upcoming: queryOptions({
      queryKey: [...key, 'upcoming'],
      queryFn: async () =>
        (
          await request(VolunteerDashboardPrograms, {
            filter: { ...ledBy, date: { ge: today } },
            sortDirection: 'ASC',
            limit: DASHBOARD_LIMITS.upcoming,
          })
        ).listPrograms.items.slice(0, DASHBOARD_LIMITS.upcoming),
    }),
    recent: queryOptions({
      queryKey: [...key, 'recent'],
      queryFn: async () =>
        (
          await request(VolunteerDashboardPrograms, {
            filter: { ...ledBy, date: { between: [addMonths(today, -1), dayBefore(today)] } },
            sortDirection: 'DESC',
            limit: DASHBOARD_LIMITS.recent,
          })
        ).listPrograms.items.slice(0, DASHBOARD_LIMITS.recent),
    }),
    clients: queryOptions({
      queryKey: [...key, 'clients'],
      queryFn: async () =>
        (
          await request(VolunteerDashboardClients, {
            filter: { assignedVolunteerId: { eq: volunteerId } },
            limit: DASHBOARD_LIMITS.clients,
          })
        ).listClients.items.slice(0, DASHBOARD_LIMITS.clients),
    }),
    // What the Resources page shows first: the AVAILABLE resources at the volunteer's first
    // facility (it used to count them at every facility, so the two disagreed).
    resources: queryOptions({
      queryKey: [...key, 'resources'],
      queryFn: async (): Promise<DashboardResources> => {
        const [facility] = await fetchVolunteerFacilities(volunteerId);
        if (!facility) return { facilityId: null, facilityName: '', items: [], total: 0 };
        const data = await request(VolunteerDashboardResources, {
          availableAt: facility.value,
          limit: DASHBOARD_LIMITS.resources,
        });
        return {
          facilityId: facility.value,
          facilityName: facility.label,
          items: data.listResources.items.slice(0, DASHBOARD_LIMITS.resources),
          total: data.total,
        };
      },
    }),
  };
}

/** Everything the dashboard shows (volunteerDashboardQueries), with its loading state. */
export function useVolunteerDashboard(volunteerId: string, today: string) {
  const options = volunteerDashboardQueries(volunteerId, today);
  const queries = {
    stats: useQuery(options.stats),
    upcoming: useQuery(options.upcoming),
    recent: useQuery(options.recent),
    clients: useQuery(options.clients),
    resources: useQuery(options.resources),
  };
  const all = Object.values(queries);
  return {
    ...queries,
    /** Every part has arrived (it may be refreshing in the background). */
    loaded: all.every((query) => query.data !== undefined),
    /** A part failed and is not being asked again. */
    failed: all.some((query) => query.isError && !query.isFetching),
    /** Asks again for what failed (product.md §8: Retry). */
    retry: () => {
      for (const query of all) if (query.isError) void query.refetch();
    },
  };
}
