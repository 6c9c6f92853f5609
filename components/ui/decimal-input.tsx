'use client';

import { Input } from 'antd';
import { useState, type ComponentProps } from 'react';
import { formatDecimalTr, formatQuantityTr, parseDecimalInput } from '@/lib/utils/decimal';

type Kind = 'money' | 'quantity' | 'percent';

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  /** The API's decimal string ('1500.50', '2.500'), or what was typed when it does not read as a number. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** money: 1.500,50 ₺; quantity: 2,5 (only the decimals it has); percent: 10 %. */
  kind?: Kind;
  currencySymbol?: string;
};

const show = (kind: Kind, value: string) => (kind === 'money' ? formatDecimalTr(value) : formatQuantityTr(value));

/**
 * The one number field of the forms (prices, quantities, percentages). The form holds the exact
 * decimal string, never a float. A value that came from the API is shown, not re-read: only what a
 * person types goes through the Turkish parser ('1.500' typed is 1500, '2,5' is 2.5), so an
 * unchanged save sends back exactly what was loaded.
 */
export function DecimalInput({ value, onChange, kind = 'money', currencySymbol = '₺', onBlur, ...rest }: Props) {
  const [text, setText] = useState(() => (value ? show(kind, value) : ''));
  // A value set from outside (reset, a catalogue pick) replaces the text unless the text already means it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((parseDecimalInput(text) ?? text) !== value) setText(value ? show(kind, value) : '');
  }
  return (
    <Input
      {...rest}
      inputMode="decimal"
      suffix={kind === 'money' ? currencySymbol : kind === 'percent' ? '%' : rest.suffix}
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
        if (parsed !== null) setText(show(kind, parsed));
        onBlur?.(event);
      }}
    />
  );
}

/** An amount field: 1.500,50 ₺. */
export const MoneyInput = (props: Omit<Props, 'kind'>) => <DecimalInput {...props} kind="money" />;
