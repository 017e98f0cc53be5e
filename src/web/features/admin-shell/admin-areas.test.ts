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

// Areas in the drawer's order: by group, then as listed.
const byGroup = (a: string, b: string) =>
  AREA_GROUPS.indexOf(a.split('/')[0] as (typeof AREA_GROUPS)[number]) -
  AREA_GROUPS.indexOf(b.split('/')[0] as (typeof AREA_GROUPS)[number]);

describe('visibleAreaGroups', () => {
  const labels = (roles: Parameters<typeof visibleAreaGroups>[0]) =>
    visibleAreaGroups(roles).flatMap(({ group, areas }) => areas.map((a) => `${group}/${a.label}`));

  it('shows the Admin every area, in its group', () => {
    expect(labels(['Admin'])).toEqual(
      ADMIN_AREAS.map((a) => `${a.group}/${a.label}`).sort(byGroup),
    );
    expect(labels(['Admin'])).toEqual(
      expect.arrayContaining(['People/Students', 'Sales/Products', 'Operations/Audit log']),
    );
  });

  it('hides Admin-only areas, and then their empty group, from other staff', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'Admin')) {
      const visible = labels([role]);
      expect(visible).not.toContain('Operations/Audit log');
      // Operations holds only Admin areas, except the sync pages of SyncCheckAdmin (DESIGN §3).
      if (role === 'SyncCheckAdmin') expect(visible).toContain('Operations/Sync status');
      else expect(visibleAreaGroups([role]).map((g) => g.group)).not.toContain('Operations');
      // Instructors see no money (DESIGN §3): no products, prices or quotes; they get their own
      // lessons' students, not the students list. Every other staff role reads prices.
      const pricing = ['Sales/Products', 'Sales/Price schemes', 'Sales/Price scheme fragments'];
      if (role === 'Instructor') {
        for (const area of [...pricing, 'Sales/Quote', 'People/Students'])
          expect(visible).not.toContain(area);
      } else {
        expect(visible).toEqual(expect.arrayContaining([...pricing, 'People/Students']));
      }
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
