import { isPhoneRequest } from './phone-request';

const request = (headers: Record<string, string>) => new Headers(headers);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_PHONE = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

describe('isPhoneRequest', () => {
  it('follows the Sec-CH-UA-Mobile client hint when the browser sends it', () => {
    expect(isPhoneRequest(request({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }))).toBe(true);
    expect(isPhoneRequest(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_PHONE }))).toBe(false);
  });

  it('reads the user agent of browsers without client hints (Safari, Firefox)', () => {
    expect(isPhoneRequest(request({ 'user-agent': IPHONE }))).toBe(true);
    expect(isPhoneRequest(request({ 'user-agent': ANDROID_PHONE }))).toBe(true);
    expect(isPhoneRequest(request({ 'user-agent': FIREFOX_PHONE }))).toBe(true);
  });

  it('takes tablets, desktops and requests without a user agent for wide screens', () => {
    expect(isPhoneRequest(request({ 'user-agent': ANDROID_TABLET }))).toBe(false);
    expect(isPhoneRequest(request({ 'user-agent': IPAD }))).toBe(false);
    expect(isPhoneRequest(request({ 'user-agent': DESKTOP }))).toBe(false);
    expect(isPhoneRequest(request({}))).toBe(false);
  });
});
