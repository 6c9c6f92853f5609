import { moneySchema } from '@/lib/schemas/money';
import { parseDecimalInput } from '@/lib/utils/decimal';

/** What was typed ('1.234,56', '1.500', '1234.56') -> the API's decimal string, or null when it is not an amount. */
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
