import { z } from 'zod';
import { requiredText } from '../common/text';
import { emailSchema, newPasswordSchema } from './password';
import { PASSWORD_MESSAGES, confirmPasswordProblem } from './password-rules';

/** The first-run form that creates the first super admin. */
export const firstAdminSchema = z
  .object({
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: PASSWORD_MESSAGES.required })
      .min(1, { error: PASSWORD_MESSAGES.required }),
  })
  .superRefine((values, ctx) => {
    const problem = confirmPasswordProblem(values.password, values.confirmPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
  });

export type FirstAdminInput = z.output<typeof firstAdminSchema>;
