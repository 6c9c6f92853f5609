import type { SimpleModule } from '@/lib/modules/simple-module';
import type { ResourceModuleKey } from '@/lib/modules/tenant-modules';
import { defineResource } from './resource';

const resources = new Map<string, ReturnType<typeof build>>();

const build = (module: SimpleModule) =>
  defineResource(
    // A simple module's key is registered, not declared (lib/modules/simple-module.ts): the kit's one cast.
    module.key as ResourceModuleKey,
    async () => module.schemas,
    { pageIndex: 0, pageSize: 20, sortField: module.spec.nameField, sortOrder: 'asc' },
    { sort: [module.spec.nameField, 'createdAt'] },
  );

/** A simple module's client resource, from its descriptor and schemas: one per module, so its query keys hold. */
export function simpleResource(module: SimpleModule) {
  let resource = resources.get(module.key);
  if (!resource) resources.set(module.key, (resource = build(module)));
  return resource;
}
