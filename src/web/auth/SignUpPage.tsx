import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  confirmPasswordProblem,
  emailProblem,
  PASSWORD_MESSAGES,
  passwordProblems,
} from '../../shared/domain/account/password-rules';
import { AuthCard } from './AuthCard';
import { postAuth } from './post-auth';
import { SignInTabs } from './SignInTabs';
import { NewPasswordInputs } from './NewPasswordInputs';
import { ErrorAlert } from '../components/ErrorAlert';

const required = (value: string) => (value.trim() === '' ? PASSWORD_MESSAGES.required : null);

/** 'Create Account' (product.md §2.3, §5.8): then the e-mailed code confirms the address. */
export function SignUpPage({
  onSignIn,
  onCodeSent,
}: {
  onSignIn: () => void;
  onCodeSent: (email: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: {
      firstName: required,
      lastName: required,
      email: emailProblem,
      password: (value) => passwordProblems(value)[0] ?? null,
      confirmPassword: (value, values) =>
        value === '' ? PASSWORD_MESSAGES.required : confirmPasswordProblem(values.password, value),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const email = values.email.trim().toLowerCase();
    const problem = await postAuth('/sign-up/email', {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email,
      password: values.password,
    });
    setBusy(false);
    if (problem) setError(problem);
    else onCodeSent(email);
  });

  return (
    <AuthCard title="Create Account">
      <SignInTabs active="signUp" onChange={(tab) => tab === 'signIn' && onSignIn()} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <NewPasswordInputs form={form} labels={['Password', 'Confirm Password']} />
          <ErrorAlert message={error} />
          <Button type="submit" loading={busy} fullWidth>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
