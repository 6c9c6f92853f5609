'use client';

import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { laborResource } from '@/lib/api-client/catalog-resources';
import type { Labor } from '@/lib/schemas/catalog';
import { CatalogFilters, useCatalogColumns } from './catalog-item';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./labor-form');
const LaborForm = lazyComponent(() => loadForm().then((m) => m.LaborForm));

/** /tenant/labors: labor (işçilik) by the hour or day; name search, category and status filters. */
export function LaborsScreen() {
  const t = useTranslations('LaborsPage');
  const columns = useCatalogColumns<Labor>({ title: t('rate'), value: (l) => l.rate });
  return (
    <ResourceListScreen
      resource={laborResource}
      namespace="LaborsPage"
      testId="labors-page"
      itemLabel={(l) => l.name}
      columns={[columns.name(t('name')), ...columns.rest]}
      filters={({ query, patch }) => <CatalogFilters query={query} patch={patch} />}
      preloadForm={loadForm}
      form={(record, close) => <LaborForm record={record} onClose={close} />}
    />
  );
}
