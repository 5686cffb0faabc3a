/** Admin queries and mutations (super admins manage admins: product.md §2.5, §13). */
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { graphql, request, type ResultOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList } from '../../../lib/paged-list';
import { recordWrites } from '../../../lib/record-mutation';
import { AdminFields } from './admin-fields.generated';

const ListAdmins = graphql(
  `
    query ListAdmins(
      $search: String
      $filter: ModelAdminFilterInput
      $limit: Int
      $nextToken: String
    ) {
      listAdmins(search: $search, filter: $filter, limit: $limit, nextToken: $nextToken) {
        items {
          ...AdminFields
        }
        nextToken
      }
      total: countAdmins(search: $search, filter: $filter)
    }
  `,
  [AdminFields],
);

const GetAdmin = graphql(
  `
    query GetAdmin($id: ID!) {
      getAdmin(id: $id) {
        ...AdminFields
      }
    }
  `,
  [AdminFields],
);

const CreateAdmin = graphql(
  `
    mutation CreateAdmin($input: CreateAdminInput!) {
      createAdmin(input: $input) {
        ...AdminFields
      }
    }
  `,
  [AdminFields],
);

const UpdateAdmin = graphql(
  `
    mutation UpdateAdmin($input: UpdateAdminInput!) {
      updateAdmin(input: $input) {
        ...AdminFields
      }
    }
  `,
  [AdminFields],
);

const DeleteAdmin = graphql(`
  mutation DeleteAdmin($input: DeleteAdminInput!) {
    deleteAdmin(input: $input) {
      id
    }
  }
`);

export type Admin = ResultOf<typeof GetAdmin>['getAdmin'] & {};
export type AdminRoleFilter = 'ADMIN' | 'SUPER_ADMIN' | null;

const ExportAdmins = graphql(
  `
    query ExportAdmins($search: String, $filter: ModelAdminFilterInput) {
      exportAdmins(search: $search, filter: $filter) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

const adminModelFilter = (filter: { role: AdminRoleFilter }) =>
  filter.role ? { role: { eq: filter.role } } : null;

export const ADMINS_KEY = ['admins'] as const;

export function useAdminList() {
  return usePagedList({
    queryKey: ADMINS_KEY,
    initialFilter: { role: null as AdminRoleFilter },
    fetchPage: async ({ search, filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListAdmins, {
          search,
          filter: adminModelFilter(filter),
          limit,
          nextToken,
        }),
        'listAdmins',
      ),
  });
}

/** Every admin the list holds with this search and filter, as a CSV file. */
export async function exportAdmins({ search, filter }: ListSelection<{ role: AdminRoleFilter }>) {
  return (await request(ExportAdmins, { search, filter: adminModelFilter(filter) })).exportAdmins;
}

/** The admin as now stored (after a conflict), or null when it was deleted meanwhile. */
export async function fetchAdmin(id: string): Promise<Admin | null> {
  return (await request(GetAdmin, { id })).getAdmin;
}

const writes = recordWrites(ADMINS_KEY, CreateAdmin, UpdateAdmin, DeleteAdmin);
export const useCreateAdmin = writes.useCreate;
export const useUpdateAdmin = writes.useUpdate;
export const useDeleteAdmin = writes.useDelete;
