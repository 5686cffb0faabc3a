import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { postAuthJson } from '../../../auth/post-auth';
import { RecoveryCodesShown } from '../../../auth/RecoveryCodesShown';
import { PasswordConfirmForm } from './PasswordConfirmForm';

/**
 * My account, with an authenticator app: make a new set of recovery codes after the password
 * (decision 099). The new set is shown once; the old one stops working at that moment.
 */
export function RecoveryCodesSection() {
  const [step, setStep] = useState<'idle' | 'password' | 'shown'>('idle');
  const [codes, setCodes] = useState<string[]>([]);

  const make = async (password: string) => {
    const answer = await postAuthJson<{ backupCodes: string[] }>(
      '/two-factor/generate-backup-codes',
      { password },
    );
    if ('problem' in answer) return answer.problem;
    setCodes(answer.data.backupCodes);
    setStep('shown');
    return null;
  };

  if (step === 'shown')
    return (
      <RecoveryCodesShown
        codes={codes}
        onDone={() => {
          setCodes([]);
          setStep('idle');
          notifications.show({ message: 'New recovery codes made. The old ones no longer work.' });
        }}
      />
    );
  return (
    <Stack align="flex-start" gap="xs">
      <Text size="sm">
        Recovery codes sign you in if you lose your phone: each works once. Used some, lost the
        list, or think someone saw it? Make new ones; the old ones then stop working.
      </Text>
      {step === 'password' ? (
        <PasswordConfirmForm
          description="To make new recovery codes, confirm it is you."
          submitLabel="Make new recovery codes"
          onConfirm={make}
          onCancel={() => setStep('idle')}
        />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setStep('password')}>
            Make new recovery codes
          </Button>
        </Group>
      )}
    </Stack>
  );
}
