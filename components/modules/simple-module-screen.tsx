'use client';

import { lazyComponent } from '@/components/ui/lazy';
import { NavLink } from '@/components/ui/nav-link';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { simpleResource } from '@/lib/api-client/simple-resource';
import { simpleModuleOf } from '@/lib/modules/simple-modules';
import { detailPath } from '@/lib/modules/module-links';
import type { SimpleRecord } from '@/lib/modules/simple-module';
import type { DetailModuleKey } from '@/lib/modules/tenant-modules';
import { SimpleFieldValue, useLabel } from './simple-field-value';

const loadForm = () => import('./simple-module-form');
const SimpleModuleForm = lazyComponent(() => loadForm().then((m) => m.SimpleModuleForm));
const SimpleModuleDetail = lazyComponent(() => import('./simple-module-detail').then((m) => m.SimpleModuleDetail));

/**
 * A simple module's pages (lib/modules/simple-module.ts) from its descriptor: the list (a column per
 * field, the name field linking to the record's page, search, sort, paging, create, edit and delete by
 * permission) or, with `id`, the record's page.
 */
export function SimpleModuleScreen({ moduleKey, id }: { moduleKey: string; id?: string }) {
  const label = useLabel();
  const simple = simpleModuleOf(moduleKey);
  if (!simple) return null;
  if (id) return <SimpleModuleDetail simple={simple} id={id} />;
  const { nameField } = simple.spec;
  return (
    <ResourceListScreen<SimpleRecord, Record<string, unknown> & { pageIndex: number; pageSize: number }>
      resource={simpleResource(simple) as never}
      namespace="SimpleModule"
      title={label(simple.spec.label)}
      testId="simple-module-page"
      itemLabel={(r) => String(r[nameField])}
      columns={simple.fields.map((f) => ({
        key: f.name,
        title: label(f.label),
        sortField: f.name === nameField ? f.name : undefined,
        render: (r) =>
          f.name === nameField ? (
            <NavLink href={detailPath(simple.key as DetailModuleKey, r.id)}>{String(r[f.name])}</NavLink>
          ) : (
            <SimpleFieldValue field={f} value={r[f.name]} />
          ),
      }))}
      preloadForm={loadForm}
      form={(record, close) => <SimpleModuleForm simple={simple} record={record} onClose={close} />}
      tableTestId="simple-module-table"
    />
  );
}
