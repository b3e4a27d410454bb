import { isIPv4, isIPv6 } from 'node:net';

/**
 * The « address » a per-address limit counts (D10): an IPv4 address as it
 * is, but an IPv6 address by its /64, the block a single home or phone gets
 * and can rotate within at will.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::a.b.c.d) never reaches the first 64 bits that count.
  const missing = 8 - left.length - right.length;
  const groups = ip.includes('::') ? [...left, ...Array(missing).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : g).replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
