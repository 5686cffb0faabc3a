import { Alert, Button, Group, Text } from '@mantine/core';
import { DetailsSection } from '../records/RecordDetails';
import { useSendAccountEmail, type AccountEmailRequest } from './account-email.api';

const SENT: Record<AccountEmailRequest['kind'], string> = {
  INVITATION: 'Invitation sent to',
  PASSWORD_RESET: 'Password reset sent to',
};

/**
 * "Sign-in account" in a person's details (staff): the invitation again, for someone who has not
 * chosen a password yet, or a password reset, for someone who has. The server decides which one
 * fits and says so; each one sent is in the person's history.
 */
export function AccountEmailSection({
  recordType,
  id,
  name,
}: Pick<AccountEmailRequest, 'recordType' | 'id'> & { name: string }) {
  const send = useSendAccountEmail();
  const sendKind = (kind: AccountEmailRequest['kind']) => send.mutate({ recordType, id, kind });
  const busy = (kind: AccountEmailRequest['kind']) =>
    send.isPending && send.variables.kind === kind;
  return (
    <DetailsSection title="Sign-in account">
      <Text size="sm">
        Someone who has not chosen a password yet gets the invitation again, with a new temporary
        password. Someone who has gets a code to choose a new one. Only they receive it.
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          size="sm"
          loading={busy('INVITATION')}
          disabled={send.isPending}
          aria-label={`Resend invitation to ${name}`}
          onClick={() => sendKind('INVITATION')}
        >
          Resend invitation
        </Button>
        <Button
          variant="default"
          size="sm"
          loading={busy('PASSWORD_RESET')}
          disabled={send.isPending}
          aria-label={`Send password reset to ${name}`}
          onClick={() => sendKind('PASSWORD_RESET')}
        >
          Send password reset
        </Button>
      </Group>
      {send.isSuccess && (
        <Alert color="brand" role="status">
          {`${SENT[send.variables.kind]} ${send.data}.`}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" role="alert">
          {send.error.message}
        </Alert>
      )}
    </DetailsSection>
  );
}
