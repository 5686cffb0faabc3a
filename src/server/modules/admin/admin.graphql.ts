/** Admin API (product.md §3.1): derived from the declaration, over admin.service.ts. */
import { ADMIN_CSV } from '../../../shared/csv/export-columns';
import { adminDeclaration } from '../../../shared/domain/admin/admin.record';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { adminService, type AdminRow } from './admin.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  AdminRow,
  typeof adminDeclaration.fields
>(adminDeclaration, {
  createNote:
    'Creates the sign-in account (group from the role, no password until invited) and the record.',
  updateNote: 'The e-mail cannot be changed; the role only by super admins.',
});

addCrudFields({
  typeName: 'Admin',
  pluralName: 'Admins',
  permissionModel: 'admin',
  ref,
  service: adminService,
  filterInput,
  createInput,
  updateInput,
  csvExport: ADMIN_CSV,
});
