import { useTranslations, type Locale } from 'next-intl';
import { messageOr } from './dynamic-message';

// Checked by `npm run typecheck` (jest does not type-check): each @ts-expect-error must meet an error, so
// these lines fail the type check as soon as message keys or locales stop being typed (app-config.d.ts).
export function useTypedKeysProbe(): string[] {
  const t = useTranslations('Gate');
  // @ts-expect-error 'noSuchKey' is not a key of the Gate namespace
  const missing = t('noSuchKey');
  // @ts-expect-error 'NoSuchNamespace' is not a namespace of the catalogue
  useTranslations('NoSuchNamespace');
  // @ts-expect-error the interface has two locales
  const german: Locale = 'de';
  return [t('loading'), missing, german];
}

describe('dynamic message keys', () => {
  const texts: Record<string, string> = { active: 'Aktif' };
  const t = Object.assign((key: string) => texts[key]!, { has: (key: string) => key in texts });

  it('translates a key the namespace has', () => {
    expect(messageOr(t, 'active')).toBe('Aktif');
  });

  it('falls back to the raw value, or the given fallback, for a key it lacks', () => {
    expect(messageOr(t, 'archived')).toBe('archived');
    expect(messageOr(t, 'userStatus.archived', 'archived')).toBe('archived');
  });
});
