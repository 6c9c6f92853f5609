'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantModuleKey } from '@/lib/modules/tenant-modules';
import { invalidateAfterWrite } from './invalidate';
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

/** Queries outside the modules that a write changes too (the signed-in user's own access, the menu). */
type OtherQueries = Pick<ResourceWrites, 'keys'>[];

/**
 * A callback for after a write of module `key` (a send, an issue, a conversion …): refreshes the
 * module's queries and those of the modules it affects (invalidateAfterWrite), and `others`.
 */
export function useAfterWrite(key: TenantModuleKey, others: OtherQueries = []): () => void {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  return () => {
    void invalidateAfterWrite(queryClient, tenantId, key);
    for (const r of others) void queryClient.invalidateQueries({ queryKey: r.keys.all(tenantId) });
  };
}

/**
 * An action on one record beyond its edit (issue, cancel, reverse, a status change …) that answers
 * the record: its detail shows the answer at once, then what the write affects is refreshed.
 */
export function useRecordAction<I, Detail extends { id: string }>(
  resource: Pick<Resource<unknown, unknown, unknown, unknown, Detail>, 'key' | 'detailOptions'>,
  action: (input: I) => Promise<Detail>,
  opts: { onSuccess?: (saved: Detail) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const afterWrite = useAfterWrite(resource.key);
  return useMutation({
    mutationFn: action,
    onSuccess: (saved) => {
      queryClient.setQueryData(resource.detailOptions(tenantId, saved.id).queryKey, saved);
      afterWrite();
      opts.onSuccess?.(saved);
    },
    onError: opts.onError,
  });
}

/** Create, update and delete; each refreshes the resource and what its writes affect (useAfterWrite). */
export function useResourceMutations<Item, Create, Update>(
  resource: ResourceWrites<Item, Create, Update>,
  opts: { alsoRefresh?: OtherQueries } = {},
) {
  const onSuccess = useAfterWrite(resource.key, opts.alsoRefresh);
  return {
    create: useMutation({ mutationFn: resource.create, onSuccess }),
    update: useMutation({ mutationFn: resource.update, onSuccess }),
    remove: useMutation({ mutationFn: resource.remove, onSuccess }),
  };
}
