/**
 * The admin overview's figures and a new installation's first steps: one query, computed in SQL
 * on the server.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../../lib/graphql';

const DashboardStatsQuery = graphql(`
  query DashboardStats {
    dashboardStats {
      activeVolunteers
      totalFacilities
      recentPrograms
      openIncidents
      followUpsDueThisWeek
      pendingScheduleRequests
      pendingRequestsPassed
      resourcesToReorder
      today
      followUpsDueBy
      clearancesExpiringSoon
      clearancesExpireBy
      releasesSoon
      releasesBy
      clientsWithOverdueSteps
      clientsWithCheckInsDue
      releasedWithoutId
    }
    gettingStarted {
      facilityAdded
      teamInvited
      clientAdded
      emailSetUp
    }
  }
`);

export type DashboardStats = ResultOf<typeof DashboardStatsQuery>['dashboardStats'];
export type GettingStarted = ResultOf<typeof DashboardStatsQuery>['gettingStarted'];

const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['dashboardStats'],
    queryFn: () => request(DashboardStatsQuery),
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}

const LatestJobRunsQuery = graphql(`
  query LatestJobRuns {
    latestJobRuns {
      id
      job
      startedAt
      finishedAt
      outcome
      detail
    }
  }
`);

export type JobRun = ResultOf<typeof LatestJobRunsQuery>['latestJobRuns'][number];

/** The background jobs' latest runs (decision 067), for the overview's Background jobs. */
export function useLatestJobRuns() {
  return useQuery({
    queryKey: ['latestJobRuns'],
    queryFn: async () => (await request(LatestJobRunsQuery)).latestJobRuns,
  });
}
