import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { SEARCH_DELAY_MS } from '../../src/web/components/pickers/ReferenceSelect';
import { stubGraphqlServer } from './fetch-stub';
import { field } from './form-queries';

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

/**
 * The server of a form with pickers: the pickers' searches over `choices` (pickerHandlers), and
 * the answers to the form's `writes`; `inputs(name)` gives the input each such write was sent.
 */
export function stubPickerServer(
  choices: Parameters<typeof pickerHandlers>[0],
  writes: Parameters<typeof stubGraphqlServer>[0] = {},
) {
  const server = stubGraphqlServer({ ...pickerHandlers(choices), ...writes });
  return {
    ...server,
    inputs: (name: string) => server.calls(name).map((call) => call.input),
  };
}

/** HMP Manchester (facility-1) and HMP Leeds (facility-2): the facilities most forms' pickers find. */
export const TWO_FACILITIES: readonly Named[] = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

/** Three facilities, two of which match "leeds": what the facility-filter journey expects. */
export const FACILITY_CHOICES: readonly Named[] = [
  ...TWO_FACILITIES,
  { id: 'facility-3', name: 'Leeds Community Unit' },
];

/** Yusuf Ali (volunteer-1) and Maryam Khan (volunteer-2), both active: the pickers' first volunteers. */
export const ACTIVE_VOLUNTEERS: readonly Person[] = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
];

/** The server's pickers as a test reads them: the variables of each request of an operation. */
type PickerServer = { calls: (operation: string) => Record<string, unknown>[] };

/** Opens a picker, and waits until its list shows the server's first choices, `firstChoice` among them. */
export async function openPicker(user: UserEvent, input: HTMLElement, firstChoice: string) {
  await user.click(input);
  await within(await screen.findByRole('listbox')).findByRole('option', { name: firstChoice });
}

/** The options the open picker list shows, in order. */
export const shownOptions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/**
 * Searching with a picker as one types (decision 055): `typed` replaces what the field held,
 * the server is asked `operation` with the variables `asked` (once the search's pause is over),
 * the open list then offers exactly `offered`, in order, and the person picks `picked`.
 */
export async function typeAndPick(
  user: UserEvent,
  server: PickerServer,
  input: HTMLInputElement,
  search: {
    typed: string;
    operation: string;
    asked: Record<string, unknown>;
    offered: string[];
    picked: string;
  },
) {
  await user.clear(input);
  await user.type(input, search.typed);
  await waitFor(() => expect(server.calls(search.operation).at(-1)).toEqual(search.asked), {
    timeout: SEARCH_DELAY_MS * 8,
  });
  await waitFor(() => expect(shownOptions()).toEqual(search.offered));
  await user.click(
    within(screen.getByRole('listbox')).getByRole('option', { name: search.picked }),
  );
}

/**
 * The journey every list page's Facility filter shares (decision 055): opening it asks the
 * server for the first choices, typing "leeds" asks again for what matches, and the person
 * picks "Leeds Community Unit" (facility-3) from the two the server offered. The page's own
 * test then checks its list was asked for with that filter.
 */
export async function pickLeedsFromFacilityFilter(
  user: UserEvent,
  server: PickerServer,
  input: HTMLInputElement,
) {
  await openPicker(user, input, 'HMP Manchester');
  await typeAndPick(user, server, input, {
    typed: 'leeds',
    operation: 'SearchFacilities',
    asked: { search: 'leeds', limit: 20 },
    offered: ['HMP Leeds', 'Leeds Community Unit'],
    picked: 'Leeds Community Unit',
  });
}

/**
 * The journey of a Volunteer picker that offers volunteers of any status (decision 055):
 * opening it asks the server once for the first volunteers, with no filter; typing "khan" asks
 * again, and the person picks Bilal Khan (volunteer-3, inactive) from the two Khans offered.
 */
export async function pickBilalKhanFromAnyStatus(
  user: UserEvent,
  server: PickerServer,
  input: HTMLInputElement,
) {
  await openPicker(user, input, 'Yusuf Ali');
  expect(server.calls('SearchVolunteers')).toEqual([{ search: null, filter: null, limit: 20 }]);
  await typeAndPick(user, server, input, {
    typed: 'khan',
    operation: 'SearchVolunteers',
    asked: { search: 'khan', filter: null, limit: 20 },
    offered: ['Maryam Khan', 'Bilal Khan'],
    picked: 'Bilal Khan',
  });
}

/**
 * The Facility filter journey of a list page (pickLeedsFromFacilityFilter), then what the page
 * does with the pick: it asks for its list, `listOperation`, again filtered by that facility
 * alone, and the filter shows the facility's name.
 */
export async function expectListFilteredByLeeds(
  user: UserEvent,
  server: PickerServer,
  listOperation: string,
) {
  const facility = field('Facility');
  await pickLeedsFromFacilityFilter(user, server, facility);
  await waitFor(() =>
    expect(server.calls(listOperation).at(-1)?.filter).toEqual({
      facilityId: { eq: 'facility-3' },
    }),
  );
  expect(facility.value).toBe('Leeds Community Unit');
}

/** Every list of facilities or volunteers a page could load whole (decision 055). */
export const WHOLE_NAME_LISTS: readonly string[] = ['ListFacilityPage', 'VolunteerNames'];
/** The pickers' searches, and their look-ups of one name. */
export const NAME_SEARCHES: readonly string[] = [
  'SearchFacilities',
  'SearchVolunteers',
  'SearchVolunteersAt',
  'FacilityName',
  'VolunteerNameOf',
];

/** The page asked the server none of these operations; a failure names the one it asked. */
export function expectNotAsked(
  server: { calls: (operation: string) => unknown[] },
  operations: readonly string[],
) {
  for (const operation of operations) expect(server.calls(operation), operation).toEqual([]);
}

/**
 * A picker (or other field) inside the open form dialog, by its label: the page's filters
 * outside the dialog carry the same labels, so the search stays within it.
 */
export const dialogField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`), {
    selector: 'input',
  });

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
