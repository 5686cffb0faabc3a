import { Anchor, Button, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { EmailCodeForm } from './EmailCodeForm';
import { postAuth } from './post-auth';
import { ErrorAlert } from '../components/ErrorAlert';

/**
 * Verify contact (product.md §2.3, §4.1): after sign-in with an e-mail not yet verified (e.g. staff
 * changed it), choose it, enter the e-mailed code, or Skip.
 */
export function VerifyContactPage({ email, onDone }: { email: string; onDone: () => void }) {
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const skip = (
    <Anchor component="button" type="button" onClick={onDone} size="sm">
      Skip
    </Anchor>
  );

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    const problem = await postAuth('/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    setBusy(false);
    if (problem) setError(problem);
    else setCodeSent(true);
  };

  return (
    <AuthCard title="Verify Contact">
      {codeSent ? (
        <EmailCodeForm email={email} submitLabel="Submit" onConfirmed={onDone}>
          {skip}
        </EmailCodeForm>
      ) : (
        <Stack>
          <Text size="sm">
            Account recovery requires verified contact information. Verify your e-mail address so
            that you can reset your password if you forget it.
          </Text>
          <Radio.Group label="Contact to verify" value={email} readOnly>
            <Radio value={email} label={email} mt="xs" />
          </Radio.Group>
          <ErrorAlert message={error} />
          <Button onClick={() => void sendCode()} loading={busy} fullWidth>
            Verify
          </Button>
          {skip}
        </Stack>
      )}
    </AuthCard>
  );
}
