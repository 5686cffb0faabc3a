/** Resource requests: created from a resource's Request button, decided by admins (product.md §12). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceRequestStatus } from '../../../../shared/domain/resource-request/resource-request.enums';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList } from '../../../lib/paged-list';
import { fetchAllPages } from '../../../lib/paging';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { RESOURCES_KEY } from '../../resource/api/resource.api';
import { ResourceRequestFields } from './resource-request-fields.generated';

const ListResourceRequests = graphql(
  `
    query ListResourceRequests(
      $filter: ModelResourceRequestFilterInput
      $limit: Int
      $nextToken: String
      $sortDirection: SortDirection
    ) {
      listResourceRequests(
        filter: $filter
        limit: $limit
        nextToken: $nextToken
        sortDirection: $sortDirection
      ) {
        items {
          ...ResourceRequestFields
        }
        nextToken
      }
      total: countResourceRequests(filter: $filter)
    }
  `,
  [ResourceRequestFields],
);

const CreateResourceRequest = graphql(
  `
    mutation CreateResourceRequest($input: CreateResourceRequestInput!) {
      createResourceRequest(input: $input) {
        ...ResourceRequestFields
      }
    }
  `,
  [ResourceRequestFields],
);

const ApproveResourceRequest = graphql(`
  mutation ApproveResourceRequest($id: ID!, $expectedVersion: Int) {
    approveResourceRequest(id: $id, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

const DenyResourceRequest = graphql(`
  mutation DenyResourceRequest($id: ID!, $expectedVersion: Int) {
    denyResourceRequest(id: $id, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

const FulfilResourceRequest = graphql(`
  mutation FulfilResourceRequest($id: ID!, $expectedVersion: Int) {
    fulfilResourceRequest(id: $id, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export type ResourceRequest = ResultOf<
  typeof ListResourceRequests
>['listResourceRequests']['items'][number];
export type CreateResourceRequestInput = VariablesOf<typeof CreateResourceRequest>['input'];

export const RESOURCE_REQUESTS_KEY = ['resourceRequests'] as const;

/** Newest first would need a second sort; the server lists by request date, oldest first. */
export function useResourceRequestList() {
  return usePagedList({
    queryKey: RESOURCE_REQUESTS_KEY,
    initialFilter: { status: 'PENDING' as ResourceRequestStatus | null },
    fetchPage: async ({ filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListResourceRequests, {
          filter: filter.status ? { status: { eq: filter.status } } : null,
          limit,
          nextToken,
        }),
        'listResourceRequests',
      ),
  });
}

/**
 * The signed-in person's own requests, newest first: the server lists only their own to a
 * volunteer (product.md §13). A status narrows them.
 */
export function useOwnResourceRequestList(addressKey?: string) {
  return usePagedList({
    addressKey,
    queryKey: [...RESOURCE_REQUESTS_KEY, 'own'],
    initialFilter: { status: null as ResourceRequestStatus | null },
    fetchPage: async ({ filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListResourceRequests, {
          filter: filter.status ? { status: { eq: filter.status } } : null,
          limit,
          nextToken,
          sortDirection: 'DESC',
        }),
        'listResourceRequests',
      ),
  });
}

/** Every request for one resource: its request and distribution history. */
const requestsForResourceQuery = (resourceId: string) =>
  queryOptions({
    queryKey: [...RESOURCE_REQUESTS_KEY, 'resource', resourceId],
    queryFn: () =>
      fetchAllPages(
        async (nextToken) =>
          (
            await request(ListResourceRequests, {
              filter: { resourceId: { eq: resourceId } },
              limit: 500,
              nextToken,
            })
          ).listResourceRequests,
      ),
  });

export function useRequestsForResource(resourceId: string) {
  return useQuery(requestsForResourceQuery(resourceId));
}

export const useCreateResourceRequest = () =>
  useInvalidatingMutation(RESOURCE_REQUESTS_KEY, (input: CreateResourceRequestInput) =>
    request(CreateResourceRequest, { input }),
  );

export type RequestDecision = 'approve' | 'deny' | 'fulfil';

async function sendDecision(decision: RequestDecision, item: ResourceRequest): Promise<void> {
  const variables = { id: item.id, expectedVersion: item.version };
  if (decision === 'approve') await request(ApproveResourceRequest, variables);
  else if (decision === 'deny') await request(DenyResourceRequest, variables);
  else await request(FulfilResourceRequest, variables);
}

/** Approve, deny or fulfil; fulfilling moves the stock, so the resources refresh too. */
export const useDecideResourceRequest = () =>
  useInvalidatingMutation(
    [RESOURCE_REQUESTS_KEY, RESOURCES_KEY],
    ({ decision, item }: { decision: RequestDecision; item: ResourceRequest }) =>
      sendDecision(decision, item),
  );
