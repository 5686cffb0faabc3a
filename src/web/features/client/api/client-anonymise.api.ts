/** Anonymising a client (product.md §3.3.7, decision 076): super admins, with a reason. */
import { graphql, request, type VariablesOf } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { CLIENTS_KEY } from './client.api';
import { CLIENT_CONSENTS_KEY } from './client-consent.api';
import { CONTACT_LOGS_KEY } from './contact-log.api';
import { REENTRY_CHECK_INS_KEY } from './reentry-check-in.api';
import { REENTRY_STEPS_KEY } from './reentry-step.api';

const AnonymiseClient = graphql(`
  mutation AnonymiseClient($input: AnonymiseClientInput!) {
    anonymiseClient(input: $input) {
      id
    }
  }
`);

export type AnonymiseClientInput = VariablesOf<typeof AnonymiseClient>['input'];

/** Everything shown of the client changes: its record and the records beside it. */
export const useAnonymiseClient = () =>
  useInvalidatingMutation(
    [CLIENTS_KEY, CLIENT_CONSENTS_KEY, CONTACT_LOGS_KEY, REENTRY_CHECK_INS_KEY, REENTRY_STEPS_KEY],
    (input: AnonymiseClientInput) => request(AnonymiseClient, { input }),
  );
