import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { LookupFailure } from './lookup-failure';

// Addresses a user-given URL must never reach from the server: this host, the local network, link-local
// (cloud metadata at 169.254.169.254), and ranges that are not on the public internet at all.
const IPV4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

// IPv6: only global unicast (2000::/3) is public; within it, the ranges that hide an IPv4 address or are
// documentation. Everything outside 2000::/3 (loopback, unique-local fc00::/7, link-local fe80::/10,
// multicast ff00::/8, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96) is refused by the first rule.
const IPV6_PUBLIC = new BlockList();
IPV6_PUBLIC.addSubnet('2000::', 3, 'ipv6');
const IPV6_BLOCKED_WITHIN_PUBLIC: [string, number][] = [
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_BLOCKED) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_BLOCKED_WITHIN_PUBLIC) blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address the server must not fetch on a user's behalf. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, 'ipv4');
  if (version === 6) return !IPV6_PUBLIC.check(address, 'ipv6') || blocked.check(address, 'ipv6');
  return true;
}

/**
 * Refuses a URL the server must not fetch for a user: anything but http(s), and any host that is or
 * resolves to a private address (every address it resolves to is checked, so one public record beside a
 * private one does not let it through). Called again for every redirect.
 */
export async function assertFetchableUrl(url: URL, allowPrivateFetch: boolean, signal?: AbortSignal): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LookupFailure('refused', `Only http and https addresses can be looked up (got ${url.protocol.replace(/:$/, '')}).`);
  }
  if (url.username || url.password) {
    throw new LookupFailure('refused', 'Addresses with a user name or password in them are not looked up.');
  }
  if (allowPrivateFetch) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolveHost(host, signal);
  if (addresses.some(isPrivateAddress)) {
    throw new LookupFailure(
      'refused',
      `${url.hostname} is a private or local address; the server does not fetch those for you (an administrator can allow it with ALLOW_PRIVATE_FETCH=true).`,
    );
  }
}

async function resolveHost(host: string, signal: AbortSignal | undefined): Promise<string[]> {
  try {
    const records = await abortable(lookup(host, { all: true, verbatim: true }), signal);
    return records.map((record) => record.address);
  } catch (error) {
    if (signal?.aborted) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') {
      throw new LookupFailure('not-found', `No site is found at ${host}: check the address.`);
    }
    throw new LookupFailure('unreachable', `The server could not look up ${host} (no network or no DNS?). Enter the source by hand.`);
  }
}

/** The system resolver takes no signal; the lookup's deadline must still hold while it thinks. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
