'use client';

import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import type { ResourceWrites } from '@/lib/api-client/resource';
import { useResourceMutations } from '@/lib/api-client/use-resource';
import { useFeedback } from './feedback';

/**
 * Asks before deleting a record and reports the outcome (e.g. the record is still in use);
 * `onDeleted` runs after a delete went through (e.g. a detail page goes back to its list).
 */
export function useConfirmDelete(resource: ResourceWrites, opts: { onDeleted?: () => void } = {}) {
  const t = useTranslations('Kit');
  const tc = useTranslations('Common');
  const { modal, message } = useFeedback();
  const { remove } = useResourceMutations(resource);
  return (id: string, name: string) =>
    modal.confirm({
      title: t('deleteConfirm', { name }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(id);
          message.success(t('deleted', { name }));
          opts.onDeleted?.();
        } catch (error) {
          message.error(apiErrorOf(error)?.message ?? tc('unexpectedError'));
        }
      },
    });
}
