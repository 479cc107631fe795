import { describe, expect, it } from 'vitest';
import { clientIp, normaliseIp } from './client-ip';

const headers = (xff?: string) => ({ get: (name: string) => (name === 'x-forwarded-for' ? (xff ?? null) : null) });

describe('clientIp', () => {
  it('reads the address Static Web Apps forwards, port and internal hop dropped', () => {
    expect(clientIp(headers('203.0.113.9:52987, [fd00::d63d:e0b8:bc35:12be:2e17:f3af]:64909'))).toBe('203.0.113.9');
    expect(clientIp(headers('[2001:db8::1]:443, 10.0.0.4'))).toBe('2001:db8::1');
  });

  it('ignores what the client wrote to the left of the hop the front end appended', () => {
    expect(clientIp(headers('1.2.3.4, 5.6.7.8, 203.0.113.9:52987, [fd00::1]:1'))).toBe('203.0.113.9');
  });

  it('falls back to the nearest internal hop (the local host: the socket address), else unknown', () => {
    expect(clientIp(headers('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIp(headers('::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIp(headers())).toBe('unknown');
    expect(clientIp(headers('not an address, 010.6.6.6'))).toBe('unknown');
  });

  it('one address, one spelling', () => {
    expect(normaliseIp('[2001:DB8::1]:80')).toBe('2001:db8::1');
    expect(normaliseIp('::FFFF:8.8.8.8')).toBe('8.8.8.8');
    expect(normaliseIp('8.8.8.8:1234')).toBe('8.8.8.8');
    expect(normaliseIp('010.6.6.6')).toBeNull();
  });
});
