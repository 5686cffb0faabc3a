/**
 * A client's papers as the API answers them, for component tests of the sections drawn from a
 * declaration (web/components/records/declared/DeclaredClientSection.tsx).
 */
import { screen, within } from '@testing-library/react';
import { reentryDocumentDeclaration } from '../../src/shared/domain/reentry/reentry-document.record';
import type { Fields, RecordDeclaration } from '../../src/shared/record/define-record';

export const papers = reentryDocumentDeclaration as unknown as RecordDeclaration<Fields>;
export const CLIENT = { id: 'client-1', preferredName: 'Yusuf' };

const paper = (id: string, values: Record<string, unknown>) => ({
  id,
  clientId: CLIENT.id,
  document: 'OTHER',
  status: 'NEEDED',
  keptAt: null,
  offsetDays: null,
  requestedOn: null,
  receivedOn: null,
  nameOnDocument: null,
  notes: null,
  version: 1,
  dueOn: null,
  ...values,
});

/** Today 2026-12-05 (PAPERS_TODAY): one late, one in hand, one not needed; out of order. */
export const PAPERS_TODAY = new Date('2026-12-05T12:00:00Z');
export const PAPERS = [
  paper('no-day', { document: 'SOCIAL_SECURITY_CARD', status: 'NOT_NEEDED' }),
  paper('in-hand', {
    document: 'BIRTH_CERTIFICATE',
    status: 'IN_HAND',
    keptAt: 'WITH_CLIENT',
    offsetDays: 10,
    dueOn: '2026-12-20',
    receivedOn: '2026-11-20',
  }),
  paper('late', { document: 'STATE_ID', offsetDays: -30, dueOn: '2026-11-01' }),
];

/** A handler of the stub GraphQL server: the client's papers. */
export const listedPapers = (items: unknown[]) => () => ({
  data: { listReentryDocuments: { items } },
});

/** The cards' headings, in the order shown. */
export const cardHeadings = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('p')?.textContent);
