import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { ApiError } from '../../lib/graphql';
import { usePagedList, type PageRequest, type PageResult } from '../../lib/paged-list';
import { RecordListView } from './RecordListView';

interface Person {
  id: string;
  name: string;
}

type FetchPage = (request: PageRequest<{ status: string | null }>) => Promise<PageResult<Person>>;

function People({ fetchPage }: { fetchPage: FetchPage }) {
  const list = usePagedList({
    queryKey: ['people', fetchPage],
    initialFilter: { status: null as string | null },
    fetchPage,
  });
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => list.setFilter({ status: 'ACTIVE' })}>
        Only active
      </button>
      <RecordListView
        list={list}
        plural="people"
        searchPlaceholder="Name"
        emptyText="No people yet."
        filtered={list.filter.status !== null}
        itemKey={(person) => person.id}
        renderItem={(person) => <p>{person.name}</p>}
      />
    </>
  );
}

const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: `p${from + i}`, name: `Person ${from + i}` }));

describe('RecordListView', () => {
  it('shows a failed load with its message, and Retry loads again', async () => {
    const fetchPage = vi
      .fn<FetchPage>()
      .mockRejectedValueOnce(new ApiError('Cannot reach the server.', 'NETWORK'))
      .mockResolvedValueOnce({ items: people(1, 1), nextToken: null });
    const { user } = renderWithProviders(<People fetchPage={fetchPage} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load people. Cannot reach the server.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an empty list apart from a search that matches nothing', async () => {
    const fetchPage = vi.fn<FetchPage>().mockResolvedValue({ items: [], nextToken: null });
    const { user } = renderWithProviders(<People fetchPage={fetchPage} />);
    expect(await screen.findByText('No people yet.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No people match the search and filters.')).toBeTruthy();
  });

  it('sends the search once typing pauses, trimmed, from the first page', async () => {
    const fetchPage = vi
      .fn<FetchPage>()
      .mockResolvedValue({ items: people(1, 2), nextToken: null });
    const { user } = renderWithProviders(<People fetchPage={fetchPage} />);
    await screen.findByText('Person 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' amina ');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'amina', nextToken: null }),
      ),
    );
    // One request for the page and one for the whole word: none per key press.
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('pages forward with the token and back to the first page', async () => {
    const fetchPage = vi.fn<FetchPage>(({ nextToken }) =>
      Promise.resolve(
        nextToken === 'page-2'
          ? { items: people(26, 3), nextToken: null, total: 28 }
          : { items: people(1, 25), nextToken: 'page-2', total: 28 },
      ),
    );
    const { user } = renderWithProviders(<People fetchPage={fetchPage} />);
    await screen.findByText('Person 25');
    expect(screen.getByText('1–25 of 28')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 28')).toBeTruthy();
    expect(screen.getByText('26–28 of 28')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
  });

  it('keeps the search and filters in the address, and starts from the address it is given', async () => {
    const fetchPage = vi
      .fn<FetchPage>()
      .mockResolvedValue({ items: people(1, 1), nextToken: null, total: 1 });
    const first = renderWithProviders(<People fetchPage={fetchPage} />, { path: '/people' });
    await screen.findByText('Person 1');
    await first.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'amina');
    await first.user.click(screen.getByRole('button', { name: 'Only active' }));
    const address = screen.getByRole('status', { name: 'Address' }).textContent ?? '';
    expect(address).toBe('/people?search=amina&status=ACTIVE');
    first.unmount();

    // The same address, opened again (a reload, a shared link, Back): the same view.
    fetchPage.mockClear();
    renderWithProviders(<People fetchPage={fetchPage} />, { path: address });
    expect((await screen.findByRole('searchbox', { name: 'Search' })).getAttribute('value')).toBe(
      'amina',
    );
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith(
        expect.objectContaining({ search: 'amina', filter: { status: 'ACTIVE' } }),
      ),
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows the total of a one-page list too, without paging buttons', async () => {
    const fetchPage = vi
      .fn<FetchPage>()
      .mockResolvedValue({ items: people(1, 3), nextToken: null, total: 3 });
    renderWithProviders(<People fetchPage={fetchPage} />);
    expect(await screen.findByText('1–3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
