/**
 * The ClientConsent record type (issue 37, decision 072), apart from its service so that the
 * client's service can record a new client's consents without importing the consent service.
 */
import { insertRecord, type RecordType } from '../../db/records';
import { clientConsent, type ClientConsentRow } from '../../db/schema/client-consent';
import type { Actor } from '../../audit/audit';
import type { Database } from '../../db/client';

export const clientConsentRecord: RecordType<typeof clientConsent> = {
  name: 'ClientConsent',
  table: clientConsent,
  sortColumn: clientConsent.decidedOn,
};

/**
 * A new client's two consents, given on the client form the day they were added (the form asks
 * for both), each recorded and audited as any consent is.
 */
export async function recordConsentsOfNewClient(
  db: Database,
  actor: Actor,
  clientId: string,
  today: string,
): Promise<ClientConsentRow[]> {
  const recorded: ClientConsentRow[] = [];
  for (const kind of ['BEING_SERVED', 'DATA_USAGE'] as const) {
    recorded.push(
      await insertRecord(db, actor, clientConsentRecord, {
        clientId,
        kind,
        decision: 'GIVEN',
        decidedOn: today,
        method: 'FORM',
      }),
    );
  }
  return recorded;
}
