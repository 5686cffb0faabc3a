import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  eventStream,
  graphqlRequestBody,
  graphqlResponse,
  operationName,
} from '../../../../../tests/support/fetch-stub';
import { choose } from '../../../../../tests/support/form-actions';
import { field } from '../../../../../tests/support/form-queries';
import { pickerHandlers, TWO_FACILITIES } from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { resourceRecord } from '../../../../../tests/support/web/resource-record';
import type { Resource } from '../api/resource.api';
import { ResourcesPage } from './ResourcesPage';

const FACILITIES = TWO_FACILITIES;

const QURAN = resourceRecord();

const INCARCERATION_SUB_TABS = ['All Resources', 'Religious Materials', 'Educational Materials'];
const POST_RELEASE_SUB_TABS = [
  'All Services',
  'Housing',
  'Employment & Skills',
  'Healthcare',
  'Support Services',
];

interface ListVariables {
  search: string | null;
  availableAt: string | null;
  filter: { type: { in: string[] }; serviceArea?: { eq: string } };
}

/**
 * The server at the network boundary, answering by operation name: the facilities, the
 * resources `listResources` gives (recorded with their variables), and the live stream.
 */
function stubServer(resources: (variables: ListVariables) => Resource[] = () => []) {
  const listRequests: ListVariables[] = [];
  const operations: string[] = [];
  const pickers = pickerHandlers({ facilities: FACILITIES });
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const { query, variables } = graphqlRequestBody<unknown>(init);
    const operation = operationName(query);
    operations.push(operation);
    switch (operation) {
      case 'RecordChanged':
        return Promise.resolve(eventStream(init?.signal));
      case 'ResourceServiceAreas':
        return Promise.resolve(
          graphqlResponse({ data: { resourceServiceAreas: ['Eastside', 'North County'] } }),
        );
      case 'SearchFacilities':
      case 'FacilityName':
        // The Facility filter searches the server (decision 055).
        return Promise.resolve(graphqlResponse(pickers[operation](variables as never)));
      case 'ListResources': {
        const list = variables as ListVariables;
        listRequests.push(list);
        return Promise.resolve(
          graphqlResponse({ data: { listResources: { items: resources(list), nextToken: null } } }),
        );
      }
      default:
        return Promise.reject(new Error(`Unexpected operation ${operation}`));
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  const lastListRequest = () => listRequests.at(-1);
  return { fetchMock, listRequests, lastListRequest, operations };
}

function renderPage() {
  return renderWithProviders(<ResourcesPage />);
}

const radioNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('div')?.textContent ?? '');

describe('ResourcesPage (product.md §2.6)', () => {
  it('has the two tabs with their sub-tabs; a sub-tab asks the server for its types', async () => {
    const { lastListRequest, operations } = stubServer(({ filter }) =>
      filter.type.in.includes('QURAN') ? [QURAN] : [],
    );
    const { user } = renderPage();

    expect(await screen.findByRole('article', { name: 'The Clear Quran' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Incarceration Resources',
      'Post-Release Resources',
    ]);
    const incarceration = screen.getByRole('tab', { name: 'Incarceration Resources' });
    expect(incarceration.getAttribute('aria-selected')).toBe('true');
    expect(radioNames(screen.getByRole('radiogroup'))).toEqual(INCARCERATION_SUB_TABS);
    expect(lastListRequest()).toMatchObject({ search: null, availableAt: null });
    expect(lastListRequest()?.filter.type.in).toContain('BOOK');
    expect(lastListRequest()?.filter.type.in).not.toContain('HOUSING');
    // The page listens for changes to resources, requests and facilities.
    expect(operations).toContain('RecordChanged');
    // Cards carry their facilities' names: no list of every facility is asked for (decision 055).
    expect(operations).not.toContain('ListFacilityPage');
    expect(operations).not.toContain('SearchFacilities');

    await user.click(screen.getByRole('tab', { name: 'Post-Release Resources' }));

    expect(radioNames(screen.getByRole('radiogroup'))).toEqual(POST_RELEASE_SUB_TABS);
    expect(await screen.findByText('No services found')).toBeTruthy();
    expect(lastListRequest()?.filter.type.in).toContain('HOUSING');
    expect(lastListRequest()?.filter.type.in).not.toContain('QURAN');

    await user.click(screen.getByRole('radio', { name: 'Healthcare' }));

    await waitFor(() =>
      expect(lastListRequest()?.filter).toEqual({
        type: { in: ['HEALTHCARE', 'MENTAL_HEALTH', 'ADDICTION_RECOVERY'] },
      }),
    );
  });

  it('sends the chosen facility and the search text to the server', async () => {
    const { lastListRequest } = stubServer(() => [QURAN]);
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'The Clear Quran' });
    expect(field('Facility').value).toBe('All Facilities');

    await choose(user, 'Facility', 'HMP Leeds');

    await waitFor(() => expect(lastListRequest()?.availableAt).toBe('facility-2'));

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('  quran ');

    // Sent once typing pauses, trimmed, with the facility still chosen.
    await waitFor(() =>
      expect(lastListRequest()).toMatchObject({ search: 'quran', availableAt: 'facility-2' }),
    );
  });

  it('shows the empty state; View All Facilities clears the facility filter', async () => {
    const { lastListRequest, listRequests } = stubServer();
    const { user } = renderPage();
    await screen.findByText('No resources found');
    await choose(user, 'Facility', 'HMP Manchester');
    await waitFor(() => expect(lastListRequest()?.availableAt).toBe('facility-1'));

    const empty = (await screen.findByText('No resources found')).parentElement!;
    expect(within(empty).getByRole('button', { name: 'Add New Resource' })).toBeTruthy();
    const requestsBefore = listRequests.length;
    await user.click(within(empty).getByRole('button', { name: 'View All Facilities' }));

    await waitFor(() => expect(listRequests.length).toBeGreaterThan(requestsBefore));
    expect(lastListRequest()?.availableAt).toBeNull();
    expect(field('Facility').value).toBe('All Facilities');

    // Add New Resource in the empty state opens the form.
    await user.click(within(empty).getByRole('button', { name: 'Add New Resource' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Resource' })).toBeTruthy();
  });

  it('filters the Post-Release tab by service area, not by facility', async () => {
    const { lastListRequest } = stubServer();
    const { user } = renderPage();
    await choose(user, 'Facility', 'HMP Leeds');
    await waitFor(() => expect(lastListRequest()?.availableAt).toBe('facility-2'));

    await user.click(screen.getByRole('tab', { name: 'Post-Release Resources' }));
    await waitFor(() => expect(lastListRequest()?.availableAt).toBeNull());
    expect(screen.queryByLabelText('Facility')).toBeNull();
    expect(field('Service Area').value).toBe('All Service Areas');

    await choose(user, 'Service Area', 'North County');
    await waitFor(() =>
      expect(lastListRequest()?.filter.serviceArea).toEqual({ eq: 'North County' }),
    );
    expect(lastListRequest()?.availableAt).toBeNull();

    const empty = (await screen.findByText('No services found')).parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'View All Service Areas' }));
    await waitFor(() => expect(lastListRequest()?.filter.serviceArea).toBeUndefined());
  });
});
