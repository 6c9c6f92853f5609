import 'server-only';

import type { DbOrTx } from '../db/client';
import { moduleCategories, modulePermissions, modules } from '../db/schema';
import { moduleCatalogue, moduleCategoryCatalogue, permissionActions, type CatalogueModule } from './catalogue';

/** Writes the module catalogue (categories, nested modules, their permissions); returns key -> id. */
export async function seedModuleCatalogue(db: DbOrTx): Promise<Map<string, string>> {
  const categoryIds = new Map<string, string>();
  let order = 0;
  for (const [name, labels] of Object.entries(moduleCategoryCatalogue)) {
    const [row] = await db
      .insert(moduleCategories)
      .values({ nameTr: labels.tr, nameEn: labels.en, sortOrder: order++ })
      .returning({ id: moduleCategories.id });
    categoryIds.set(name, row!.id);
  }

  const moduleIds = new Map<string, string>();
  const insert = async (items: CatalogueModule[], parentId: string | null) => {
    for (const [index, item] of items.entries()) {
      const [row] = await db
        .insert(modules)
        .values({
          key: item.key,
          labelTr: item.tr,
          labelEn: item.en,
          icon: item.icon,
          parentId,
          categoryId: categoryIds.get(item.category),
          sortOrder: (index + 1) * 10,
        })
        .returning({ id: modules.id });
      moduleIds.set(item.key, row!.id);
      await db.insert(modulePermissions).values(
        permissionActions.map((p) => ({
          moduleId: row!.id,
          code: `${item.permissions}.${p.action}`,
          action: p.action,
          labelTr: `${item.tr} - ${p.tr}`,
          labelEn: `${item.en} - ${p.en}`,
        })),
      );
      if (item.children) await insert(item.children, row!.id);
    }
  };
  await insert(moduleCatalogue, null);
  return moduleIds;
}
