/**
 * A section of a client's records drawn from its declaration alone (decision 115), as the client's
 * volunteer sees the papers (product.md §3.3.9): the summary, the cards in the declared order with
 * their days and marks, and only what `volunteerChanges` lets them change. (One group a file: the
 * session is read once.)
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, focusedDialog } from '../../../../../tests/support/form-queries';
import {
  cardHeadings,
  CLIENT,
  PAPERS,
  papers,
  listedPapers,
} from '../../../../../tests/support/papers';
import { renderWithProviders } from '../../../../../tests/support/render';
import { stubSignedInAs } from '../../../../../tests/support/signed-in-volunteer';
import { DeclaredClientSection } from './DeclaredClientSection';

describe("a section of records kept beside a client, for the client's volunteer", () => {
  it('shows the papers in order, summed up, late ones marked, and lets them change only what they may', async () => {
    stubSignedInAs('Volunteers', { ListReentryDocuments: listedPapers(PAPERS) });
    const { user } = renderWithProviders(
      <DeclaredClientSection declaration={papers} client={CLIENT} closed={false} />,
    );

    expect(await screen.findByText('1 of 2 in hand')).toBeTruthy();
    // By due day, those without one last.
    expect(cardHeadings()).toEqual(['State ID', 'Birth certificate', 'Social Security card']);
    const [late, inHand] = screen.getAllByRole('listitem');
    expect(within(late!).getByText('Overdue')).toBeTruthy();
    expect(within(inHand!).queryByText('Overdue')).toBeNull();
    expect(within(inHand!).getByText(/With the client · Due .+ · Received /)).toBeTruthy();
    // Admins add and remove; the volunteer does neither.
    await screen.findByRole('button', { name: 'Edit State ID' });
    expect(screen.queryByRole('button', { name: 'Add Document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete State ID' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit State ID' }));
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'State ID: Yusuf' })).toBeTruthy();
    expect(field('Document').disabled).toBe(true);
    expect(within(dialog).getAllByText('Admins change this').length).toBeGreaterThan(0);
    expect(field('Status').disabled).toBe(false);
  });
});
