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
      assignedFacilityName
    }
    listPrograms(filter: { volunteerId: { eq: $id } }, limit: 1000, nextToken: $nextToken) {
      items {
        id
        facilityId
        facilityName
      }
      nextToken
    }
  }
`);

export const VOLUNTEER_FACILITIES_KEY = ['volunteerFacilities'] as const;

/** A facility of the volunteer's, named as the records that point at it name it. */
export interface VolunteerFacility {
  value: string;
  label: string;
}

/**
 * The volunteer's facilities: the assigned one first, then those of the programs they lead,
 * each once, with the names the records carry (no list of every facility, decision 055).
 */
export async function fetchVolunteerFacilities(volunteerId: string): Promise<VolunteerFacility[]> {
  const named = new Map<string, string>();
  const add = (id: string | null | undefined, name: string | null | undefined) => {
    if (id && !named.has(id)) named.set(id, name ?? 'Facility');
  };
  let nextToken: string | null = null;
  do {
    const page: ResultOf<typeof VolunteerFacilityIds> = await request(VolunteerFacilityIds, {
      id: volunteerId,
      nextToken,
    });
    if (nextToken === null) {
      add(page.getVolunteer?.assignedFacility, page.getVolunteer?.assignedFacilityName);
    }
    for (const program of page.listPrograms.items) add(program.facilityId, program.facilityName);
    nextToken = page.listPrograms.nextToken ?? null;
  } while (nextToken);
  return [...named].map(([value, label]) => ({ value, label }));
}

const volunteerFacilitiesQuery = (volunteerId: string) =>
  queryOptions({
    queryKey: [...VOLUNTEER_FACILITIES_KEY, volunteerId],
    queryFn: () => fetchVolunteerFacilities(volunteerId),
  });

export function useVolunteerFacilities(volunteerId: string) {
  return useQuery(volunteerFacilitiesQuery(volunteerId));
}
