'use client';

import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { priorities } from '@/lib/schemas/values/tasks';

type Priority = (typeof priorities)[number];

/**
 * A list filter's choice: cleared means "all" (the placeholder says so), the label names the
 * filter for screen readers. Filters of every list screen use it, so they look and behave alike.
 */
export function FilterSelect<V extends string>({
  label,
  placeholder,
  width,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  placeholder: string;
  width: number;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  testId?: string;
}) {
  return (
    <Select<V>
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={{ flex: `0 1 ${width}px` }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={options}
      data-testid={testId}
    />
  );
}

/** The status filter of a document or task list: the statuses in order, named by `labelOf`. */
export function StatusFilter<V extends string>({
  statuses,
  labelOf,
  ...props
}: {
  statuses: readonly V[];
  labelOf: (status: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  testId?: string;
}) {
  const t = useTranslations('Common');
  return (
    <FilterSelect
      label={t('statusFilter')}
      placeholder={t('allStatuses')}
      width={170}
      options={statuses.map((s) => ({ value: s, label: labelOf(s) }))}
      {...props}
    />
  );
}

/** The priority filter of the task and work order lists. */
export function PriorityFilter(props: {
  value: Priority | undefined;
  onChange: (value: Priority | undefined) => void;
}) {
  const t = useTranslations('Common');
  const tp = useTranslations('Priorities');
  return (
    <FilterSelect
      label={t('priorityFilter')}
      placeholder={t('allPriorities')}
      width={160}
      options={priorities.map((p) => ({ value: p, label: tp(p) }))}
      {...props}
    />
  );
}
