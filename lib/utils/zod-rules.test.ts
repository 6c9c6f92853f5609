import { passwordSchema } from '@/lib/schemas/auth';
import { emailSchema } from '@/lib/schemas/common';
import tr from '@/messages/tr.json';
import { zodRule } from './zod-rules';

const messages = tr.Validation as Record<string, string>;
const t = (key: string, values?: Record<string, string | number>) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
const has = (key: string) => key in messages;

describe('zodRule', () => {
  it('passes a valid value', async () => {
    await expect(zodRule(emailSchema, t, has).validator(null, 'a@b.co')).resolves.toBeUndefined();
  });
  it('rejects with the translated Validation message', async () => {
    await expect(zodRule(emailSchema, t, has).validator(null, 'nope')).rejects.toThrow(
      'Geçerli bir e-posta adresi girin.',
    );
    await expect(zodRule(passwordSchema, t, has).validator(null, 'abc')).rejects.toThrow(
      'Şifre en az 8 karakter olmalıdır.',
    );
    await expect(zodRule(passwordSchema, t, has).validator(null, '')).rejects.toThrow();
  });
});
