/** Password and e-mail rules of product.md §5.8, as plain functions (no schema library). */
/** Password policy of product.md §5.8 /§9: minimum 8, lower, upper, number and special character. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The special set of product.md §5.8: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space.
const SPECIAL_CHARACTERS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export const PASSWORD_MESSAGES = {
  minLength: `Password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  lower: 'Password must have lower case letters',
  upper: 'Password must have upper case letters',
  number: 'Password must have numbers',
  special: 'Password must have special characters',
  tooLong: `Password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  mismatch: 'Your passwords must match',
  required: 'This field is required',
  email: 'Please enter a valid email',
} as const;

/** Every rule the password breaks, in the order the form lists them. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.minLength);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_MESSAGES.lower);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_MESSAGES.upper);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_MESSAGES.number);
  if (!SPECIAL_CHARACTERS.test(password)) problems.push(PASSWORD_MESSAGES.special);
  return problems;
}

/**
 * Confirm password must equal password. As product.md §5.8 states, the check applies once both
 * fields are filled in (so the message does not appear while the user is still typing).
 */
export function confirmPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return null;
  return password === confirmPassword ? null : PASSWORD_MESSAGES.mismatch;
}

// Deliberately simple: the sign-in form only needs to catch typos before asking the server.
// It carries no schema library, to keep the first download small (the sign-in page).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form's e-mail check, without zod (see emailSchema for the full one). */
export function emailProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return PASSWORD_MESSAGES.required;
  return EMAIL_SHAPE.test(trimmed) ? null : PASSWORD_MESSAGES.email;
}
