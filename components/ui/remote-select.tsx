'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';

export interface RemoteOption {
  value: string;
  label: string;
}

interface Props extends Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption' | 'onSearch'> {
  /** Query key prefix of the options; the search text is appended. */
  queryKey: readonly unknown[];
  /** Options matching a search text (the server searches, Turkish-folded). */
  fetchOptions: (searchText: string) => Promise<RemoteOption[]>;
  /** The label of the current value while it is not among the fetched options. */
  selectedLabel?: string | null;
}

/** A select whose options come from a server search (customers, records of another module). */
export function RemoteSelect({ queryKey, fetchOptions, selectedLabel, value, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const options = useQuery({
    queryKey: [...queryKey, 'options', deferred],
    queryFn: () => fetchOptions(deferred),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const list = options.data ?? [];
  const withSelected =
    value && selectedLabel && !list.some((o) => o.value === value) ? [{ value, label: selectedLabel }, ...list] : list;
  return (
    <Select<string>
      {...rest}
      value={value}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={options.isFetching}
      options={withSelected}
    />
  );
}
