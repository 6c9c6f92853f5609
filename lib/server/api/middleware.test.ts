import { clientIp } from './middleware';

describe('clientIp', () => {
  afterEach(() => delete process.env.TRUST_PROXY);

  it('takes the peer Next appended unless a proxy is trusted', () => {
    expect(clientIp(undefined)).toBe('unknown');
    expect(clientIp('6.6.6.6, 10.0.0.1')).toBe('10.0.0.1');
    process.env.TRUST_PROXY = 'true';
    expect(clientIp('203.0.113.5, 10.0.0.1')).toBe('203.0.113.5');
  });
});
