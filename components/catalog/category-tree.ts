import type { Category } from '@/lib/schemas/catalog';

export interface CategoryNode extends Category {
  children?: CategoryNode[];
}

/** Builds the tree from the flat, already Turkish-sorted list (children keep that order). */
export function buildCategoryTree(items: Category[]): CategoryNode[] {
  const nodes = new Map(items.map((c) => [c.id, { ...c } as CategoryNode]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export interface CategoryOption {
  value: string;
  title: string;
  children?: CategoryOption[];
}

/** Options for a TreeSelect, without `excludeId` and its descendants (they cannot be its parent). */
export function categoryTreeOptions(tree: CategoryNode[], excludeId?: string): CategoryOption[] {
  return tree
    .filter((n) => n.id !== excludeId)
    .map((n) => ({
      value: n.id,
      title: n.name,
      children: n.children ? categoryTreeOptions(n.children, excludeId) : undefined,
    }));
}
