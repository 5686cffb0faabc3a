/**
 * The one authorization table: which groups may run which operation (product.md §13).
 * Deny by default: an operation that is not listed here is refused for everyone.
 * Record-level rules (owner, assigned volunteer, status) are checked by the services.
 */
export const GROUPS = ['SuperAdmins', 'Admins', 'Volunteers', 'Clients'] as const;
export type Group = (typeof GROUPS)[number];

export function isGroup(value: unknown): value is Group {
  return typeof value === 'string' && (GROUPS as readonly string[]).includes(value);
}

const SUPER_ADMINS = ['SuperAdmins'] as const satisfies readonly Group[];
const ADMINS = ['SuperAdmins', 'Admins'] as const satisfies readonly Group[];
/** Admins, and volunteers subject to the record-level rule the service applies. */
const STAFF_AND_VOLUNTEERS = [...ADMINS, 'Volunteers'] as const satisfies readonly Group[];

/**
 * Group level. Where volunteers are listed, the service narrows it to their own records
 * (product.md §13): their own volunteer record, clients assigned to or created by them, programs
 * they lead or created, their incident reports while OPEN, their schedules and requests while
 * PENDING. Admins may update only their own admin record, and never its role or e-mail.
 * `export` (a CSV file of an admin list, decision 022) is for staff only.
 */
export const PERMISSIONS = {
  admin: {
    list: ADMINS,
    get: ADMINS,
    create: SUPER_ADMINS,
    update: ADMINS,
    delete: SUPER_ADMINS,
    export: ADMINS,
  },
  volunteer: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    export: ADMINS,
  },
  client: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    export: ADMINS,
    // A person's own file: everything held about them (product.md §3.3.5, decision 074).
    file: ADMINS,
    // Removing a person's identifying details, on request or when kept too long (decision 076).
    anonymise: SUPER_ADMINS,
  },
  facility: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
    export: ADMINS,
  },
  resource: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
    export: ADMINS,
  },
  program: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: STAFF_AND_VOLUNTEERS,
    export: ADMINS,
  },
  incidentReport: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    export: ADMINS,
  },
  schedule: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    approve: ADMINS,
    reject: ADMINS,
    cancel: STAFF_AND_VOLUNTEERS,
    export: ADMINS,
  },
  resourceRequest: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    approve: ADMINS,
    deny: ADMINS,
    fulfil: ADMINS,
  },
  contactLog: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
  },
  // A volunteer's clearances at facilities (product.md §3.2.1): admins record them; a volunteer
  // reads their own (the service keeps the rows to theirs).
  volunteerClearance: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
    export: ADMINS,
  },
  // Clients' reentry plans (product.md §3.3.1): admins keep them; a volunteer works the steps of
  // the clients assigned to them (the service keeps the rows to those, and the fields to two).
  reentryStep: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    startPlan: ADMINS,
  },
  // A client's papers (product.md §3.3.9): as their plan's steps; admins start the list from the
  // default checklist.
  reentryDocument: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: ADMINS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    export: ADMINS,
    startChecklist: ADMINS,
  },
  // A client's consents given and withdrawn (decision 072): admins, and the client's volunteer
  // (the service keeps a volunteer to their own clients). Recorded once: no update or delete.
  clientConsent: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
  },
  // Check-ins after release (decision 070): admins, and the volunteer of the client (the service
  // keeps a volunteer to the clients assigned to them).
  reentryCheckIn: {
    list: STAFF_AND_VOLUNTEERS,
    get: STAFF_AND_VOLUNTEERS,
    create: STAFF_AND_VOLUNTEERS,
    update: STAFF_AND_VOLUNTEERS,
    delete: ADMINS,
    export: ADMINS,
  },
  // The default plan a client's plan starts from.
  reentryStepTemplate: {
    list: ADMINS,
    get: ADMINS,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  },
  // The default checklist a client's papers start from.
  reentryDocumentTemplate: {
    list: ADMINS,
    get: ADMINS,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  },
  dashboard: { adminStats: ADMINS, volunteerStats: ['Volunteers'] },
  // The Reports page and the overview's trends (decision 071): counts, for staff to hand out.
  report: { view: ADMINS, export: ADMINS },
  // A volunteer's own private calendar link (decision 012); admins have no visits of their own.
  calendarFeed: { get: ['Volunteers'], create: ['Volunteers'], turnOff: ['Volunteers'] },
  // Address → coordinates through the configured provider, for the facility form.
  geocode: { lookup: ADMINS },
  auditLog: { list: ADMINS },
  // Spreadsheet imports of clients, volunteers, facilities and resources: admin work.
  import: { records: ADMINS },
  // Kept e-mail holds other people's codes and invitations: super admins only.
  outbox: { list: SUPER_ADMINS },
  // Programme-wide sign-in rules (authenticator apps for admins).
  securitySettings: { get: ADMINS, update: SUPER_ADMINS },
  // How long people's details are kept, and running it (product.md §3.3.8, decision 077).
  retention: { get: SUPER_ADMINS, update: SUPER_ADMINS, run: SUPER_ADMINS },
  // The time zone every page shows times in (decision 049): no secret, everyone's screens need it.
  programme: { timeZone: GROUPS },
  // Everyone's own account: open even before a required authenticator app is set up.
  // An invitation again or a password reset, e-mailed to a person (account-email module; the
  // service keeps admins' accounts to super admins, as for the admin records themselves).
  account: { self: GROUPS, sendEmail: ADMINS },
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

/** A record type's model in the table: 'ReentryDocument' → 'reentryDocument'. */
export const permissionModelOf = (typeName: string): string =>
  typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** The permission of an operation on a record type known by name ('ReentryDocument', 'create'). */
export const permissionOf = (typeName: string, operation: string): Permission =>
  `${permissionModelOf(typeName)}.${operation}` as Permission;

export function can(group: Group | null | undefined, permission: Permission): boolean {
  return group != null && allowedGroups(permission).includes(group);
}

/** Which area of the web app a group lands in (product.md §2.1). */
export function homePathFor(
  group: Group | null | undefined,
): '/admin' | '/volunteer' | '/unauthorized' {
  if (group === 'SuperAdmins' || group === 'Admins') return '/admin';
  if (group === 'Volunteers') return '/volunteer';
  return '/unauthorized';
}
