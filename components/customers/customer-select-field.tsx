'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { customerResource } from '@/lib/api-client/customer-requests';
import { useTenantId } from '@/lib/api-client/use-permissions';

/** The first customers (by name) matching a typed search; `selected` stays among them while it is not found. */
function useCustomerOptions(search: string, selected?: { id: string; name: string }) {
  const tenantId = useTenantId();
  const list = useQuery({
    ...customerResource.listOptions(tenantId, {
      pageIndex: 0,
      pageSize: 20,
      sortField: 'name',
      sortOrder: 'asc',
      searchText: search || undefined,
    }),
    // While the next search loads, the open list keeps its options: a click on one as the rows change
    // would otherwise land on nothing and leave the field empty.
    placeholderData: keepPreviousData,
  });
  const options = (list.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (selected && !options.some((o) => o.value === selected.id))
    options.unshift({ value: selected.id, label: selected.name });
  return { options, loading: list.isFetching };
}

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'loading'> & {
  label: string;
  requiredMessage: string;
  /** The customer already chosen (a record's, a preset's), shown before any search. */
  selected?: { id: string; name: string };
};

/** The required `customerId` field of a document: a select of customers found by a typed, server-side search. */
export function CustomerSelectField({ label, requiredMessage, selected, ...select }: Props) {
  const [search, setSearch] = useState('');
  const customers = useCustomerOptions(search, selected);
  return (
    <Form.Item name="customerId" label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Select
        {...select}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        options={customers.options}
        loading={customers.loading}
        aria-label={label}
      />
    </Form.Item>
  );
}
