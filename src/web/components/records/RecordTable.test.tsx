/**
 * The table view of a list (product.md §2.2, decision 050): column headers sort the whole list on
 * the server (the request carries sortBy and sortDirection, the address keeps them), the Sort
 * choice does the same for cards, and the Cards / Table choice is remembered per person on this
 * device.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { SignedInUserIdContext } from '../../auth/signed-in-user-id';
import {
  usePagedList,
  type PageRequest,
  type PageResult,
  type SortDirection,
} from '../../lib/paged-list';
import { listLayoutStorageKey } from './list-layout';
import { RecordListView } from './RecordListView';
import {
  DateTimeText,
  EmailText,
  RecordTable,
  sortableColumns,
  type TableColumn,
} from './RecordTable';
import { SortFilter } from './SortFilter';

interface Person {
  id: string;
  name: string;
  joined: string;
}

interface PeopleFilter {
  sortBy: string;
  sortDirection: SortDirection;
}

type FetchPage = (request: PageRequest<PeopleFilter>) => Promise<PageResult<Person>>;

const COLUMNS: TableColumn<Person>[] = [
  { label: 'Name', render: (person) => person.name, sort: { sortBy: 'NAME', kind: 'text' } },
  { label: 'Joined', render: (person) => person.joined, sort: { sortBy: 'JOINED', kind: 'date' } },
  { label: 'Notes', render: () => '—' },
];

function People({ fetchPage }: { fetchPage: FetchPage }) {
  const list = usePagedList<Person, PeopleFilter>({
    queryKey: ['people', fetchPage],
    initialFilter: { sortBy: 'NAME', sortDirection: 'ASC' },
    fetchPage,
  });
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      <RecordListView
        list={list}
        plural="people"
        emptyText="No people yet."
        filtered={list.activeFilterCount > 0}
        layoutName="people"
        filters={
          <SortFilter
            columns={sortableColumns(COLUMNS)}
            value={list.filter}
            onChange={list.setFilter}
          />
        }
        itemKey={(person) => person.id}
        renderItem={(person) => <article aria-label={person.name}>{person.name}</article>}
        renderItems={(items) => (
          <RecordTable
            items={items}
            itemKey={(person) => person.id}
            columns={COLUMNS}
            sort={list.filter}
            onSort={list.setFilter}
          />
        )}
      />
    </>
  );
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Amina', joined: '2025-01-02' },
  { id: 'p2', name: 'Bilal', joined: '2024-06-30' },
];

function renderPeople(userId: string | null = 'user-1') {
  const fetchPage = vi.fn<FetchPage>().mockResolvedValue({ items: PEOPLE, total: 2 });
  const rendered = renderWithProviders(
    <SignedInUserIdContext.Provider value={userId}>
      <People fetchPage={fetchPage} />
    </SignedInUserIdContext.Provider>,
  );
  return { ...rendered, fetchPage };
}

const lastSort = (fetchPage: ReturnType<typeof vi.fn<FetchPage>>) => {
  const { sortBy, sortDirection } = fetchPage.mock.lastCall![0].filter;
  return `${sortBy} ${sortDirection}`;
};

afterEach(() => localStorage.clear());

describe('RecordTable', () => {
  it('sorts by a header: dates start latest first, a second click turns the order round', async () => {
    localStorage.setItem(listLayoutStorageKey('user-1', 'people'), JSON.stringify('table'));
    const { user, fetchPage } = renderPeople();
    const table = await screen.findByRole('table');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Joined').getAttribute('aria-sort')).toBeNull();
    // The record's name heads its row; a column without sorting has no button.
    expect(within(table).getByRole('rowheader', { name: 'Amina' })).toBeTruthy();
    expect(within(header('Notes')).queryByRole('button')).toBeNull();

    await user.click(within(header('Joined')).getByRole('button'));
    await waitFor(() => expect(lastSort(fetchPage)).toBe('JOINED DESC'));
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toContain('sortBy=JOINED');

    await user.click(within(header('Joined')).getByRole('button'));
    await waitFor(() => expect(lastSort(fetchPage)).toBe('JOINED ASC'));
    expect(header('Joined').getAttribute('aria-sort')).toBe('ascending');
    // The Sort choice says the same.
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveProperty(
      'value',
      'Joined: earliest first',
    );
  });

  it('sorts cards with the Sort choice: every sortable column both ways', async () => {
    const { user, fetchPage } = renderPeople();
    await screen.findByRole('article', { name: 'Amina' });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Name: A to Z',
      'Name: Z to A',
      'Joined: earliest first',
      'Joined: latest first',
    ]);
    await user.click(screen.getByRole('option', { name: 'Name: Z to A' }));
    await waitFor(() => expect(lastSort(fetchPage)).toBe('NAME DESC'));
  });

  it('remembers Cards or Table per person on this device', async () => {
    const { user, unmount } = renderPeople('user-1');
    await screen.findByRole('article', { name: 'Amina' });
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Amina' })).toBeNull();
    unmount();

    // The same person, another visit: the table again.
    const again = renderPeople('user-1');
    expect(await screen.findByRole('table')).toBeTruthy();
    again.unmount();

    // Someone else on the same device: their own choice (cards until they pick).
    renderPeople('user-2');
    expect(await screen.findByRole('article', { name: 'Amina' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

// A narrow column wraps its text rather than widening the table (decision 101), but a date, a
// clock time or an address reads badly broken anywhere.
describe('text in a narrow column', () => {
  it('keeps each day and clock time whole, a range breaking after its dash', () => {
    const text = 'Fri, Mar 1, 2030, 9:00 AM – 12:00 PM';
    const { container } = render(<DateTimeText text={text} />);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      'Fri, Mar 1, 2030',
      '9:00 AM –',
      '12:00 PM',
    ]);
  });

  it('leaves other text as it is', () => {
    const { container } = render(<DateTimeText text="Every Friday" />);
    expect(container.innerHTML).toBe('Every Friday');
  });

  it('lets an e-mail address wrap only after its @ and before its dots', () => {
    const address = 'khadijah.okonkwo@springfield-chaplaincy.org';
    const { container } = render(<EmailText address={address} />);
    expect(container.textContent).toBe(address);
    expect(container.innerHTML).toBe('khadijah<wbr>.okonkwo@<wbr>springfield-chaplaincy<wbr>.org');
  });
});
