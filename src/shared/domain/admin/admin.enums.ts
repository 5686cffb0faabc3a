export const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;

/** The sign-in group that matches each admin role (product.md §6). */
export const GROUP_FOR_ADMIN_ROLE = { ADMIN: 'Admins', SUPER_ADMIN: 'SuperAdmins' } as const;
