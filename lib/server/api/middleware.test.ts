import { clientIp } from './middleware';

describe('clientIp', () => {
  it('takes the last hop, the one our server or the trusted proxy wrote', () => {
    expect(clientIp(undefined)).toBe('unknown');
    expect(clientIp('10.0.0.1')).toBe('10.0.0.1');
    expect(clientIp('6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
  });
});
