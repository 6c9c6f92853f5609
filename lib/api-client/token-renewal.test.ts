import { getAccessToken, removeAccessToken, setAccessToken } from './token-cookie';
import { renewTokenIfDue, secondsLeft } from './token-renewal';

/** An unsigned JWT-shaped string with the given exp (the client never verifies, it only reads exp). */
const tokenExpiringIn = (seconds: number) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  removeAccessToken();
});

describe('secondsLeft', () => {
  it('reads the exp claim of a base64url payload', () => {
    expect(secondsLeft(tokenExpiringIn(600))).toBeGreaterThan(598);
  });
  it('answers null for what is not a token', () => {
    expect(secondsLeft('garbage')).toBeNull();
    expect(secondsLeft('a.b.c')).toBeNull();
  });
});

describe('renewTokenIfDue', () => {
  it('leaves a token with time left alone', async () => {
    setAccessToken(tokenExpiringIn(600), true);
    await renewTokenIfDue('/api/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a token about to expire once, however many calls wait for it', async () => {
    setAccessToken(tokenExpiringIn(30), true);
    const renewed = tokenExpiringIn(900);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { accessToken: renewed, remember: true } })));
    await Promise.all([renewTokenIfDue('/api/'), renewTokenIfDue('/api/'), renewTokenIfDue('/api/')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/common/Auth/refresh', { method: 'POST', credentials: 'include' });
    expect(getAccessToken()).toBe(renewed);
  });

  it('keeps the old token when the session is over (the next 401 signs the user out)', async () => {
    const old = tokenExpiringIn(30);
    setAccessToken(old, true);
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await renewTokenIfDue('/api/');
    expect(getAccessToken()).toBe(old);
  });

  it('does nothing without a token', async () => {
    await renewTokenIfDue('/api/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
