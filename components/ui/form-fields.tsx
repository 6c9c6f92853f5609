'use client';

import { Col, Form, Select, Switch, type ColProps } from 'antd';
import { DatePicker } from './date-picker';
import type { ReactNode } from 'react';
import { currencies } from '@/lib/schemas/values/money';
import { calendarDateItem } from './date-field';

const currencyOptions = currencies.map((c) => ({ value: c, label: c }));

/** A yes/no field in its own grid column: a switch bound to the boolean `name` (full width unless `col` says). */
export function SwitchCol({ name, label, col = { span: 24 } }: { name: string; label: ReactNode; col?: ColProps }) {
  return (
    <Col {...col}>
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Col>
  );
}

/** The `currency` field: a select of the currencies the application knows, shown by their codes. */
export function CurrencyField({ label }: { label: ReactNode }) {
  return (
    <Form.Item name="currency" label={label}>
      <Select options={currencyOptions} />
    </Form.Item>
  );
}

/**
 * A calendar day, kept as 'YYYY-MM-DD' in the form and shown as dd.mm.yyyy. With `requiredMessage` it must be
 * filled and cannot be cleared.
 */
export function DateField({
  name,
  label,
  requiredMessage,
}: {
  name: string;
  label: ReactNode;
  requiredMessage?: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={requiredMessage ? [{ required: true, message: requiredMessage }] : undefined}
      {...calendarDateItem}
    >
      <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} allowClear={!requiredMessage} />
    </Form.Item>
  );
}
