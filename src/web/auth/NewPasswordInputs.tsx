import { PasswordInput } from '@mantine/core';
import { PASSWORD_HINT } from './password-hint';

interface NewPasswordInputsProps {
  /** The form holding the password under `field` and its confirmation under `confirmPassword`. */
  form: { getInputProps: (path: string) => object };
  field?: string;
  /** The two labels, when the page's differ ('Password' on a new account). */
  labels?: readonly [password: string, confirmation: string];
}

/**
 * A new password and its confirmation, the policy under the first (product.md §5.8), both
 * offered to the browser's password manager as new: the same two inputs wherever a password is
 * chosen (first start, sign-up, a reset, a temporary password, My account).
 */
export function NewPasswordInputs({
  form,
  field = 'password',
  labels = ['New password', 'Confirm new password'],
}: NewPasswordInputsProps) {
  return (
    <>
      <PasswordInput
        label={labels[0]}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        {...form.getInputProps(field)}
      />
      <PasswordInput
        label={labels[1]}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
