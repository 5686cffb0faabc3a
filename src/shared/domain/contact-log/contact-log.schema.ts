import { z } from 'zod';
import { requiredDate } from '../common/dates';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { CONTACT_KINDS } from './contact-log.enums';

/** Messages of the volunteer's contact log (decisions §3). */
export const CONTACT_LOG_MESSAGES = {
  clientId: 'Client is required',
  date: 'Date is required',
  kind: 'Contact type is required',
} as const;

/** One visit, call, letter or message with a client. */
export const contactLogInputSchema = z.object({
  clientId: requiredText(CONTACT_LOG_MESSAGES.clientId, 100),
  date: requiredDate(CONTACT_LOG_MESSAGES.date),
  kind: requiredChoice(CONTACT_KINDS, CONTACT_LOG_MESSAGES.kind),
  notes: optionalText(),
});

export type ContactLogInput = z.output<typeof contactLogInputSchema>;
export type ContactLogFormValues = z.input<typeof contactLogInputSchema>;

/** Defaults for a new entry; today comes from the caller (the programme's time zone). */
export function contactLogDefaults(today: string) {
  return { date: today } satisfies Partial<ContactLogInput>;
}
