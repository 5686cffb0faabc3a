/**
 * How a client's consents are named (product.md §3.3.4, decision 072): in the client's details, the
 * History and the audit log.
 */
import type { ConsentDecision, ConsentKind } from './client.enums';

export const CONSENT_KIND_LABELS: Readonly<Record<ConsentKind, string>> = {
  BEING_SERVED: 'Consent to be served',
  DATA_USAGE: 'Data-usage consent',
};

/** 'Data-usage consent withdrawn', 'Consent to be served declined'. */
export function consentDecisionText(kind: ConsentKind, decision: ConsentDecision): string {
  return `${CONSENT_KIND_LABELS[kind]} ${decision.toLowerCase()}`;
}
