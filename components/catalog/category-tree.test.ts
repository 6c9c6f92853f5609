import { buildCategoryTree, categoryTreeOptions } from './category-tree';

const flat = [
  { id: 'a', name: 'Elektrik', parentId: null, version: 1 },
  { id: 'b', name: 'Kablo', parentId: 'a', version: 1 },
  { id: 'c', name: 'Isıtma', parentId: null, version: 1 },
  { id: 'd', name: 'Bakır', parentId: 'b', version: 1 },
];

describe('category tree', () => {
  it('nests children under their parents', () => {
    const tree = buildCategoryTree(flat);
    expect(tree.map((n) => n.name)).toEqual(['Elektrik', 'Isıtma']);
    expect(tree[0]!.children![0]!.children![0]!.name).toBe('Bakır');
  });

  it('leaves a category and its subtree out of its own parent options', () => {
    const options = categoryTreeOptions(buildCategoryTree(flat), 'b');
    expect(JSON.stringify(options)).not.toContain('Kablo');
    expect(JSON.stringify(options)).not.toContain('Bakır');
    expect(options.map((o) => o.title)).toEqual(['Elektrik', 'Isıtma']);
  });
});
