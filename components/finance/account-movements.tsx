'use client';

import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Statistic, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { useState } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { ledgerOptions, type AccountResource } from '@/lib/api-client/payment-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { detailPath } from '@/lib/modules/module-links';
import type { AccountMovement } from '@/lib/schemas/payments';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';

const PAGE_SIZE = 20;

/** A cash register's or bank account's balance in its list; a click opens its movements. */
export function AccountBalanceCell({
  resource,
  account,
}: {
  resource: AccountResource;
  account: { id: string; name: string; balance: string; currency: string };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={`balance-${account.id}`}>
        {formatMoneyTr(account.balance, account.currency)}
      </Button>
      {open ? <AccountMovements resource={resource} account={account} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The balance (opening + every movement of the ledger) and the movements, newest first. */
function AccountMovements({
  resource,
  account,
  onClose,
}: {
  resource: AccountResource;
  account: { id: string; name: string; currency: string };
  onClose: () => void;
}) {
  const t = useTranslations('AccountMovements');
  const tm = useTranslations('LedgerMovements');
  const tenantId = useTenantId();
  const [pageIndex, setPageIndex] = useState(0);
  const balance = useQuery(ledgerOptions.accountBalance(tenantId, resource, account.id));
  const moves = useQuery(
    ledgerOptions.accountMovements(tenantId, resource, account.id, { pageIndex, pageSize: PAGE_SIZE }),
  );
  const money = (v: string) => formatMoneyTr(v, account.currency);
  return (
    <Drawer open onClose={onClose} size={760} title={t('title', { name: account.name })}>
      <Flex gap={32} style={{ marginBottom: 16 }}>
        <Statistic title={t('opening')} value={balance.data ? money(balance.data.openingBalance) : '—'} />
        <Statistic
          title={t('balance')}
          value={balance.data ? money(balance.data.balance) : '—'}
          valueRender={(node) => <span data-testid="account-balance">{node}</span>}
        />
      </Flex>
      <KeyboardScroll label={t('movements')}>
        <Table<AccountMovement>
          rowKey="id"
          size="small"
          data-testid="account-movements"
          loading={moves.isFetching}
          dataSource={moves.data?.items ?? []}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 600 }}
          pagination={{
            current: pageIndex + 1,
            pageSize: PAGE_SIZE,
            total: moves.data?.totalCount ?? 0,
            showSizeChanger: false,
            onChange: (page) => setPageIndex(page - 1),
          }}
          columns={[
            { key: 'date', title: t('date'), render: (_, m) => formatDate(m.entryDate) },
            { key: 'movement', title: t('movement'), render: (_, m) => tm(m.movement) },
            {
              key: 'doc',
              title: t('document'),
              render: (_, m) =>
                m.paymentId ? <NavLink href={detailPath('payments', m.paymentId)}>{m.paymentNumber}</NavLink> : '—',
            },
            { key: 'customer', title: t('customer'), render: (_, m) => m.customerName ?? '—' },
            {
              key: 'in',
              title: t('amountIn'),
              align: 'right',
              render: (_, m) => (Number(m.amount) > 0 ? money(m.amount) : ''),
            },
            {
              key: 'out',
              title: t('amountOut'),
              align: 'right',
              render: (_, m) => (Number(m.amount) < 0 ? money(m.amount.replace('-', '')) : ''),
            },
          ]}
        />
      </KeyboardScroll>
    </Drawer>
  );
}
