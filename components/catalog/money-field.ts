import { moneySchema } from '@/lib/schemas/money';
import { formatDecimalTr, parseDecimalInput } from '@/lib/utils/decimal';

/** Form text for a stored decimal string: '1234.5' -> '1.234,50' (never through a float). */
export const moneyToInput = (value: string | undefined) => (value ? formatDecimalTr(value) : '');

/** What was typed ('1.234,56', '1234.56') -> the API's decimal string, or null when it is not an amount. */
export function inputToMoney(text: string | undefined): string | null {
  const parsed = parseDecimalInput(text ?? '');
  return parsed !== null && moneySchema.safeParse(parsed).success ? parsed : null;
}

/** An antd rule: the typed amount must read as a non-negative decimal with at most 2 fraction digits. */
export const moneyRule = (message: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (inputToMoney(value) === null) throw new Error(message);
  },
});
