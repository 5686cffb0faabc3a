/**
 * The server side of pickers that search as one types (decision 055), for component tests:
 * handlers for stubGraphqlServer answering from fixed facilities and volunteers, matching the
 * typed text anywhere in the name as the server's search does.
 */
interface Named {
  id: string;
  name: string;
}

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  status?: string;
}

const matches = (search: unknown, text: string) =>
  typeof search !== 'string' || text.toLowerCase().includes(search.toLowerCase());

export function pickerHandlers({
  facilities = [],
  volunteers = [],
}: {
  facilities?: readonly Named[];
  volunteers?: readonly Person[];
}) {
  const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;
  return {
    SearchFacilities: ({ search, limit }: Record<string, unknown>) => ({
      data: {
        listFacilities: {
          items: facilities.filter((one) => matches(search, one.name)).slice(0, Number(limit)),
        },
      },
    }),
    FacilityName: ({ id }: Record<string, unknown>) => ({
      data: { getFacility: facilities.find((one) => one.id === id) ?? null },
    }),
    SearchVolunteers: ({ search, filter, limit }: Record<string, unknown>) => {
      const status = (filter as { status?: { eq?: string } } | null)?.status?.eq;
      return {
        data: {
          listVolunteers: {
            items: volunteers
              .filter((one) => matches(search, fullName(one)) && (!status || one.status === status))
              .slice(0, Number(limit))
              .map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
          },
        },
      };
    },
    VolunteerNameOf: ({ id }: Record<string, unknown>) => {
      const found = volunteers.find((one) => one.id === id);
      return {
        data: {
          getVolunteer: found
            ? { id: found.id, firstName: found.firstName, lastName: found.lastName }
            : null,
        },
      };
    },
  };
}
