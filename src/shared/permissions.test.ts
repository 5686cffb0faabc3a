import { describe, expect, it } from 'vitest';
import { can, GROUPS, homePathFor } from './permissions';

describe('permissions', () => {
  it('sends each group to its area (product.md §2.1)', () => {
    expect(homePathFor('SuperAdmins')).toBe('/admin');
    expect(homePathFor('Admins')).toBe('/admin');
    expect(homePathFor('Volunteers')).toBe('/volunteer');
    expect(homePathFor('Clients')).toBe('/unauthorized');
    expect(homePathFor(null)).toBe('/unauthorized');
  });

  it('lets admins write facilities and volunteers only read them', () => {
    for (const operation of ['create', 'update', 'delete'] as const) {
      expect(can('SuperAdmins', `facility.${operation}`)).toBe(true);
      expect(can('Admins', `facility.${operation}`)).toBe(true);
      expect(can('Volunteers', `facility.${operation}`)).toBe(false);
      expect(can('Clients', `facility.${operation}`)).toBe(false);
    }
    expect(can('Volunteers', 'facility.list')).toBe(true);
    expect(can('Volunteers', 'facility.get')).toBe(true);
  });

  it('refuses everything to someone without a group', () => {
    for (const group of [null, undefined]) {
      expect(can(group, 'facility.list')).toBe(false);
    }
    expect(GROUPS).toEqual(['SuperAdmins', 'Admins', 'Volunteers', 'Clients']);
  });
});
