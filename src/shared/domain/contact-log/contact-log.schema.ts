import { declaredDefaults } from '../../record/define-record';
import { contactLogDeclaration } from './contact-log.record';

/** One visit, call, letter or message with a client, by the declared rules (contact-log.record.ts). */
export const contactLogInputSchema = contactLogDeclaration.inputObject;

/** Defaults for a new entry; today comes from the caller (the programme's time zone). */
export function contactLogDefaults(today: string) {
  return declaredDefaults(contactLogDeclaration, today);
}
