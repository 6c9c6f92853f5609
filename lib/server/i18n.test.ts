import { langFromHeader, translate } from './i18n';

describe('langFromHeader', () => {
  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,tr;q=0.8,en;q=0.5', 'tr'],
    ['fr, EN-GB;q=0.7', 'en'],
  ])('maps %p to %s', (header, lang) => expect(langFromHeader(header)).toBe(lang));
});

describe('translate', () => {
  it('fills placeholders and falls back to the key', () => {
    expect(translate('tr', 'ApiErrors.rate_limited', { minutes: 15 })).toBe(
      'Çok fazla başarısız deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    expect(translate('en', 'Validation.tooLong', { max: 5 })).toBe('Must be at most 5 characters.');
    expect(translate('en', 'No.such.key')).toBe('No.such.key');
  });
});
