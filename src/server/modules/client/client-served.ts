/**
 * Without consent to be served, nothing new is done for a client (product.md §3.3.4, decision
 * 093): no contact (a visit, a call, a letter, a message), no check-in, no program added to the
 * programs they attended, until their consent is recorded. What was recorded before stays; a
 * record already there may still be corrected.
 */
import type { ClientRow } from '../../db/schema/client';
import { fieldError, formError } from '../../errors';

export const NOT_SERVED_MESSAGE =
  "This client has not consented to be served: record their consent in the client's details first";

/** Refuses the form recording something new for the client, as a refusal of the whole form. */
export function refuseWithoutConsentToBeServed(row: Pick<ClientRow, 'consentGiven'>): void {
  if (!row.consentGiven) throw formError(NOT_SERVED_MESSAGE);
}

/** Refuses a program added to the programs attended by a client who has not consented. */
export function refuseNewProgramsWithoutConsent(
  current: Pick<ClientRow, 'consentGiven' | 'programsAttended'>,
  programsAttended: readonly string[],
): void {
  if (current.consentGiven) return;
  const before = new Set(current.programsAttended);
  if (programsAttended.some((program) => !before.has(program))) {
    throw fieldError('programsAttended', NOT_SERVED_MESSAGE);
  }
}
