import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordProblems } from './password-rules';

/** A new password: not trimmed (product.md §5.8), reported with the first rule it breaks. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .superRefine((password, ctx) => {
    const [first] = passwordProblems(password);
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });

export const emailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, { error: PASSWORD_MESSAGES.required })
    .pipe(z.email({ error: PASSWORD_MESSAGES.email })),
);
