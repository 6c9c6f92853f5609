'use client';

import { Input } from 'antd';
import { useState, type ComponentProps } from 'react';
import { formatDecimalTr, parseDecimalInput } from '@/lib/utils/decimal';

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  /** The API's decimal string ('1500.50'), or what was typed when it does not read as an amount. */
  value?: string | null;
  onChange?: (value: string) => void;
  currencySymbol?: string;
};

/**
 * An amount field for Turkish users: '1.500', '1.500,50' and '1500.5' all read as amounts, the
 * form holds the exact decimal string (never a float) and the field shows 1.500,50 once left.
 */
export function MoneyInput({ value, onChange, currencySymbol = '₺', onBlur, ...rest }: Props) {
  const [text, setText] = useState(() => (value ? formatDecimalTr(value) : ''));
  // A value set from outside (reset, reload) replaces the text unless the text already means it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((parseDecimalInput(text) ?? text) !== value) setText(value ? formatDecimalTr(value) : '');
  }
  return (
    <Input
      {...rest}
      inputMode="decimal"
      suffix={currencySymbol}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseDecimalInput(next) ?? next;
        setSeen(parsed);
        onChange?.(parsed);
      }}
      onBlur={(event) => {
        const parsed = parseDecimalInput(text);
        if (parsed !== null) setText(formatDecimalTr(parsed));
        onBlur?.(event);
      }}
    />
  );
}
