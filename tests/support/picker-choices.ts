import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { SEARCH_DELAY_MS } from '../../src/web/components/pickers/ReferenceSelect';

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
  /** What they lack for any facility and day (product.md §3.2.1); absent: cleared. */
  notCleared?: string;
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
    // Pickers placing someone at a facility on a day: each volunteer's clearance there.
    SearchVolunteersAt: ({ search, limit }: Record<string, unknown>) => ({
      data: {
        listVolunteers: {
          items: volunteers
            .filter((one) => matches(search, fullName(one)))
            .slice(0, Number(limit))
            .map(({ id, firstName, lastName, notCleared }) => ({
              id,
              firstName,
              lastName,
              clearanceFor: { cleared: !notCleared },
            })),
        },
      },
    }),
    ClearanceCheck: ({ id }: Record<string, unknown>) => {
      const found = volunteers.find((one) => one.id === id);
      return {
        data: {
          getVolunteer: found
            ? {
                id,
                firstName: found.firstName,
                lastName: found.lastName,
                clearanceFor: { cleared: !found.notCleared, missing: found.notCleared ?? null },
              }
            : null,
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

/** Three facilities, two of which match "leeds": what the facility-filter journey expects. */
export const FACILITY_CHOICES: readonly Named[] = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
  { id: 'facility-3', name: 'Leeds Community Unit' },
];

/**
 * The journey every list page's Facility filter shares (decision 055): opening it asks the
 * server for the first choices, typing "leeds" asks again for what matches, and the person
 * picks "Leeds Community Unit" (facility-3) from the two the server offered. The page's own
 * test then checks its list was asked for with that filter.
 */
export async function pickLeedsFromFacilityFilter(
  user: UserEvent,
  server: { calls: (operation: string) => Record<string, unknown>[] },
  input: HTMLInputElement,
) {
  await user.click(input);
  await within(await screen.findByRole('listbox')).findByRole('option', {
    name: 'HMP Manchester',
  });
  await user.clear(input);
  await user.type(input, 'leeds');
  await waitFor(
    () => expect(server.calls('SearchFacilities').at(-1)).toEqual({ search: 'leeds', limit: 20 }),
    { timeout: SEARCH_DELAY_MS * 8 },
  );
  const listbox = screen.getByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['HMP Leeds', 'Leeds Community Unit']),
  );
  await user.click(within(listbox).getByRole('option', { name: 'Leeds Community Unit' }));
}

/**
 * The server's answer refusing to place a volunteer who is not cleared, as an admin receives it
 * (product.md §3.2.1): what is missing under the volunteer, and the request for a reason.
 */
export const clearanceRefusal = (missing: string) => ({
  errors: [
    {
      message: missing,
      extensions: {
        code: 'VALIDATION_FAILED',
        fieldErrors: {
          volunteerId: missing,
          clearanceOverrideReason: 'To place them anyway, give a reason for the override',
        },
      },
    },
  ],
});
