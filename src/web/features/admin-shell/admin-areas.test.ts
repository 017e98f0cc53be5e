import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import {
  ADMIN_AREAS,
  AREA_GROUPS,
  canUseBackOffice,
  visibleAreaGroups,
  type AdminArea,
} from './admin-areas.ts';

const area = (overrides: Partial<AdminArea>): AdminArea => ({
  label: 'Area',
  path: '/admin/area',
  group: 'People',
  permission: 'backOffice.read',
  description: 'An area.',
  icon: 'home',
  ...overrides,
});

describe('visibleAreaGroups', () => {
  it('shows the Admin the audit log under Operations', () => {
    expect(visibleAreaGroups(['Admin'])).toEqual([
      { group: 'Operations', areas: [ADMIN_AREAS.find((a) => a.label === 'Audit log')] },
    ]);
  });

  it('hides Admin-only areas, and then their empty group, from other staff', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'Admin')) {
      expect(visibleAreaGroups([role])).toEqual([]);
    }
  });

  it('keeps the fixed group order and the order of areas inside a group', () => {
    const areas = [
      area({ label: 'Places 1', group: 'Places' }),
      area({ label: 'People 1', group: 'People' }),
      area({ label: 'Places 2', group: 'Places' }),
      area({ label: 'Secret', group: 'Sales', permission: 'auditLog.read' }),
    ];
    const groups = visibleAreaGroups(['Trainee'], areas);
    expect(groups.map((g) => g.group)).toEqual(['People', 'Places']);
    expect(groups[1]?.areas.map((a) => a.label)).toEqual(['Places 1', 'Places 2']);
  });

  it('only names groups of SPEC §2', () => {
    for (const entry of ADMIN_AREAS) expect(AREA_GROUPS).toContain(entry.group);
  });
});

describe('canUseBackOffice', () => {
  it('lets every staff role in and keeps students out', () => {
    for (const role of STAFF_ROLES) expect(canUseBackOffice([role])).toBe(true);
    expect(canUseBackOffice([])).toBe(false);
  });
});
