'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resource, ResourceWrites } from './resource';
import { useTenantId } from './use-permissions';

/** One page of a resource's list; the server-rendered first page is hydrated under the same key. */
export function useResourceList<Item, Query>(resource: Pick<Resource<Item, Query>, 'listOptions'>, query: Query) {
  return useQuery(resource.listOptions(useTenantId(), query));
}

export function useResourceItem<Detail>(
  resource: Pick<Resource<unknown, unknown, unknown, unknown, Detail>, 'detailOptions'>,
  id: string | null,
) {
  return useQuery(resource.detailOptions(useTenantId(), id ?? ''));
}

/** Create, update and delete; each refreshes the resource (and the resources whose lists show it). */
export function useResourceMutations<Item, Create, Update>(
  resource: ResourceWrites<Item, Create, Update>,
  opts: { alsoRefresh?: Pick<ResourceWrites, 'keys'>[] } = {},
) {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const onSuccess = () => {
    for (const r of [resource, ...(opts.alsoRefresh ?? [])]) {
      void queryClient.invalidateQueries({ queryKey: r.keys.all(tenantId) });
    }
  };
  return {
    create: useMutation({ mutationFn: resource.create, onSuccess }),
    update: useMutation({ mutationFn: resource.update, onSuccess }),
    remove: useMutation({ mutationFn: resource.remove, onSuccess }),
  };
}
