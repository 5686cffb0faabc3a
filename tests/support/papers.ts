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

/**
 * A day this many days from today, as the API writes days. Not a fixed "today" (useFixedToday):
 * better-auth reads the session at most once a second by the clock, and a clock set back in a
 * worker that read a session just before skips the read, so the page never learns who is signed
 * in.
 */
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One late, one in hand, one not needed; out of order. */
export const PAPERS = [
  paper('no-day', { document: 'SOCIAL_SECURITY_CARD', status: 'NOT_NEEDED' }),
  paper('in-hand', {
    document: 'BIRTH_CERTIFICATE',
    status: 'IN_HAND',
    keptAt: 'WITH_CLIENT',
    offsetDays: 10,
    dueOn: daysFromToday(15),
    receivedOn: daysFromToday(-15),
  }),
  paper('late', { document: 'STATE_ID', offsetDays: -30, dueOn: daysFromToday(-30) }),
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
