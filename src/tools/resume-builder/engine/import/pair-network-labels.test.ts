import { describe, expect, it } from 'vitest';
import { pairNetworkLabels } from './pair-network-labels';

const line = (text: string) => ({ text });

describe('pairNetworkLabels', () => {
  it('pairs a user name with the network name under it, one by one or in rows', () => {
    const stacked = pairNetworkLabels([line('Profiles'), line('janedoe'), line('LinkedIn'), line('jdoe-dev'), line('GitHub'), line('Skills')]);
    expect(stacked.profiles).toEqual([
      { network: 'LinkedIn', username: 'janedoe' },
      { network: 'GitHub', username: 'jdoe-dev' },
    ]);
    expect(stacked.rest.map((rest) => rest.text)).toEqual(['Profiles', 'Skills']);
    const rows = pairNetworkLabels([line('janedoe\tjdoe-dev'), line('LinkedIn\tStackOverflow')]);
    expect(rows.profiles).toEqual([
      { network: 'LinkedIn', username: 'janedoe' },
      { network: 'Stack Overflow', username: 'jdoe-dev' },
    ]);
  });

  it('leaves a network name without a user name beside it, and sentences, alone', () => {
    const lines = [line('GitHub'), line('Built tools used by 40 teams.'), line('Jane Doe')];
    expect(pairNetworkLabels(lines)).toEqual({ profiles: [], rest: lines });
  });
});
