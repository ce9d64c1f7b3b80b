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
});
