/**
 * A programme's default list drawn from its declaration alone (decision 115), shown with the
 * papers' default checklist (product.md §3.3.9): its words, its cards in the declared order, and
 * the spreadsheet of the clients' papers that start from it.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { DeclaredDefaultLists } from './DeclaredDefaultList';

const row = (id: string, document: string, offsetDays: number | null) => ({
  id,
  document,
  offsetDays,
  version: 1,
});

describe("a programme's default list", () => {
  it('shows the papers checklist by due day, then the documents, with the papers as a spreadsheet', async () => {
    stubGraphqlServer({
      ListReentryDocumentTemplates: () => ({
        data: {
          listReentryDocumentTemplates: {
            items: [
              row('a', 'PROOF_OF_ADDRESS', 30),
              row('b', 'BIRTH_CERTIFICATE', -60),
              row('c', 'STATE_ID', -60),
            ],
          },
        },
      }),
    });
    renderWithProviders(<DeclaredDefaultLists />);

    const checklist = screen.getByRole('region', { name: 'Default Papers Checklist' });
    expect(within(checklist).getByText(/Every client's papers start as a copy/)).toBeTruthy();
    await within(checklist).findByRole('button', { name: 'Edit State ID' });
    const cards = within(checklist).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'State ID',
      'Birth certificate',
      'Proof of address',
    ]);
    expect(within(cards[2]!).getByText('30 days after release')).toBeTruthy();
    expect(within(checklist).getByRole('button', { name: 'Add Checklist Document' })).toBeTruthy();
    expect(within(checklist).getByText("Clients' Papers as a Spreadsheet")).toBeTruthy();
    expect(within(checklist).getByRole('button', { name: 'Export papers' })).toBeTruthy();
    expect(within(checklist).getByRole('button', { name: 'Import papers' })).toBeTruthy();
  });

  it('says when the checklist is empty, and when it cannot be loaded', async () => {
    stubGraphqlServer({
      ListReentryDocumentTemplates: () => ({
        data: { listReentryDocumentTemplates: { items: [] } },
      }),
    });
    const first = renderWithProviders(<DeclaredDefaultLists />);
    expect(await screen.findByText('No documents on the checklist.')).toBeTruthy();
    first.unmount();

    stubGraphqlServer({});
    renderWithProviders(<DeclaredDefaultLists />);
    expect(await screen.findByText('Failed to load the default papers checklist.')).toBeTruthy();
  });
});
