/**
 * "Their facilities" for a volunteer, as the server reads it for programs (program.service.ts):
 * the facility they are assigned to, and the facilities of the programs they lead.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../../lib/graphql';

const VolunteerFacilityIds = graphql(`
  query VolunteerFacilityIds($id: ID!, $nextToken: String) {
    getVolunteer(id: $id) {
      id
      assignedFacility
    }
    listPrograms(filter: { volunteerId: { eq: $id } }, limit: 1000, nextToken: $nextToken) {
      items {
        id
        facilityId
      }
      nextToken
    }
  }
`);

export const VOLUNTEER_FACILITIES_KEY = ['volunteerFacilities'] as const;

/** The volunteer's facility ids: the assigned one first, then those of the programs they lead. */
export async function fetchVolunteerFacilityIds(volunteerId: string): Promise<string[]> {
  const ids = new Set<string>();
  let nextToken: string | null = null;
  do {
    const page: ResultOf<typeof VolunteerFacilityIds> = await request(VolunteerFacilityIds, {
      id: volunteerId,
      nextToken,
    });
    if (nextToken === null && page.getVolunteer?.assignedFacility) {
      ids.add(page.getVolunteer.assignedFacility);
    }
    for (const program of page.listPrograms.items) {
      if (program.facilityId) ids.add(program.facilityId);
    }
    nextToken = page.listPrograms.nextToken ?? null;
  } while (nextToken);
  return [...ids];
}

export const volunteerFacilityIdsQuery = (volunteerId: string) =>
  queryOptions({
    queryKey: [...VOLUNTEER_FACILITIES_KEY, volunteerId],
    queryFn: () => fetchVolunteerFacilityIds(volunteerId),
  });

export function useVolunteerFacilityIds(volunteerId: string) {
  return useQuery(volunteerFacilityIdsQuery(volunteerId));
}
