import { render } from '@testing-library/react';
import { Providers } from './providers';

const clearLocaleCookie = () => {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
};

describe('Providers and the stored language', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearLocaleCookie();
  });
  afterAll(clearLocaleCookie);

  it('stores nothing when no language was chosen, so API calls carry the browser language', () => {
    render(<Providers locale="tr">content</Providers>);
    expect(window.localStorage.getItem('i18n')).toBeNull();
  });

  it('keeps selectedLang equal to the language chosen on this device', () => {
    document.cookie = 'NEXT_LOCALE=en; path=/';
    window.localStorage.setItem('i18n', JSON.stringify({ selectedLang: 'tr' }));
    render(<Providers locale="en">content</Providers>);
    expect(JSON.parse(window.localStorage.getItem('i18n')!)).toEqual({ selectedLang: 'en' });
  });
});
