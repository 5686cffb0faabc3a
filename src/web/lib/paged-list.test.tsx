import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { usePagedList, type PageRequest } from './paged-list';

const requests: PageRequest<{ status: string | null }>[] = [];

/** A list opened on one volunteer, with a type filter and an order. */
function CountedList() {
  const list = usePagedList({
    queryKey: ['paged-list-count-test'],
    initialFilter: {
      volunteerId: 'volunteer-1' as string | null,
      type: null as string | null,
      sortDirection: 'DESC' as 'ASC' | 'DESC',
    },
    fetchPage: () => Promise.resolve({ items: [], nextToken: null, total: 0 }),
  });
  return (
    <>
      <output aria-label="Filters in use">{list.activeFilterCount}</output>
      <button type="button" onClick={() => list.setFilter({ sortDirection: 'ASC' })}>
        Oldest first
      </button>
      <button type="button" onClick={() => list.setFilter({ type: 'VISIT' })}>
        Visits
      </button>
    </>
  );
}

/** A list whose search and status filter are changed in one click. */
function List() {
  const list = usePagedList({
    queryKey: ['paged-list-test'],
    initialFilter: { status: null as string | null },
    fetchPage: (request: PageRequest<{ status: string | null }>) => {
      requests.push(request);
      return Promise.resolve({ items: [], nextToken: null, total: 0 });
    },
  });
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      <button
        type="button"
        onClick={() => {
          list.setSearchText('musa');
          list.setFilter({ status: 'ACTIVE' });
        }}
      >
        Active named Musa
      </button>
    </>
  );
}

describe('usePagedList', () => {
  it('keeps a search and a filter changed in the same moment, in the address and the request', async () => {
    const { user } = renderWithProviders(<List />, { path: '/clients' });
    await user.click(screen.getByRole('button', { name: 'Active named Musa' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '?search=musa&status=ACTIVE',
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ search: 'musa', filter: { status: 'ACTIVE' } }),
    );
  });

  it('counts the filters in use beyond how the page opens the list, not its order', async () => {
    const { user } = renderWithProviders(<CountedList />, { path: '/programs' });
    const count = () => screen.getByRole('status', { name: 'Filters in use' }).textContent;
    expect(count()).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(count()).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Visits' }));
    expect(count()).toBe('1');
  });
});
