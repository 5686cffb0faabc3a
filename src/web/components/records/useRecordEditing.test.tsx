import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { useOpenDetails, useRecordEditing } from './useRecordEditing';

interface Person {
  id: string;
  version: number;
  name: string;
}

const AMINA: Person = { id: 'p1', version: 1, name: 'Amina' };

/** A list page in miniature: the list's items, a details panel, and a way to refresh the list. */
function ListWithDetails({ fetchLatest }: { fetchLatest: (id: string) => Promise<Person | null> }) {
  const [items, setItems] = useState<Person[]>([AMINA]);
  const editing = useRecordEditing(fetchLatest);
  const details = useOpenDetails(editing, items);
  return (
    <>
      <button onClick={() => editing.showDetails(items[0]!)}>Open</button>
      <button onClick={() => setItems([{ ...AMINA, version: 2, name: 'Amina B.' }])}>
        Refresh with a change
      </button>
      <button onClick={() => setItems([])}>Refresh without the record</button>
      {details && <p>Details: {details.name}</p>}
    </>
  );
}

describe('useOpenDetails: the details panel follows its record', () => {
  it("shows the list's fresh copy while the list holds the record, asking the server nothing", async () => {
    const fetchLatest = vi.fn(async () => null);
    const { user } = renderWithProviders(<ListWithDetails fetchLatest={fetchLatest} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Details: Amina')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh with a change' }));
    expect(screen.getByText('Details: Amina B.')).toBeTruthy();
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('fetches the record as now stored when a refreshed list no longer holds it (anonymised, renamed)', async () => {
    const fetchLatest = vi.fn(async () => ({ id: 'p1', version: 3, name: 'Anonymised client' }));
    const { user } = renderWithProviders(<ListWithDetails fetchLatest={fetchLatest} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Refresh without the record' }));
    expect(await screen.findByText('Details: Anonymised client')).toBeTruthy();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(fetchLatest).toHaveBeenCalledWith('p1');
  });

  it('closes the panel, saying so, when the record was deleted', async () => {
    let answer: (value: Person | null) => void = () => undefined;
    const fetchLatest = vi.fn(() => new Promise<Person | null>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<ListWithDetails fetchLatest={fetchLatest} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Refresh without the record' }));
    // Until the server answers, the panel keeps what it showed.
    expect(screen.getByText('Details: Amina')).toBeTruthy();
    await act(async () => answer(null));
    expect(screen.queryByText(/^Details:/)).toBeNull();
    expect(await screen.findByText('This record was deleted by someone else.')).toBeTruthy();
  });
});
