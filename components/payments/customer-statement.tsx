'use client';

import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Statistic, Table, Typography } from 'antd';
import { DatePicker } from '@/components/ui/date-picker';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { useState } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { downloadStatement, ledgerOptions } from '@/lib/api-client/payment-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { detailPath } from '@/lib/modules/module-links';
import type { DateRangeQuery, StatementLine } from '@/lib/schemas/payments';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';

const documentHref = (l: StatementLine) =>
  l.paymentId ? detailPath('payments', l.paymentId) : l.invoiceId ? detailPath('invoices', l.invoiceId) : null;

/** The customer's balance: positive owes (borçlu), negative is in credit (alacaklı). */
export function BalanceFigure({ balance }: { balance: string }) {
  const t = useTranslations('CustomerStatement');
  const value = Number(balance);
  const side = value > 0 ? t('owes') : value < 0 ? t('credit') : t('settled');
  return (
    <Statistic
      title={`${t('balance')} (${side})`}
      value={formatMoneyTr(Math.abs(value).toFixed(2))}
      styles={{ content: { color: value > 0 ? '#cf1322' : value < 0 ? '#3f8600' : undefined } }}
    />
  );
}

/** The statement tab (cari hesap ekstresi): balance, a date range, every movement with the running balance, PDF and Excel. */
export function CustomerStatement({ customerId }: { customerId: string }) {
  const t = useTranslations('CustomerStatement');
  const tm = useTranslations('LedgerMovements');
  const tenantId = useTenantId();
  const canView = useCan('payments.view');
  const [range, setRange] = useState<DateRangeQuery>({});
  const balance = useQuery({
    ...ledgerOptions.customerBalance(tenantId, customerId),
    enabled: canView && Boolean(tenantId),
  });
  const statement = useQuery({
    ...ledgerOptions.statement(tenantId, customerId, range),
    enabled: canView && Boolean(tenantId),
  });
  if (!canView) return <Empty description={t('noAccess')} />;
  const s = statement.data;
  const money = (v: string) => formatMoneyTr(v);
  return (
    <div data-testid="customer-statement">
      <Flex justify="space-between" align="end" wrap gap={12} style={{ marginBottom: 16 }}>
        {balance.data ? <BalanceFigure balance={balance.data.balance} /> : <span />}
        <Flex gap={8} wrap align="center">
          <DatePicker.RangePicker
            format="DD.MM.YYYY"
            aria-label={t('range')}
            allowEmpty={[true, true]}
            value={[range.dateFrom ? dayjs(range.dateFrom) : null, range.dateTo ? dayjs(range.dateTo) : null]}
            onChange={(v) =>
              setRange({
                dateFrom: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
                dateTo: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
              })
            }
          />
          <Button icon={<FilePdfOutlined />} onClick={() => void downloadStatement(customerId, 'pdf', range)}>
            {t('pdf')}
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={() => void downloadStatement(customerId, 'xlsx', range)}>
            {t('excel')}
          </Button>
        </Flex>
      </Flex>
      {statement.isError ? <Alert type="error" showIcon title={t('loadError')} /> : null}
      <KeyboardScroll label={t('lines')}>
        <Table<StatementLine>
          rowKey="id"
          size="small"
          loading={statement.isFetching}
          pagination={false}
          scroll={{ x: 760 }}
          data-testid="statement-table"
          dataSource={s?.lines ?? []}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          title={() => (
            <Flex justify="space-between">
              <Typography.Text>{t('opening')}</Typography.Text>
              <Typography.Text strong data-testid="statement-opening">
                {s ? money(s.openingBalance) : '—'}
              </Typography.Text>
            </Flex>
          )}
          columns={[
            { key: 'date', title: t('date'), render: (_, l) => formatDate(l.date) },
            { key: 'movement', title: t('movement'), render: (_, l) => tm(l.movement) },
            {
              key: 'doc',
              title: t('document'),
              render: (_, l) => {
                const href = documentHref(l);
                return href && l.documentNumber ? <NavLink href={href}>{l.documentNumber}</NavLink> : '—';
              },
            },
            {
              key: 'desc',
              title: t('description'),
              render: (_, l) => (
                <>
                  {l.description ?? ''}
                  {l.withholding ? (
                    <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="statement-withholding">
                      {t('withholdingNote', {
                        grandTotal: money(l.withholding.grandTotal),
                        withholding: money(l.withholding.withholdingTotal),
                      })}
                    </Typography.Text>
                  ) : null}
                </>
              ),
            },
            {
              key: 'debit',
              title: t('debit'),
              align: 'right',
              render: (_, l) => (Number(l.debit) ? money(l.debit) : ''),
            },
            {
              key: 'credit',
              title: t('creditColumn'),
              align: 'right',
              render: (_, l) => (Number(l.credit) ? money(l.credit) : ''),
            },
            { key: 'balance', title: t('runningBalance'), align: 'right', render: (_, l) => money(l.balance) },
          ]}
          summary={() =>
            s ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  <strong>{t('totals')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {money(s.totalDebit)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {money(s.totalCredit)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <strong data-testid="statement-closing">{money(s.closingBalance)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </KeyboardScroll>
    </div>
  );
}
