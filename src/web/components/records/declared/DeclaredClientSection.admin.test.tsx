/**
 * A section of a client's records drawn from its declaration alone (decision 115), as an admin
 * works the papers (product.md §3.3.9): started from the default checklist, a refusal said, an
 * anonymised client's records left alone. (One group a file: the session is read once.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const EMPTY_CHECKLIST =
  'The default checklist has no documents: add some on the Reentry page first';

describe('a section of records kept beside a client, for an admin', () => {
  it('starts the papers from the default checklist, and says why when it cannot', async () => {
    let started = false;
    const server = stubSignedInAs('Admins', {
      ListReentryDocuments: () => listedPapers(started ? PAPERS : [])(),
      StartDocumentChecklist: ({ clientId }) => {
        if (clientId !== CLIENT.id) throw new Error(`unexpected client ${String(clientId)}`);
        if (server.calls('StartDocumentChecklist').length === 1) {
          return {
            errors: [{ message: EMPTY_CHECKLIST, extensions: { code: 'VALIDATION_FAILED' } }],
          };
        }
        started = true;
        return { data: { startDocumentChecklist: [{ id: 'late' }] } };
      },
    });
    const { user } = renderWithProviders(
      <DeclaredClientSection declaration={papers} client={CLIENT} closed={false} />,
    );

    expect(await screen.findByText('No papers listed yet.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Document' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Papers Checklist' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('Failed to add the checklist.');
    expect(refusal.textContent).toContain(EMPTY_CHECKLIST);

    await user.click(screen.getByRole('button', { name: 'Add Papers Checklist' }));
    expect(await screen.findByText('Papers checklist added')).toBeTruthy();
    await waitFor(() => expect(cardHeadings()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Delete State ID' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Papers Checklist' })).toBeNull();
  });

  it("offers an anonymised client's records to nobody to change", async () => {
    stubSignedInAs('Admins', { ListReentryDocuments: listedPapers(PAPERS) });
    renderWithProviders(
      <>
        <section aria-label="Open">
          <DeclaredClientSection declaration={papers} client={CLIENT} closed={false} />
        </section>
        <section aria-label="Anonymised">
          <DeclaredClientSection
            declaration={papers}
            client={{ id: 'client-2', preferredName: 'Bilal' }}
            closed
          />
        </section>
      </>,
    );

    // Beside a client still open, where the admin's buttons show once the session is read.
    const open = screen.getByRole('region', { name: 'Open' });
    expect(await within(open).findByRole('button', { name: 'Edit State ID' })).toBeTruthy();
    const anonymised = screen.getByRole('region', { name: 'Anonymised' });
    expect(within(anonymised).getByText('1 of 2 in hand')).toBeTruthy();
    expect(within(anonymised).queryByRole('button')).toBeNull();
  });
});
