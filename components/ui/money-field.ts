import { moneySchema } from '@/lib/schemas/money';
import { parseDecimalInput } from '@/lib/utils/decimal';

/** What was typed ('1.234,56', '1.500', '1234.56') -> the API's decimal string, or null when it is not an amount. */
export function inputToMoney(text: string | undefined): string | null {
  const parsed = parseDecimalInput(text ?? '');
  return parsed !== null && moneySchema.safeParse(parsed).success ? parsed : null;
}

/** Why the typed text is no amount the API takes: a Validation key, or null when it is one. */
export function moneyInputIssue(text: string | undefined): 'invalidAmount' | 'amountTooLarge' | null {
  const parsed = parseDecimalInput(text ?? '');
  if (parsed === null) return 'invalidAmount';
  const issue = moneySchema.safeParse(parsed).error?.issues[0]?.message;
  return issue === undefined ? null : issue === 'amountTooLarge' ? 'amountTooLarge' : 'invalidAmount';
}

/**
 * An antd rule: the typed amount must read as a non-negative decimal with at most 2 fraction digits,
 * at most MONEY_MAX (`tooLarge`, the 'amountTooLarge' text; without it `message` covers both).
 */
export const moneyRule = (message: string, tooLarge = message) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const issue = moneyInputIssue(value);
    if (issue) throw new Error(issue === 'amountTooLarge' ? tooLarge : message);
  },
});

/**
 * The rules of an amount that must be given: an empty field gets the one `required` text, and the
 * amount's own check waits for a value (antd runs every rule and lists each message, so an empty
 * field would also say 'Geçerli bir tutar girin').
 */
export function requiredMoneyRules(texts: { required: string; invalid: string; tooLarge: string }) {
  const amount = moneyRule(texts.invalid, texts.tooLarge);
  return [
    { required: true, message: texts.required },
    {
      validator: async (rule: unknown, value: string | null | undefined) => {
        if (value !== undefined && value !== null && value !== '') await amount.validator(rule, value);
      },
    },
  ];
}
