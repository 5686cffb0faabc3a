/**
 * A client's consent, given or withdrawn, as a dated event (product.md §3.3.4, decision 072): which
 * consent, the decision, the day, how the client said so, and notes. Who recorded it and when are
 * the record's own bookkeeping. The client's Consent Given and Data Usage Consent follow the latest
 * event of each kind. Recorded once and never edited: a mistake is put right by recording the
 * decision again. How to add a field: docs/adding-a-field.md.
 */
import { requiredDate } from '../common/dates';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, reference, text } from '../../record/field';
import { CONSENT_DECISIONS, CONSENT_KINDS, CONSENT_METHODS } from './client.enums';

const CONSENT_MESSAGES = {
  clientId: 'Client is required',
  kind: 'Choose which consent',
  decision: 'Choose given or withdrawn',
  decidedOn: 'Date is required',
  method: 'Choose how the client said so',
} as const;

const fixed = { changeable: false } as const;

export const clientConsentDeclaration = defineRecord({
  typeName: 'ClientConsent',
  webFeature: 'client',
  pluralName: 'ClientConsents',
  noun: 'consent',
  clientFile: {
    key: 'consents',
    title: 'Consent decisions',
    columns: ['decidedOn', 'kind', 'decision', 'method', 'notes'],
    orderBy: ['decidedOn', 'createdAt'],
  },
  description: "A client's consent given or withdrawn: which, when, how, and who recorded it",
  fields: {
    clientId: reference('client', requiredText(CONSENT_MESSAGES.clientId, 100), {
      anonymise: 'keep',
      label: 'Client',
      description: 'The client (Client.id)',
      ...fixed,
      // Recorded from the client's file: the client is given, not chosen.
      form: false,
    }),
    kind: choice(
      'ConsentKind',
      CONSENT_KINDS,
      requiredChoice(CONSENT_KINDS, CONSENT_MESSAGES.kind),
      {
        anonymise: 'keep',
        label: 'Consent',
        ...fixed,
        form: { required: true },
      },
    ),
    decision: choice(
      'ConsentDecision',
      CONSENT_DECISIONS,
      requiredChoice(CONSENT_DECISIONS, CONSENT_MESSAGES.decision),
      { anonymise: 'keep', label: 'Decision', ...fixed, form: { required: true } },
    ),
    decidedOn: date(requiredDate(CONSENT_MESSAGES.decidedOn), {
      anonymise: 'coarsen',
      label: 'Date',
      defaultNow: true,
      ...fixed,
      form: { required: true },
    }),
    method: choice(
      'ConsentMethod',
      CONSENT_METHODS,
      requiredChoice(CONSENT_METHODS, CONSENT_MESSAGES.method),
      { anonymise: 'keep', label: 'How', ...fixed, form: { required: true } },
    ),
    notes: text(optionalText(), {
      anonymise: 'remove',
      label: 'Notes',
      ...fixed,
      form: { input: 'textarea', wide: true },
    }),
  },
  form: [{ fields: ['kind', 'decision', 'decidedOn', 'method', 'notes'] }],
});
