/** Visits of the same volunteer that the one being entered would overlap: the form's warning. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '../../../lib/graphql';
import { SCHEDULES_KEY } from './schedule.api';

const ScheduleClashes = graphql(`
  query ScheduleClashes($input: ScheduleClashInput!) {
    scheduleClashes(input: $input) {
      startTime
      endTime
      schedule {
        id
        volunteerName
        facilityId
        facilityName
      }
    }
  }
`);

export type ScheduleClashInput = VariablesOf<typeof ScheduleClashes>['input'];

/**
 * Other visits of the same volunteer that the one being entered would overlap; nothing is
 * asked until there is a visit to check (null).
 */
const scheduleClashesQuery = (input: ScheduleClashInput | null) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'clashes', input],
    queryFn: async () => (await request(ScheduleClashes, { input: input! })).scheduleClashes,
    enabled: input !== null,
  });

export function useScheduleClashes(input: ScheduleClashInput | null) {
  return useQuery(scheduleClashesQuery(input));
}
