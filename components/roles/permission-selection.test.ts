import type { PermissionMatrixModule } from '@/lib/schemas/roles';
import { toggleModule, togglePermission } from './permission-selection';

const customers: PermissionMatrixModule = {
  moduleId: 'm1',
  key: 'CustomerManagement',
  label: 'Müşteri Yönetimi',
  path: [],
  depth: 0,
  permissions: ['view', 'create', 'update', 'delete'].map((action) => ({
    id: action,
    code: `customers.${action}`,
    action,
    label: action,
  })),
};

describe('permission selection', () => {
  it('adds view when another action is checked', () => {
    expect([...togglePermission(customers, new Set(), 'update', true)].sort()).toEqual(['update', 'view']);
  });

  it('removes the other actions when view is unchecked', () => {
    expect([...togglePermission(customers, new Set(['view', 'create', 'x']), 'view', false)]).toEqual(['x']);
  });

  it('removes only the unchecked action otherwise', () => {
    expect([...togglePermission(customers, new Set(['view', 'create']), 'create', false)]).toEqual(['view']);
  });

  it('selects and clears a whole module', () => {
    expect(toggleModule(customers, new Set(['x']), true).size).toBe(5);
    expect([...toggleModule(customers, new Set(['view', 'x']), false)]).toEqual(['x']);
  });
});
