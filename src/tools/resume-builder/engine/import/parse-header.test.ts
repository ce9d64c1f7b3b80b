import { describe, expect, it } from 'vitest';
import { parseHeader } from './parse-header';

describe('parseHeader', () => {
  it('reads contact details parted by icon glyphs that have no Unicode meaning', () => {
    const { basics } = parseHeader([
      { text: 'John Doe', size: 14.6 },
      { text: 'Creative and Innovative Web Developer', size: 9.7 },
      { text: '\uEBE0 Pleasantville, CA 94588 \uEBE1 (555) 123-4567 \uE9A2 john.doe@gmail.com \uEBC2 https://johndoe.me/', size: 8.5 },
    ]);
    expect(basics).toMatchObject({
      name: 'John Doe',
      label: 'Creative and Innovative Web Developer',
      phone: '(555) 123-4567',
      email: 'john.doe@gmail.com',
      url: 'https://johndoe.me/',
      location: { city: 'Pleasantville', region: 'CA' },
    });
  });

  it('takes profiles printed as a user name over the network name', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz', size: 14 }, { text: 'anaruiz', size: 9 }, { text: 'GitHub', size: 8 }]);
    expect(basics.profiles).toEqual([{ network: 'GitHub', username: 'anaruiz' }]);
    expect(basics.name).toBe('Ana Ruiz');
  });

  it('reads a street address with a flat number and a country, and contacts parted by round bullets', () => {
    const { basics } = parseHeader([
      { text: 'John Doe', size: 27 },
      { text: '17 Prime Avenue, Apt 37, Springfield, Pennsylvania 10111, USA', size: 8.5 },
      { text: 'johndoe@example.com ● +1 (555) 101-1001 ● http://www.example.com/~johndoe', size: 8.5 },
    ]);
    expect(basics).toMatchObject({
      name: 'John Doe',
      email: 'johndoe@example.com',
      phone: '+1 (555) 101-1001',
      url: 'http://www.example.com/~johndoe',
      location: { address: '17 Prime Avenue, Apt 37', city: 'Springfield', region: 'Pennsylvania', postalCode: '10111' },
    });
    expect(basics.label).toBeUndefined();
  });
});
