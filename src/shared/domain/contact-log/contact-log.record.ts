/**
 * A contact-log entry (product.md §12): one visit, call, letter or message between a volunteer and
 * a client, declared once. Its form is laid out by hand (ContactLogSection, beside the client's
 * details). How to add a field: docs/adding-a-field.md.
 */
import { z } from 'zod';
import { requiredDate } from '../common/dates';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, reference, text } from '../../record/field';
import { CONTACT_KINDS } from './contact-log.enums';

/** Messages of the volunteer's contact log (product.md §12). */
const CONTACT_LOG_MESSAGES = {
  clientId: 'Client is required',
  date: 'Date is required',
  kind: 'Contact type is required',
} as const;

export const contactLogDeclaration = defineRecord({
  typeName: 'ContactLog',
  webFeature: 'client',
  pluralName: 'ContactLogs',
  noun: 'contact-log entry',
  label: 'Contact log',
  clientFile: {
    key: 'contactLog',
    title: 'Contact log',
    columns: ['date', 'kind', 'notes'],
    orderBy: ['date', 'createdAt'],
  },
  description: 'A visit, call, letter or message between a volunteer and a client (product.md §12)',
  fields: {
    clientId: reference('client', requiredText(CONTACT_LOG_MESSAGES.clientId, 100), {
      anonymise: 'keep',
      label: 'Client',
      description: 'The client (Client.id)',
      inputDescription: '',
    }),
    // Who made the contact: the service decides it (a volunteer's own name; staff may name one,
    // by default themselves), so the schema only passes on what was sent.
    volunteerId: reference('account', z.string().trim().max(100).optional(), {
      anonymise: 'keep',
      label: 'Volunteer',
      description: 'Account id of who made the contact',
      inputDescription: '',
    }),
    date: date(requiredDate(CONTACT_LOG_MESSAGES.date), {
      anonymise: 'coarsen',
      label: 'Date',
      defaultNow: true,
      form: { label: 'Contact Date' },
    }),
    kind: choice(
      'ContactKind',
      CONTACT_KINDS,
      requiredChoice(CONTACT_KINDS, CONTACT_LOG_MESSAGES.kind),
      {
        anonymise: 'keep',
        label: 'Contact Type',
      },
    ),
    notes: text(optionalText(), {
      anonymise: 'remove',
      label: 'Notes',
      form: { label: 'Contact Notes' },
    }),
  },
});
