/** Retention periods, the review of what is due, and running it (product.md §3.3.8, decision 077). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';

const RetentionReview = graphql(`
  query RetentionReview {
    retentionReview {
      asOf
      clientsChangedBefore
      contactLogsBefore
      auditEntriesBefore
      settings {
        closedClientYears
        contactLogYears
        auditYears
      }
      clients {
        id
        clientId
        preferredName
        lastChanged
      }
      contactLogs
      contactLogsDigest
      auditEntries
    }
  }
`);

const UpdateRetentionSettings = graphql(`
  mutation UpdateRetentionSettings($input: UpdateRetentionSettingsInput!) {
    updateRetentionSettings(input: $input) {
      closedClientYears
    }
  }
`);

const RunRetention = graphql(`
  mutation RunRetention($input: RunRetentionInput!) {
    runRetention(input: $input) {
      clientsAnonymised
      contactLogsDeleted
      auditEntriesDeleted
    }
  }
`);

export type RetentionReview = ResultOf<typeof RetentionReview>['retentionReview'];
export type RetentionSettingsInput = VariablesOf<typeof UpdateRetentionSettings>['input'];

const RETENTION_KEY = ['retention'] as const;

const retentionReviewQuery = () =>
  queryOptions({
    queryKey: RETENTION_KEY,
    queryFn: async () => (await request(RetentionReview)).retentionReview,
  });

export function useRetentionReview() {
  return useQuery(retentionReviewQuery());
}

/** Saving the periods, or running, changes what is due: the review is read again. */
function useRetentionMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Clients were anonymised: every list showing them is out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useUpdateRetentionSettings = () =>
  useRetentionMutation((input: RetentionSettingsInput) =>
    request(UpdateRetentionSettings, { input }),
  );

/** Runs the review as shown: its clients, its days and its contact-log entries. */
export const useRunRetention = () =>
  useRetentionMutation(
    async (review: RetentionReview) =>
      (
        await request(RunRetention, {
          input: {
            clientIds: review.clients.map((due) => due.id),
            clientsChangedBefore: review.clientsChangedBefore,
            contactLogsBefore: review.contactLogsBefore,
            auditEntriesBefore: review.auditEntriesBefore,
            contactLogsDigest: review.contactLogsDigest,
          },
        })
      ).runRetention,
  );
