import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps a same-origin path inside the user area', () => {
    expect(safeReturnUrl('/tenant/customers?page=2', 2)).toBe('/tenant/customers?page=2');
    expect(safeReturnUrl('/documents', 3)).toBe('/documents');
    expect(safeReturnUrl('/profile', 1)).toBe('/profile');
  });
  it.each([
    '//evil.example',
    'https://evil.example/tenant',
    '/\\evil.example',
    'javascript:alert(1)',
    '/backoffice',
    '/auth/login',
    '',
  ])('sends %s to the home of a tenant user', (url) => {
    expect(safeReturnUrl(url, 2)).toBe('/tenant');
  });
});
