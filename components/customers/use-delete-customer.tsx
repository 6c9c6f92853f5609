'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { customerResource } from '@/lib/api-client/customer-requests';
import { useCustomerActions } from '@/lib/api-client/use-customers';
import { useResourceMutations } from '@/lib/api-client/use-resource';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useFeedback } from '@/components/ui/feedback';

/** Asks first, soft-deletes, and offers an undo in the notification that follows. */
export function useDeleteCustomer(onDeleted?: () => void) {
  const t = useTranslations('CustomersPage');
  const tc = useTranslations('Common');
  const { modal, notification, message } = useFeedback();
  const { remove } = useResourceMutations(customerResource);
  const { restore } = useCustomerActions();

  return (customer: { id: string; name: string }) =>
    modal.confirm({
      title: t('deleteConfirmTitle'),
      content: t('deleteConfirmText', { name: customer.name }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(customer.id);
        } catch (error) {
          message.error(apiErrorOf(error)?.message ?? tc('unexpectedError'));
          return;
        }
        const key = `deleted-${customer.id}`;
        notification.success({
          key,
          title: t('deleted', { name: customer.name }),
          duration: 8,
          actions: (
            <Button
              size="small"
              type="primary"
              onClick={async () => {
                notification.destroy(key);
                await restore.mutateAsync(customer.id);
                message.success(t('restored', { name: customer.name }));
              }}
            >
              {t('undo')}
            </Button>
          ),
        });
        onDeleted?.();
      },
    });
}
