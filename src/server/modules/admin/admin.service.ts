/**
 * Admin rules (product.md §3.1, §5.1, §7.1; product.md §12–§13). SuperAdmins: everything. Admins: read
 * every admin, update only their own record and never its role or e-mail. Volunteers: nothing
 * (permissions.ts). The record id is its account id: record and account are created, changed
 * and deleted in one transaction. lastActive is set on every create and update.
 */
import { adminDefaults, adminInputSchema } from '../../../shared/domain/admin/admin.schema';
import { GROUP_FOR_ADMIN_ROLE } from '../../../shared/domain/admin/admin.enums';
import { adminDeclaration } from '../../../shared/domain/admin/admin.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import type { Viewer } from '../../auth/viewer';
import { createInvitedAccount, updateAccount } from '../../auth/identity.service';
import { createRecordService, type ServiceContext } from '../../db/record-service';
import type { RecordType } from '../../db/records';
import { admin } from '../../db/schema/admin';
import { AppError, parseInput, fieldError } from '../../errors';
import {
  deleteAccountOrRefuse,
  inTransaction,
  inviteAccount,
  personName,
  todayFor,
} from '../people/person-writes';

const ADMIN_ACCESS_MESSAGES = {
  email: 'Email cannot be changed',
  role: "Only super admins can change an admin's role.",
  ownRole: 'You cannot change your own role.',
  ownDelete: 'You cannot delete your own admin record.',
} as const;

const adminRecord: RecordType<typeof admin> = {
  name: 'Admin',
  table: admin,
  sortColumn: admin.firstName,
  searchColumns: [admin.firstName, admin.lastName, admin.email],
};

export type AdminRow = typeof admin.$inferSelect;

const isSuperAdmin = (viewer: Viewer) => viewer.group === 'SuperAdmins';

/** Role changes: super admins only, and never their own (they would lock themselves out). */
function checkRoleChange(caller: ServiceContext['caller'], current: AdminRow, role: unknown) {
  if (role === undefined || role === current.role || caller === 'system') return;
  if (!isSuperAdmin(caller)) throw new AppError('FORBIDDEN', ADMIN_ACCESS_MESSAGES.role);
  if (caller.userId === current.id) throw new AppError('FORBIDDEN', ADMIN_ACCESS_MESSAGES.ownRole);
}

const baseService = createRecordService({
  record: adminRecord,
  access: {
    // Every admin reads every admin; only the admin permissions reach this service.
    canUpdate: (viewer, row) => isSuperAdmin(viewer) || row.id === viewer.userId,
    canDelete: (viewer) => isSuperAdmin(viewer),
  },
  prepareCreate: async (input, ctx) => {
    const values = parseInput(adminInputSchema, { ...adminDefaults(todayFor(ctx)), ...input });
    const id = await createInvitedAccount(ctx.db, {
      email: values.email,
      name: personName(values.firstName, values.lastName),
      group: GROUP_FOR_ADMIN_ROLE[values.role],
    });
    return { ...values, id, lastActive: new Date() };
  },
  prepareUpdate: async (current, sent, ctx) => {
    if (sent.email !== undefined) throw fieldError('email', ADMIN_ACCESS_MESSAGES.email);
    checkRoleChange(ctx.caller, current, sent.role);
    const values = parseInput(adminInputSchema, storedWithChanges(adminDeclaration, current, sent));
    const name = personName(values.firstName, values.lastName);
    await updateAccount(ctx.db, current.id, {
      ...(name !== personName(current.firstName, current.lastName) ? { name } : {}),
      ...(values.role !== current.role ? { group: GROUP_FOR_ADMIN_ROLE[values.role] } : {}),
    });
    return { ...values, email: current.email, lastActive: new Date() };
  },
});

export const adminService = {
  ...baseService,

  /** Creates the account (group from the role, no password yet) and the record together. */
  async create(ctx: ServiceContext, input: Record<string, unknown>): Promise<AdminRow> {
    const created = await inTransaction(ctx, (txCtx) => baseService.create(txCtx, input));
    await inviteAccount(ctx, created.id);
    return created;
  },

  update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<AdminRow> {
    return inTransaction(ctx, (txCtx) => baseService.update(txCtx, input));
  },

  /** Deletes the record and its account together; nobody deletes their own admin record. */
  delete(ctx: ServiceContext, id: string): Promise<AdminRow> {
    if (ctx.caller !== 'system' && ctx.caller.userId === id) {
      throw new AppError('FORBIDDEN', ADMIN_ACCESS_MESSAGES.ownDelete);
    }
    return inTransaction(ctx, async (txCtx) => {
      const deleted = await baseService.delete(txCtx, id);
      await deleteAccountOrRefuse(txCtx.db, deleted.id, 'admin');
      return deleted;
    });
  },
};
