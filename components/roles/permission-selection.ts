import type { PermissionMatrixModule } from '@/lib/schemas/roles';

export const actions = ['view', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/**
 * Toggles one permission of a module. Any other action implies view, so checking it adds view and
 * unchecking view removes the module's other actions (a role never holds "edit without see").
 */
export function togglePermission(
  module: PermissionMatrixModule,
  selected: ReadonlySet<string>,
  id: string,
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  const view = module.permissions.find((p) => p.action === 'view');
  const target = module.permissions.find((p) => p.id === id);
  if (checked) {
    next.add(id);
    if (view) next.add(view.id);
  } else if (target?.action === 'view') {
    for (const p of module.permissions) next.delete(p.id);
  } else {
    next.delete(id);
  }
  return next;
}

/** Selects or clears every permission of a module. */
export function toggleModule(
  module: PermissionMatrixModule,
  selected: ReadonlySet<string>,
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const p of module.permissions) {
    if (checked) next.add(p.id);
    else next.delete(p.id);
  }
  return next;
}
