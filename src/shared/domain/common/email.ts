import { requiredText, optionalText } from './text';
import { z } from 'zod';

/**
 * E-mail addresses are trimmed and lower-cased: they become sign-in names, and the sign-in
 * service compares them lower-cased, so 'Sam@x.org' and 'sam@x.org' must be one person.
 */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 254)
    .transform((email) => email.toLowerCase())
    .pipe(z.email({ error: invalidMessage }));
}

/** An optional e-mail address: empty or missing is stored as null. */
export function optionalEmail(invalidMessage: string) {
  return optionalText(254)
    .transform((email) => email?.toLowerCase() ?? null)
    .pipe(z.email({ error: invalidMessage }).nullable());
}
