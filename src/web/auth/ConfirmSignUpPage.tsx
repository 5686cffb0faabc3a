import { Anchor } from '@mantine/core';
import { AuthCard } from './AuthCard';
import { EmailCodeForm } from './EmailCodeForm';

/** Confirm sign up (product.md §2.3, §4.1): the code proves the e-mail; then the person signs in. */
export function ConfirmSignUpPage({
  email,
  onDone,
}: {
  email: string;
  onDone: (message: string) => void;
}) {
  return (
    <AuthCard title="Confirm Sign Up">
      <EmailCodeForm
        email={email}
        submitLabel="Confirm"
        onConfirmed={(alreadyConfirmed) =>
          onDone(alreadyConfirmed ?? 'Your account is confirmed. Sign in with your password.')
        }
      >
        <Anchor component="button" type="button" onClick={() => onDone('')} size="sm">
          Back to sign in
        </Anchor>
      </EmailCodeForm>
    </AuthCard>
  );
}
