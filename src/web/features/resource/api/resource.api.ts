/** Resource queries and mutations (product.md §2.6, §3.6). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceType } from '../../../../shared/domain/resource/resource.enums';
import {
  isListedUnder,
  type ResourceSubTab,
  type ResourceTab,
} from '../../../../shared/domain/resource/resource.types';
import { RESOURCE_TYPES } from '../../../../shared/domain/resource/resource.enums';
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { REORDER_STATUSES } from '../../../../shared/domain/resource/resource.rules';
import { graphql, request, type ResultOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList } from '../../../lib/paged-list';
import { recordWrites } from '../../../lib/record-mutation';
import { ResourceFields } from './resource-fields.generated';

const ListResources = graphql(
  `
    query ListResources(
      $search: String
      $availableAt: ID
      $filter: ModelResourceFilterInput
      $limit: Int
      $nextToken: String
    ) {
      listResources(
        search: $search
        availableAt: $availableAt
        filter: $filter
        limit: $limit
        nextToken: $nextToken
      ) {
        items {
          ...ResourceFields
        }
        nextToken
      }
      total: countResources(search: $search, availableAt: $availableAt, filter: $filter)
    }
  `,
  [ResourceFields],
);

const GetResource = graphql(
  `
    query GetResource($id: ID!) {
      getResource(id: $id) {
        ...ResourceFields
      }
    }
  `,
  [ResourceFields],
);

const CreateResource = graphql(
  `
    mutation CreateResource($input: CreateResourceInput!) {
      createResource(input: $input) {
        ...ResourceFields
      }
    }
  `,
  [ResourceFields],
);

const UpdateResource = graphql(
  `
    mutation UpdateResource($input: UpdateResourceInput!) {
      updateResource(input: $input) {
        ...ResourceFields
      }
    }
  `,
  [ResourceFields],
);

const DeleteResource = graphql(`
  mutation DeleteResource($input: DeleteResourceInput!) {
    deleteResource(input: $input) {
      id
    }
  }
`);

export type Resource = ResultOf<typeof GetResource>['getResource'] & {};

export interface ResourceFilter {
  tab: ResourceTab;
  subTab: ResourceSubTab | 'ALL';
  /**
   * Incarceration tab: a facility id, the primary facility or one of the approved
   * (product.md §2.6). Post-release services are not tied to a facility.
   */
  facilityId: string | null;
  /** Post-Release tab: the service area the services name. */
  serviceArea: string | null;
  /** Incarceration tab: 'REORDER' keeps materials low or out of stock (the overview's link). */
  stock: 'REORDER' | null;
}

export const RESOURCES_KEY = ['resources'] as const;

const ExportResources = graphql(
  `
    query ExportResources($search: String, $filter: ModelResourceFilterInput, $availableAt: ID) {
      exportResources(search: $search, filter: $filter, availableAt: $availableAt) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

/** The types the tab and sub-tab show; the server filters on them. */
function typesListedUnder(filter: Pick<ResourceFilter, 'tab' | 'subTab'>): ResourceType[] {
  return RESOURCE_TYPES.filter((type) => isListedUnder(type, filter.tab, filter.subTab));
}

/** The tab, sub-tab and the tab's own filter (facility or service area) as the list's arguments. */
function resourceListVariables(filter: ResourceFilter) {
  const types = { type: { in: typesListedUnder(filter) } };
  if (filter.tab === 'POST_RELEASE') {
    return {
      availableAt: null,
      filter: filter.serviceArea ? { ...types, serviceArea: { eq: filter.serviceArea } } : types,
    };
  }
  const stock = filter.stock === 'REORDER' ? { status: { in: [...REORDER_STATUSES] } } : {};
  return { availableAt: filter.facilityId, filter: { ...types, ...stock } };
}

/** Every resource the tab holds with this search and facility, as a CSV file (staff only). */
export async function exportResources({ search, filter }: ListSelection<ResourceFilter>) {
  return (await request(ExportResources, { search, ...resourceListVariables(filter) }))
    .exportResources;
}

export function useResourceList() {
  return usePagedList({
    queryKey: RESOURCES_KEY,
    initialFilter: {
      tab: 'INCARCERATION',
      subTab: 'ALL',
      facilityId: null,
      serviceArea: null,
      stock: null,
    } as ResourceFilter,
    fetchPage: async ({ search, filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListResources, {
          search,
          ...resourceListVariables(filter),
          limit,
          nextToken,
        }),
        'listResources',
      ),
  });
}

/**
 * The AVAILABLE resources at one facility (its primary facility or one of the approved), a
 * page at a time, searched by title or description: what volunteers may request (product.md §12).
 */
export function useAvailableResourceList(
  initialFacilityId: string | null,
  pageSize?: number,
  addressKey?: string,
) {
  return usePagedList({
    addressKey,
    queryKey: [...RESOURCES_KEY, 'available'],
    initialFilter: { facilityId: initialFacilityId },
    pageSize,
    fetchPage: async ({ search, filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListResources, {
          search,
          availableAt: filter.facilityId,
          filter: { status: { eq: 'AVAILABLE' } },
          limit,
          nextToken,
        }),
        'listResources',
      ),
  });
}

const ResourceServiceAreas = graphql(`
  query ResourceServiceAreas {
    resourceServiceAreas
  }
`);

/** The service areas the resources name: the Post-Release tab's filter. */
const resourceServiceAreasQuery = () =>
  queryOptions({
    queryKey: [...RESOURCES_KEY, 'serviceAreas'],
    queryFn: async () => (await request(ResourceServiceAreas)).resourceServiceAreas,
  });

export function useResourceServiceAreas(enabled: boolean) {
  return useQuery({ ...resourceServiceAreasQuery(), enabled });
}

export async function fetchResource(id: string): Promise<Resource | null> {
  return (await request(GetResource, { id })).getResource;
}

const writes = recordWrites(RESOURCES_KEY, CreateResource, UpdateResource, DeleteResource);
export const useCreateResource = writes.useCreate;
export const useUpdateResource = writes.useUpdate;
export const useDeleteResource = writes.useDelete;
