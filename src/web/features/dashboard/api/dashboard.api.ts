/** The admin overview's figures: one query, computed in SQL on the server. */
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
      resourcesToReorder
      today
      followUpsDueBy
    }
  }
`);

export type DashboardStats = ResultOf<typeof DashboardStatsQuery>['dashboardStats'];

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['dashboardStats'],
    queryFn: async () => (await request(DashboardStatsQuery)).dashboardStats,
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}
