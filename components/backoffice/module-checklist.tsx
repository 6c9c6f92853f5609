'use client';

import { CaretDownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { allModulesOptions } from '@/lib/api-client/backoffice-resources';
import type { Module } from '@/lib/schemas/backoffice-modules';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/** The catalogue (already in menu order) as nested tree nodes; a node whose parent is missing is a root. */
function toTreeData(modules: Module[], label: (m: Module) => string): DataNode[] {
  const nodes = new Map<string, DataNode & { children: DataNode[] }>();
  for (const m of modules)
    nodes.set(m.id, {
      key: m.id,
      children: [],
      title: (
        <>
          {label(m)}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ({m.key})
          </Typography.Text>
        </>
      ),
    });
  const roots: DataNode[] = [];
  for (const m of modules) {
    const node = nodes.get(m.id)!;
    const parent = m.parentId ? nodes.get(m.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  for (const node of nodes.values()) if (node.children.length === 0) node.isLeaf = true;
  return roots;
}

/**
 * The module catalogue as a checkable tree (an antd form control). Ticking a module ticks its whole
 * branch, and a parent with only some children ticked shows half-checked; the value is the fully
 * ticked modules. The server applies the same rule: an enabled module enables its descendants.
 */
export function ModuleChecklist({ value = [], onChange, disabled }: Props) {
  const t = useTranslations('BackofficeTenants');
  const locale = useLocale();
  const modules = useQuery(allModulesOptions());
  const treeData = useMemo(
    () => (modules.data ? toTreeData(modules.data, (m) => (locale === 'en' ? m.labelEn : m.labelTr)) : []),
    [modules.data, locale],
  );
  if (modules.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (modules.isError) return <Alert type="error" showIcon title={t('modulesLoadError')} />;
  return (
    <Tree
      data-testid="module-checklist"
      checkable
      selectable={false}
      defaultExpandAll
      // Hidden from assistive technology, so a checkbox is named by its module alone, not "caret-down …".
      switcherIcon={<CaretDownOutlined aria-hidden />}
      disabled={disabled}
      treeData={treeData}
      checkedKeys={value}
      onCheck={(checked) => onChange?.((Array.isArray(checked) ? checked : checked.checked).map(String))}
    />
  );
}
