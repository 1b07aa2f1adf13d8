import net from 'node:net';

/** 127.0.0.0/8, ::1 (also bracketed or IPv4-mapped) and localhost: addresses only this machine reaches. */
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
export const isLoopbackHost = (host: string): boolean => {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  if (net.isIPv4(v4)) return LOOPBACK.check(v4, 'ipv4');
  return net.isIPv6(h) && LOOPBACK.check(h, 'ipv6');
};

/** An IP address written as the host (`203.0.113.7`, `[2001:db8::1]`): no DNS name, so nothing to rebind. */
export const isIpLiteral = (host: string): boolean => net.isIPv4(host) || (host.startsWith('[') && host.endsWith(']') && net.isIPv6(host.slice(1, -1)));

/** One label of a DNS name (underscores too: container and service names carry them). */
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/**
 * A host name as the site compares them: lower case, without port or a final dot, IPv6 in brackets
 * (`WWW.Example.com.:443` → `www.example.com`, `[::1]:3000` → `[::1]`); null for anything that is no host
 * name (a scheme, a path, a space, an empty label).
 */
export const hostNameOf = (authority: string): string | null => {
  const a = authority.trim().toLowerCase();
  if (a.startsWith('[')) {
    const close = a.indexOf(']');
    if (close < 0 || !/^(:\d{1,5})?$/.test(a.slice(close + 1))) return null;
    const name = a.slice(0, close + 1);
    return isIpLiteral(name) ? name : null;
  }
  const name = a.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (name === '' || name.length > 253) return null;
  return net.isIPv4(name) || name.split('.').every((label) => LABEL.test(label)) ? name : null;
};
