'use client';

import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';

/** Asks before deleting a catalogue record and reports the outcome (e.g. a category still in use). */
export function useCatalogDelete(remove: (id: string) => Promise<unknown>) {
  const t = useTranslations('CatalogCommon');
  const tc = useTranslations('Common');
  const { modal, message } = App.useApp();
  return (item: { id: string; name: string }) =>
    modal.confirm({
      title: t('deleteConfirm', { name: item.name }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await remove(item.id);
          message.success(t('deleted', { name: item.name }));
        } catch (error) {
          message.error(apiErrorOf(error)?.message ?? tc('unexpectedError'));
        }
      },
    });
}
