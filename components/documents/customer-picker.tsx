'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { customerResource } from '@/lib/api-client/customer-requests';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { useResourceItem } from '@/lib/api-client/use-resource';

interface Props {
  value?: string;
  onChange?: (id: string | undefined) => void;
  /** The label of the current value before any search (the record's customer name). */
  initialLabel?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
  disabled?: boolean;
  /** The name of a picker that stands without a form label (a list filter). */
  'aria-label'?: string;
}

/** Search-select over the customers API (Turkish-folded search on the server). */
export function CustomerPicker({
  value,
  onChange,
  initialLabel,
  placeholder,
  allowClear,
  style,
  id,
  disabled,
  'aria-label': ariaLabel,
}: Props) {
  const t = useTranslations('DocumentLines');
  const tenantId = useTenantId();
  const [search, setSearch] = useState('');
  const searchText = useDeferredValue(search.trim()) || undefined;
  const [open, setOpen] = useState(false);
  const query = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc', searchText } as const;
  const list = useQuery({
    ...customerResource.listOptions(tenantId, query),
    enabled: Boolean(tenantId) && open,
    // While the next search loads, the open list keeps its options: a click on one as the rows change
    // would otherwise land on nothing and leave the field empty.
    placeholderData: keepPreviousData,
  });
  const options = (list.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      allowClear={allowClear}
      disabled={disabled}
      value={value}
      placeholder={placeholder ?? t('customerPlaceholder')}
      style={style}
      onOpenChange={setOpen}
      loading={list.isFetching}
      notFoundContent={list.isFetching ? t('loading') : t('noMatches')}
      options={options}
      onChange={(v) => {
        onChange?.(v ?? undefined);
        setSearch('');
      }}
      data-testid="customer-picker"
    />
  );
}

/**
 * A list's customer filter: the one customer picker, cleared for all customers, named alike on every
 * list; a linked customer shows by name.
 */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const t = useTranslations('Common');
  const picked = useResourceItem(customerResource, value ?? null);
  return (
    <CustomerPicker
      allowClear
      aria-label={t('customerFilter')}
      placeholder={t('allCustomers')}
      style={{ flex: '0 1 240px' }}
      value={value}
      initialLabel={picked.data?.name}
      onChange={onChange}
    />
  );
}

/** The chosen customer's contacts (name and email). */
export function ContactPicker({
  customerId,
  value,
  onChange,
  id,
}: {
  customerId?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  id?: string;
}) {
  const t = useTranslations('DocumentLines');
  const customer = useResourceItem(customerResource, customerId ?? null);
  const contacts = customerId && customer.data?.id === customerId ? customer.data.contacts : [];
  return (
    <Select<string>
      id={id}
      allowClear
      value={value ?? undefined}
      disabled={!customerId}
      placeholder={t('contactPlaceholder')}
      loading={customer.isFetching}
      onChange={(v) => onChange?.(v ?? null)}
      options={contacts.map((c) => ({ value: c.id, label: c.email ? `${c.name} <${c.email}>` : c.name }))}
      data-testid="contact-picker"
    />
  );
}
