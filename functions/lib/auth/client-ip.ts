/**
 * The client's IP for rate limits, from `X-Forwarded-For` as the front end leaves it.
 *
 * Which header: Azure Static Web Apps hands API requests to Functions with `X-Forwarded-For`
 * holding the client's address and port, then the address of an internal hop
 * (`203.0.113.9:52987, [fd00::…]:64909`); the Front Door edge in front of it appends the socket
 * address to any `X-Forwarded-For` the client sent, and App Service sets `Client-IP` to the
 * address of whatever connected to it, which behind Static Web Apps is the edge, not the visitor.
 * So whatever a client writes in the header stands to the LEFT of what the front end appended:
 * the client IP is the rightmost public address in the list (private and internal hops skipped),
 * and the local host replaces the header with the socket address (functions/host/server.ts).
 * Addresses are normalised (no port, no brackets, IPv4-mapped IPv6 as IPv4, lower case) so one
 * client cannot count apart under several spellings; anything else counts as `unknown`.
 */
import { isIP } from 'node:net';

/** The address without port or brackets, normalised; null when it is not an IP address. */
export function normaliseIp(raw: string): string | null {
  let value = raw.trim();
  const bracketed = value.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return isIP(value) ? value : null;
}

/** True for loopback, private, link-local, shared (CGNAT) and unique-local addresses: hops, not visitors. */
function isInternalIp(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip);
}

/** The client's IP (see the module comment), or `unknown`. */
export function clientIp(headers: { get(name: string): string | null }): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normaliseIp)
    .filter((ip): ip is string => ip !== null);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!isInternalIp(hops[i]!)) return hops[i]!;
  return hops[hops.length - 1] ?? 'unknown';
}
