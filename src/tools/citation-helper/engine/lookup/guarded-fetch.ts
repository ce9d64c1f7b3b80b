import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPrivateAddress } from './guard-address';

/**
 * The resolver the socket itself uses. Checking a host before fetching it is not enough: its DNS answer
 * may change between the check and the connection (DNS rebinding), so the addresses are checked again
 * here, on the lookup that actually opens the connection.
 */
const lookupPublicOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, records) => {
    if (error) return callback(error, []);
    const list = records as LookupAddress[];
    if (list.length === 0 || list.some((record) => isPrivateAddress(record.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private or local address`);
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, []);
    }
    if (options.all) return callback(null, list);
    const [first] = list;
    return callback(null, first!.address, first!.family);
  });
};

const publicOnlyAgent = new Agent({ connect: { lookup: lookupPublicOnly } });

/** fetch whose connections can only reach public addresses, whatever the DNS says at connect time. */
export const fetchPublicOnly: typeof fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
  undiciFetch(input as never, { ...(init as object), dispatcher: publicOnlyAgent } as never)) as unknown as typeof fetch;
