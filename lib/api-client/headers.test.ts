import {
  applyClientHeaders,
  bearerHeader,
  resolveAcceptLanguage,
  resolveApiPrefix,
  responseActionFor,
} from './headers';
import { buildTokenCookie, readCookie } from './token-cookie';
import { readStoredLang, writeStoredLang } from '@/lib/i18n/client-locale';

describe('resolveAcceptLanguage', () => {
  it('prefers the stored selectedLang', () => {
    expect(resolveAcceptLanguage('en', 'tr-TR')).toBe('en');
    expect(resolveAcceptLanguage('en', 'de-DE')).toBe('en');
    expect(resolveAcceptLanguage('tr', 'en-US')).toBe('tr');
  });
  it('falls back to the first part of the browser language', () => {
    expect(resolveAcceptLanguage(null, 'en-US')).toBe('en');
    expect(resolveAcceptLanguage(null, 'de-DE')).toBe('de');
    expect(resolveAcceptLanguage(undefined, 'tr')).toBe('tr');
  });
  it('skips a stored value that is no language tag', () => {
    expect(resolveAcceptLanguage('en\nX-Evil: 1', 'de-DE')).toBe('de');
    expect(resolveAcceptLanguage('', 'de-DE')).toBe('de');
  });
  it('gives nothing when neither is known', () => {
    expect(resolveAcceptLanguage(null, '')).toBeNull();
    expect(resolveAcceptLanguage(null, null)).toBeNull();
  });
});

describe('applyClientHeaders', () => {
  it('sends the stored language, not the browser one', () => {
    const headers = applyClientHeaders(new Headers(), { token: null, storedLang: 'en', navigatorLanguage: 'de-DE' });
    expect(headers.get('Accept-Language')).toBe('en');
  });
  it('adds the Bearer token and the language', () => {
    const headers = applyClientHeaders(new Headers(), { token: 'abc', storedLang: 'en', navigatorLanguage: 'tr-TR' });
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('en');
  });
  it('sends no Authorization without a token', () => {
    const headers = applyClientHeaders(new Headers(), { token: null, storedLang: null, navigatorLanguage: 'de-DE' });
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Accept-Language')).toBe('de');
  });
  it('keeps headers the caller set explicitly', () => {
    const headers = applyClientHeaders(new Headers({ 'Accept-Language': 'tr' }), {
      token: 'x',
      storedLang: 'en',
      navigatorLanguage: null,
    });
    expect(headers.get('Accept-Language')).toBe('tr');
  });
  it('formats the bearer value', () => {
    expect(bearerHeader('t')).toBe('Bearer t');
    expect(bearerHeader('')).toBeNull();
  });
});

describe('resolveApiPrefix', () => {
  it('uses the configured base URL', () => {
    expect(resolveApiPrefix('https://api.example.com/', 'http://localhost:3000')).toBe('https://api.example.com/api/');
  });
  it('uses this origin when the base URL is empty', () => {
    expect(resolveApiPrefix('', 'http://localhost:3000')).toBe('http://localhost:3000/api/');
    expect(resolveApiPrefix(undefined, 'https://cari.example')).toBe('https://cari.example/api/');
  });
});

describe('responseActionFor', () => {
  it('removes the token on 401 and logs 5xx', () => {
    expect(responseActionFor(401)).toBe('removeToken');
    expect(responseActionFor(500)).toBe('logServerError');
    expect(responseActionFor(503)).toBe('logServerError');
    expect(responseActionFor(403)).toBeNull();
    expect(responseActionFor(200)).toBeNull();
  });
});

describe('token cookie', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('expires 7 days ahead when remember is on', () => {
    const cookie = buildTokenCookie('tok', true, now);
    expect(cookie).toContain('accessToken=tok');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`expires=${new Date('2026-01-08T00:00:00Z').toUTCString()}`);
  });
  it('is a session cookie when remember is off', () => {
    expect(buildTokenCookie('tok', false, now)).not.toMatch(/expires|max-age/i);
  });
  it('reads a cookie by name', () => {
    expect(readCookie('a=1; accessToken=x.y.z; b=2', 'accessToken')).toBe('x.y.z');
    expect(readCookie('a=1', 'accessToken')).toBeNull();
  });
});

describe('stored language', () => {
  it('stores and reads selectedLang as JSON under the i18n key', () => {
    window.localStorage.clear();
    writeStoredLang(window.localStorage, 'en');
    expect(JSON.parse(window.localStorage.getItem('i18n')!)).toEqual({ selectedLang: 'en' });
    expect(readStoredLang(window.localStorage)).toBe('en');
  });
  it('ignores a corrupt value', () => {
    window.localStorage.setItem('i18n', '{oops');
    expect(readStoredLang(window.localStorage)).toBeNull();
  });
});
