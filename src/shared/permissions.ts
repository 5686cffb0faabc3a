/**
 * The one authorization table: which groups may run which operation (decisions §4).
 * Deny by default: an operation that is not listed here is refused for everyone.
 * Record-level rules (owner, assigned volunteer, status) are checked by the services.
 */
export const GROUPS = ['SuperAdmins', 'Admins', 'Volunteers', 'Clients'] as const;
export type Group = (typeof GROUPS)[number];

export function isGroup(value: unknown): value is Group {
  return typeof value === 'string' && (GROUPS as readonly string[]).includes(value);
}

const ADMINS = ['SuperAdmins', 'Admins'] as const satisfies readonly Group[];
const STAFF_AND_VOLUNTEERS = [...ADMINS, 'Volunteers'] as const satisfies readonly Group[];

export const PERMISSIONS = {
  facility: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  },
  auditLog: {
    list: ADMINS,
  },
} as const satisfies Record<string, Record<string, readonly Group[]>>;

type PermissionTable = typeof PERMISSIONS;
export type Permission = {
  [Model in keyof PermissionTable]: `${Model & string}.${keyof PermissionTable[Model] & string}`;
}[keyof PermissionTable];

export function allowedGroups(permission: Permission): readonly Group[] {
  const [model, operation] = permission.split('.') as [keyof PermissionTable, string];
  const rules = PERMISSIONS[model] as Record<string, readonly Group[] | undefined>;
  return rules[operation] ?? [];
}

export function can(group: Group | null | undefined, permission: Permission): boolean {
  return group != null && allowedGroups(permission).includes(group);
}

/** Which area of the web app a group lands in (spec §2.1). */
export function homePathFor(
  group: Group | null | undefined,
): '/admin' | '/volunteer' | '/unauthorized' {
  if (group === 'SuperAdmins' || group === 'Admins') return '/admin';
  if (group === 'Volunteers') return '/volunteer';
  return '/unauthorized';
}
