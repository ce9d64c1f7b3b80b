import { describe, expect, it } from 'vitest';
import { assertFetchableUrl, isPrivateAddress } from './guard-address';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700::1111', '2a00:1450:4001::200e'])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('assertFetchableUrl', () => {
  it('refuses loopback by address and by name, with the setting named', async () => {
    await expect(assertFetchableUrl(new URL('http://127.0.0.1:8080/admin'), false)).rejects.toThrow(/private or local address.*ALLOW_PRIVATE_FETCH=true/);
    await expect(assertFetchableUrl(new URL('http://[::1]/'), false)).rejects.toThrow(/private or local/);
    await expect(assertFetchableUrl(new URL('http://localhost/'), false)).rejects.toThrow(/private or local/);
    // WHATWG URL parsing turns the odd spellings of 127.0.0.1 into the plain one before the check.
    await expect(assertFetchableUrl(new URL('http://2130706433/'), false)).rejects.toThrow(/private or local/);
    await expect(assertFetchableUrl(new URL('http://0x7f.1/'), false)).rejects.toThrow(/private or local/);
  });

  it('lets private addresses through only when the administrator allowed it', async () => {
    await expect(assertFetchableUrl(new URL('http://127.0.0.1:8080/'), true)).resolves.toBeUndefined();
  });

  it('refuses other schemes and embedded credentials whatever the setting', async () => {
    await expect(assertFetchableUrl(new URL('file:///etc/passwd'), true)).rejects.toThrow(/Only http and https/);
    await expect(assertFetchableUrl(new URL('ftp://example.com/x'), true)).rejects.toThrow(/Only http and https/);
    await expect(assertFetchableUrl(new URL('https://user:pw@example.com/'), true)).rejects.toThrow(/user name or password/);
  });
});
