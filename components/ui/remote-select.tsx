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

/**
 * A select whose options come from a server search (customers, records of another module). The
 * options load when the list is first opened, or at once when a value needs its label: a filter on a
 * list page costs no request (and no code for its answer) until someone uses it.
 */
export function RemoteSelect({ queryKey, fetchOptions, selectedLabel, value, onOpenChange, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const deferred = useDeferredValue(search);
  const options = useQuery({
    queryKey: [...queryKey, 'options', deferred],
    queryFn: () => fetchOptions(deferred),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: opened || Boolean(value && !selectedLabel),
  });
  const list = options.data ?? [];
  const withSelected =
    value && selectedLabel && !list.some((o) => o.value === value) ? [{ value, label: selectedLabel }, ...list] : list;
  return (
    <Select<string>
      {...rest}
      value={value}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        onOpenChange?.(open);
      }}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={options.isFetching}
      options={withSelected}
    />
  );
}
