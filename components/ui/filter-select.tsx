'use client';

import { Select } from 'antd';

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
