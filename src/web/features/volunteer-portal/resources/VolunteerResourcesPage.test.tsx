import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import { TWO_FACILITIES } from '../../../../../tests/support/picker-choices';
import {
  resourceRecord,
  SAFE_HAVEN_HOUSING,
} from '../../../../../tests/support/web/resource-record';
import type { Resource } from '../../resource/api/resource.api';
import type { ResourceRequest } from '../../resource-request/api/resource-request.api';
import { VolunteerResources } from './VolunteerResourcesPage';

const ME = 'volunteer-1';

const FACILITIES = [...TWO_FACILITIES, { id: 'facility-3', name: 'HMP Durham' }];
/** A facility's name as the records pointing at it carry it (decision 055). */
const nameOf = (id: string | null) =>
  FACILITIES.find((facility) => facility.id === id)?.name ?? null;

const QURAN = resourceRecord({
  topic: 'Faith',
  approvedFacilities: ['facility-2'],
  approvedFacilityNames: ['HMP Leeds'],
});

const HOUSING: Resource = {
  ...QURAN,
  ...SAFE_HAVEN_HOUSING,
  facilityId: 'facility-2',
  facilityName: 'HMP Leeds',
  contactInfo: '0113 496 0000',
  eligibilityCriteria: 'Released within 6 months',
  waitlistTime: '2 weeks',
};

function requestOf(overrides: Partial<ResourceRequest>): ResourceRequest {
  return {
    id: 'request-1',
    resourceId: QURAN.id,
    resourceName: QURAN.title,
    requesterId: ME,
    requesterName: 'Yusuf Ali',
    facilityId: 'facility-2',
    facilityName: 'HMP Leeds',
    quantity: 1,
    status: 'PENDING',
    requestDate: '2030-03-01T10:00:00.000Z',
    fulfillmentDate: null,
    notes: null,
    fulfilledBy: null,
    version: 1,
    ...overrides,
  };
}

interface ResourceListVariables {
  search: string | null;
  availableAt: string | null;
  filter: unknown;
}

/**
 * The server: the volunteer leads programs at Manchester and Leeds and is assigned to Leeds;
 * resources by facility; their requests, to which a created request is added.
 */
function stubServer(
  options: {
    assignedFacility?: string | null;
    programFacilities?: string[];
    resourcesAt?: (facilityId: string | null) => Resource[];
    requests?: ResourceRequest[];
  } = {},
) {
  const {
    assignedFacility = 'facility-2',
    programFacilities = ['facility-1', 'facility-2'],
    resourcesAt = (facilityId) => (facilityId === 'facility-2' ? [QURAN, HOUSING] : [QURAN]),
  } = options;
  const requests = [...(options.requests ?? [])];
  const server = stubGraphqlServer({
    VolunteerFacilityIds: ({ id }) => ({
      data: {
        getVolunteer: { id, assignedFacility, assignedFacilityName: nameOf(assignedFacility) },
        listPrograms: {
          items: programFacilities.map((facilityId, index) => ({
            id: `program-${index}`,
            facilityId,
            facilityName: nameOf(facilityId),
          })),
          nextToken: null,
        },
      },
    }),
    ListResources: (variables) => ({
      data: {
        listResources: {
          items: resourcesAt((variables as unknown as ResourceListVariables).availableAt),
          nextToken: null,
        },
      },
    }),
    ListResourceRequests: () => ({
      data: { listResourceRequests: { items: [...requests].reverse(), nextToken: null } },
    }),
    CreateResourceRequest: ({ input }) => {
      const sent = input as Record<string, unknown>;
      if (Number(sent.quantity) > QURAN.quantity) {
        return {
          errors: [
            {
              message: 'Only 12 in stock',
              extensions: {
                code: 'VALIDATION_FAILED',
                fieldErrors: { quantity: 'Only 12 in stock' },
              },
            },
          ],
        };
      }
      const created = requestOf({
        id: `request-${requests.length + 1}`,
        resourceId: String(sent.resourceId),
        resourceName: [QURAN, HOUSING].find((one) => one.id === sent.resourceId)?.title ?? null,
        facilityId: (sent.facilityId as string | null) ?? null,
        facilityName: nameOf((sent.facilityId as string | null) ?? null),
        quantity: Number(sent.quantity),
        notes: (sent.notes as string | null) ?? null,
        requestDate: '2030-04-02T09:30:00.000Z',
      });
      requests.push(created);
      return { data: { createResourceRequest: created } };
    },
  });
  const resourceLists = () => server.calls('ListResources') as unknown as ResourceListVariables[];
  return { ...server, resourceLists, requests };
}

const renderPage = () => renderWithProviders(<VolunteerResources volunteerId={ME} />);

const myRequests = () => screen.getByRole('region', { name: 'My requests' }) as HTMLElement;

describe('VolunteerResourcesPage (product.md §12)', () => {
  it('lists the AVAILABLE resources at the facility they are assigned to; another of theirs can be chosen', async () => {
    const server = stubServer();
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeTruthy();
    // Two answers in a row (their facilities, then the resources) on a busy test machine.
    const card = await screen.findByRole(
      'article',
      { name: 'Safe Haven Housing' },
      { timeout: 5000 },
    );
    expect(server.calls('VolunteerFacilityIds')).toEqual([{ id: ME, nextToken: null }]);
    expect(server.resourceLists()[0]).toMatchObject({
      search: null,
      availableAt: 'facility-2',
      filter: { status: { eq: 'AVAILABLE' } },
    });
    expect(field('Facility').value).toBe('HMP Leeds');
    expect(card.textContent).toContain('Safe Haven Trust');
    expect(card.textContent).toContain('2 weeks');
    expect(within(card).getByText('Available')).toBeTruthy();

    // Read only: Request and Details, nothing to add, edit or delete.
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names.filter((name) => /add|edit|delete/i.test(name ?? ''))).toEqual([]);
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Request', 'Details']);

    // Details shows the rest in place.
    await user.click(within(card).getByRole('button', { name: 'Details of Safe Haven Housing' }));
    expect(card.textContent).toContain('Released within 6 months');
    expect(card.textContent).toContain('0113 496 0000');
    expect(
      within(card)
        .getByRole('button', { name: 'Hide details of Safe Haven Housing' })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    // Only their facilities are offered: HMP Durham is not one of them.
    await user.click(field('Facility'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['HMP Leeds', 'HMP Manchester']);
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'HMP Manchester' }),
    );

    await waitFor(() =>
      expect(server.resourceLists().at(-1)).toMatchObject({
        availableAt: 'facility-1',
        filter: { status: { eq: 'AVAILABLE' } },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Safe Haven Housing' })).toBeNull(),
    );

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('quran');
    await waitFor(() =>
      expect(server.resourceLists().at(-1)).toMatchObject({
        search: 'quran',
        availableAt: 'facility-1',
      }),
    );
  });

  it('Request sends the request for the chosen facility; it then appears under My requests as Pending', async () => {
    const server = stubServer();
    const { user } = renderPage();
    expect(
      await within(myRequests()).findByText('You have not requested any resources yet.'),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'The Clear Quran' });

    await user.click(within(card).getByRole('button', { name: 'Request The Clear Quran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request The Clear Quran' });
    expect(dialog.textContent).toContain('In stock: 12');
    expect(field('For facility').value).toBe('HMP Leeds');
    await fill(user, 'Quantity', '3');
    await fill(user, 'Notes', 'For Friday study circle');
    await choose(user, 'For facility', 'HMP Manchester');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Resource "The Clear Quran" has been requested.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('CreateResourceRequest')).toEqual([
      {
        input: {
          resourceId: 'resource-1',
          facilityId: 'facility-1',
          quantity: 3,
          notes: 'For Friday study circle',
        },
      },
    ]);
    const request = await within(myRequests()).findByRole('article', {
      name: 'Request: The Clear Quran',
    });
    expect(within(request).getByText('Pending')).toBeTruthy();
    expect(request.textContent).toContain('3 requested on');
    expect(request.textContent).toContain('for HMP Manchester');
    expect(request.textContent).toContain('Notes: For Friday study circle');
  });

  it('keeps the dialog open with the messages beside the quantity when it cannot be sent', async () => {
    const server = stubServer();
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'The Clear Quran' });
    await user.click(within(card).getByRole('button', { name: 'Request The Clear Quran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request The Clear Quran' });

    await fill(user, 'Quantity', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Quantity must be at least 1')).toBeTruthy();
    expect(server.calls('CreateResourceRequest')).toEqual([]);

    // The server checks the stock: its message goes beside the quantity.
    await fill(user, 'Quantity', '20');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Only 12 in stock')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request The Clear Quran' })).toBeTruthy();
    expect(within(myRequests()).queryAllByRole('article')).toEqual([]);
  });

  it('lists their requests newest first with their states', async () => {
    const server = stubServer({
      requests: [
        requestOf({ id: 'r1', status: 'FULFILLED', fulfillmentDate: '2030-02-03T10:00:00.000Z' }),
        requestOf({
          id: 'r2',
          resourceId: HOUSING.id,
          resourceName: HOUSING.title,
          status: 'DENIED',
          notes: 'Out of area',
        }),
        requestOf({ id: 'r3', status: 'APPROVED' }),
        requestOf({
          id: 'r4',
          resourceId: HOUSING.id,
          resourceName: HOUSING.title,
          status: 'PENDING',
        }),
      ],
    });
    renderPage();

    const section = myRequests();
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    const states = within(section)
      .getAllByRole('article')
      .map(
        (card) =>
          `${card.getAttribute('aria-label')}: ${card.querySelector('.mantine-Badge-root')?.textContent}`,
      );
    expect(states).toEqual([
      'Request: Safe Haven Housing: Pending',
      'Request: The Clear Quran: Approved',
      'Request: Safe Haven Housing: Denied',
      'Request: The Clear Quran: Fulfilled',
    ]);
    expect(section.textContent).toContain('Notes: Out of area');
    expect(section.textContent).toContain('Fulfilled ');
    expect(server.calls('ListResourceRequests')[0]).toMatchObject({
      sortDirection: 'DESC',
      filter: null,
    });
  });

  it('says so when the volunteer has no facility, and asks for no resources', async () => {
    const server = stubServer({ assignedFacility: null, programFacilities: [] });
    renderPage();
    expect(
      await screen.findByText(
        /You are not linked to a facility yet, so there are no resources to show/,
      ),
    ).toBeTruthy();
    expect(server.resourceLists()).toEqual([]);
  });

  it("says 'No available resources found' when their facility has none", async () => {
    stubServer({ resourcesAt: () => [] });
    renderPage();
    expect(await screen.findByText('No available resources found')).toBeTruthy();
  });
});
