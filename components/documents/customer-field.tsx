'use client';

import { Form } from 'antd';
import { CustomerPicker } from './customer-picker';

// Apart from the picker: antd's Form would otherwise load with every list's customer filter.
/** The required `customerId` field of a document form, with the one customer picker. */
export function CustomerField({
  label,
  requiredMessage,
  initialLabel,
  disabled,
  onChange,
}: {
  label: string;
  requiredMessage: string;
  initialLabel?: string;
  disabled?: boolean;
  onChange?: (id: string | undefined) => void;
}) {
  return (
    <Form.Item name="customerId" label={label} rules={[{ required: true, message: requiredMessage }]}>
      <CustomerPicker initialLabel={initialLabel} disabled={disabled} aria-label={label} onChange={onChange} />
    </Form.Item>
  );
}
