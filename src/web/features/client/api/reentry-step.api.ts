/** A client's reentry plan: its steps, starting it, working them (product.md §3.3.1). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { byDueDay } from '../../../../shared/domain/reentry/due-dates';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { CLIENTS_KEY } from './client.api';
import { ReentryStepFields } from './reentry-step-fields.generated';

const ListReentrySteps = graphql(
  `
    query ListReentrySteps($clientId: ID!) {
      listReentrySteps(filter: { clientId: { eq: $clientId } }, limit: 200) {
        items {
          ...ReentryStepFields
          dueOn
        }
      }
    }
  `,
  [ReentryStepFields],
);

const StartReentryPlan = graphql(`
  mutation StartReentryPlan($clientId: ID!) {
    startReentryPlan(clientId: $clientId) {
      id
    }
  }
`);

const CreateReentryStep = graphql(`
  mutation CreateReentryStep($input: CreateReentryStepInput!) {
    createReentryStep(input: $input) {
      id
    }
  }
`);

const UpdateReentryStep = graphql(`
  mutation UpdateReentryStep($input: UpdateReentryStepInput!) {
    updateReentryStep(input: $input) {
      id
      version
    }
  }
`);

export type ReentryStep = ResultOf<typeof ListReentrySteps>['listReentrySteps']['items'][number];
export type CreateReentryStepInput = VariablesOf<typeof CreateReentryStep>['input'];
export type UpdateReentryStepInput = VariablesOf<typeof UpdateReentryStep>['input'];

export const REENTRY_STEPS_KEY = ['reentrySteps'] as const;

const reentryStepsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...REENTRY_STEPS_KEY, clientId],
    queryFn: async () =>
      (await request(ListReentrySteps, { clientId })).listReentrySteps.items.toSorted(byDueDay),
  });

export function useReentrySteps(clientId: string) {
  return useQuery(reentryStepsQuery(clientId));
}

/** Also refreshes the clients: starting a plan sets the client's Reentry Plan to yes. */
export const useStartReentryPlan = () =>
  useInvalidatingMutation([REENTRY_STEPS_KEY, CLIENTS_KEY], (clientId: string) =>
    request(StartReentryPlan, { clientId }),
  );

/** Step changes refresh the clients too: each list row carries its plan's readiness. */
export const useCreateReentryStep = () =>
  useInvalidatingMutation([REENTRY_STEPS_KEY, CLIENTS_KEY], (input: CreateReentryStepInput) =>
    request(CreateReentryStep, { input }),
  );

export const useUpdateReentryStep = () =>
  useInvalidatingMutation([REENTRY_STEPS_KEY, CLIENTS_KEY], (input: UpdateReentryStepInput) =>
    request(UpdateReentryStep, { input }),
  );
