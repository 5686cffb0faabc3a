import type { z } from 'zod';
import { declaredDefaults } from '../../record/define-record';
import { contactLogDeclaration } from './contact-log.record';

export { CONTACT_LOG_MESSAGES } from './contact-log.record';

/** One visit, call, letter or message with a client, by the declared rules (contact-log.record.ts). */
export const contactLogInputSchema = contactLogDeclaration.inputObject;

export type ContactLogInput = z.output<typeof contactLogInputSchema>;
export type ContactLogFormValues = z.input<typeof contactLogInputSchema>;

/** Defaults for a new entry; today comes from the caller (the programme's time zone). */
export function contactLogDefaults(today: string) {
  return declaredDefaults(contactLogDeclaration, today);
}
