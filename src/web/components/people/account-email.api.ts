/** An administrator e-mails a person's account an invitation again or a password reset. */
import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '../../lib/graphql';

const SendAccountEmail = graphql(`
  mutation SendAccountEmail($recordType: PersonRecordType!, $id: ID!, $kind: AccountEmailKind!) {
    sendAccountEmail(recordType: $recordType, id: $id, kind: $kind)
  }
`);

export type AccountEmailRequest = VariablesOf<typeof SendAccountEmail>;

/** Resolves to the address the e-mail went to. */
export const useSendAccountEmail = () =>
  useMutation({
    mutationFn: async (variables: AccountEmailRequest) =>
      (await request(SendAccountEmail, variables)).sendAccountEmail,
  });
