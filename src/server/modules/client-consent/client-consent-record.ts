/**
 * The ClientConsent record type (product.md §3.3.4, decision 072), apart from its service so that
 * the client's service can record a new client's consents without importing the consent service.
 */
import { insertRecord, type RecordType } from '../../db/records';
import { clientConsent, type ClientConsentRow } from '../../db/schema/client-consent';
import type { Actor } from '../../audit/audit';
import type { Database } from '../../db/client';
import type { ClientRow } from '../../db/schema/client';

export const clientConsentRecord: RecordType<typeof clientConsent> = {
  name: 'ClientConsent',
  table: clientConsent,
  sortColumn: clientConsent.decidedOn,
};

/** The client's tick that holds each consent. */
const TICK = { BEING_SERVED: 'consentGiven', DATA_USAGE: 'dataUsageConsent' } as const;

/**
 * A new client's two consents as the client form answered them the day they were added: given
 * when ticked, declined when not (decision 093), each recorded and audited as any consent is.
 */
export async function recordConsentsOfNewClient(
  db: Database,
  actor: Actor,
  client: Pick<ClientRow, 'id' | 'consentGiven' | 'dataUsageConsent'>,
  today: string,
): Promise<ClientConsentRow[]> {
  const recorded: ClientConsentRow[] = [];
  for (const kind of ['BEING_SERVED', 'DATA_USAGE'] as const) {
    recorded.push(
      await insertRecord(db, actor, clientConsentRecord, {
        clientId: client.id,
        kind,
        decision: client[TICK[kind]] ? 'GIVEN' : 'DECLINED',
        decidedOn: today,
        method: 'FORM',
      }),
    );
  }
  return recorded;
}
