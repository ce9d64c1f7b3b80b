import type { Resume } from '../../contract';
import type { ResumeLine } from './resume-line';

type Profile = NonNullable<NonNullable<Resume['basics']>['profiles']>[number];

// Web builders (Reactive Resume and others) print a profile as its user name with the network's name
// set small beside or under it ("johndoe" over "LinkedIn"), or a row of user names over a row of
// network names. Neither line says anything alone; together they are the profiles.

const NETWORK_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  twitter: 'Twitter',
  stackoverflow: 'Stack Overflow',
  'stack overflow': 'Stack Overflow',
  medium: 'Medium',
  dribbble: 'Dribbble',
  behance: 'Behance',
  mastodon: 'Mastodon',
  instagram: 'Instagram',
  youtube: 'YouTube',
};
const USER_NAME = /^@?[\p{L}\d][\p{L}\d._-]{1,38}$/u;

const cellsOf = (line: ResumeLine) => line.text.split('\t').map((cell) => cell.trim()).filter(Boolean);
const networkOf = (cell: string) => NETWORK_NAMES[cell.toLowerCase()];

/** Takes network-name lines and the user-name line each labels out of `lines`; returns both parts. */
export function pairNetworkLabels(lines: ResumeLine[]): { profiles: Profile[]; rest: ResumeLine[] } {
  const used = new Set<number>();
  const profiles: Profile[] = [];
  lines.forEach((line, index) => {
    const networks = cellsOf(line).map(networkOf);
    if (networks.length === 0 || networks.some((network) => !network) || used.has(index)) return;
    // The user names sit above their labels in the builders seen; below is tried second.
    for (const other of [index - 1, index + 1]) {
      const candidate = lines[other];
      if (!candidate || used.has(other)) continue;
      const names = cellsOf(candidate);
      if (names.length !== networks.length || !names.every((name) => USER_NAME.test(name) && !networkOf(name))) continue;
      names.forEach((name, at) => profiles.push({ network: networks[at]!, username: name.replace(/^@/, '') }));
      used.add(index).add(other);
      return;
    }
  });
  return { profiles, rest: lines.filter((_, index) => !used.has(index)) };
}
