/** Admin API: thin resolvers over admin.service.ts. */
import { ADMIN_CSV } from '../../../shared/csv/export-columns';
import { ADMIN_ROLES } from '../../../shared/domain/admin/admin.enums';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import { enumFilterInput, ModelIDInput, ModelStringInput } from '../../graphql/model-inputs';
import { adminService, type AdminRow } from './admin.service';

const { enumRef: AdminRole, input: ModelAdminRoleInput } = enumFilterInput(
  'AdminRole',
  ADMIN_ROLES,
);

export const Admin = builder.objectRef<AdminRow>('Admin').implement({
  description: 'An admin or super admin (spec §3.1). The id is the sign-in account id.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'Sign-in e-mail; cannot be changed' }),
    contactNumber: t.exposeString('contactNumber', { nullable: true }),
    role: t.expose('role', { type: AdminRole }),
    region: t.exposeString('region', { nullable: true }),
    dateJoined: t.exposeString('dateJoined', { description: 'YYYY-MM-DD' }),
    lastActive: t.expose('lastActive', {
      type: 'DateTime',
      description: 'Set when the record is created or updated',
    }),
    notes: t.exposeString('notes', { nullable: true }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelAdminFilterInput = builder.inputType('ModelAdminFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    firstName: t.field({ type: ModelStringInput }),
    lastName: t.field({ type: ModelStringInput }),
    email: t.field({ type: ModelStringInput }),
    contactNumber: t.field({ type: ModelStringInput }),
    role: t.field({ type: ModelAdminRoleInput }),
    region: t.field({ type: ModelStringInput }),
    dateJoined: t.field({ type: ModelStringInput }),
    notes: t.field({ type: ModelStringInput }),
  }),
});

// Optional in the schema so that missing values come back with the form's messages.
const CreateAdminInput = builder.inputType('CreateAdminInput', {
  description:
    'Creates the sign-in account (group from the role, no password until invited) and the record.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    contactNumber: t.string(),
    role: t.field({ type: AdminRole }),
    region: t.string(),
    dateJoined: t.string({ description: 'YYYY-MM-DD; today when left out' }),
    notes: t.string(),
  }),
});

const UpdateAdminInput = builder.inputType('UpdateAdminInput', {
  description:
    'Fields left out keep their stored value. The e-mail cannot be changed; the role only by super admins.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    firstName: t.string(),
    lastName: t.string(),
    contactNumber: t.string(),
    role: t.field({ type: AdminRole }),
    region: t.string(),
    dateJoined: t.string({ description: 'YYYY-MM-DD' }),
    notes: t.string(),
  }),
});

addCrudFields({
  typeName: 'Admin',
  pluralName: 'Admins',
  permissionModel: 'admin',
  ref: Admin,
  service: adminService,
  filterInput: ModelAdminFilterInput,
  createInput: CreateAdminInput,
  updateInput: UpdateAdminInput,
  csvExport: ADMIN_CSV,
});
