'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { laborResource, pickerQuery, productResource } from '@/lib/api-client/catalog-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { formatMoneyTr } from '@/lib/utils/decimal';

export interface CatalogChoice {
  kind: 'product' | 'labor';
  id: string;
  name: string;
  unit: string;
  price: string;
  vatRate: number;
}

/** Searches the active products or labor items and hands the chosen one over (then clears itself). */
export function CatalogPicker({
  kind,
  onPick,
}: {
  kind: 'product' | 'labor';
  onPick: (choice: CatalogChoice) => void;
}) {
  const t = useTranslations('DocumentLines');
  const tenantId = useTenantId();
  const [search, setSearch] = useState('');
  const searchText = useDeferredValue(search.trim()) || undefined;
  const [open, setOpen] = useState(false);
  const query = pickerQuery(searchText);
  const items = useQuery({
    queryKey: [...(kind === 'product' ? productResource : laborResource).keys.all(tenantId), 'picker', query],
    queryFn: async (): Promise<CatalogChoice[]> => {
      if (kind === 'product') {
        const page = await productResource.list(query);
        return page.items.map((p) => ({
          kind,
          id: p.id,
          name: p.name,
          unit: p.unit,
          price: p.salePrice,
          vatRate: p.vatRate,
        }));
      }
      const page = await laborResource.list(query);
      return page.items.map((l) => ({ kind, id: l.id, name: l.name, unit: l.unit, price: l.rate, vatRate: l.vatRate }));
    },
    enabled: Boolean(tenantId) && open,
    // While the next search loads, the list keeps its options instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const label = kind === 'product' ? t('addProduct') : t('addLabor');
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={null}
      placeholder={label}
      aria-label={label}
      style={{ width: '100%', marginBottom: 8 }}
      onOpenChange={setOpen}
      loading={items.isFetching}
      notFoundContent={items.isFetching ? t('loading') : t('noMatches')}
      data-testid={`add-${kind}`}
      options={(items.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.name} · ${formatMoneyTr(c.price)}`,
        choice: c,
      }))}
      // The picked option carries its record: by the time of the click the query may already hold
      // the next search's rows, which need not include it.
      onChange={(_id, option) => {
        const choice = option && !Array.isArray(option) ? option.choice : undefined;
        if (choice) onPick(choice);
        setSearch('');
      }}
    />
  );
}
