/**
 * The multi-pair Tatoeba set in ./sets/tatoeba (sentence pairs from Helsinki-NLP/Tatoeba-Challenge, CC BY 2.0 FR;
 * ./sets/tatoeba/README.md says which file and which lines): read, grouped and split into dev and held-out.
 *
 * A sentence group is every pair connected through a shared sentence on either side ("Call me!" with three
 * Basque renderings is one group; two Spanish wordings of one Catalan sentence are one group). The split is
 * by group, so a sentence measured in dev never turns up again in held-out under another translation.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toBaseLanguage } from '../engine/pipeline/language-codes';

export interface TatoebaPair {
  /** The file's pair, alphabetical as upstream names it: "cat-eng". */
  file: string;
  /** ISO 639-1 where there is one ("cat" → "ca", "hbs" → "sh"), else the three-letter code. */
  languages: [string, string];
  sentences: [string, string];
  group: string;
  split: 'dev' | 'held-out';
}

/** A direction to measure: sources in one language, references in the other. */
export interface TatoebaDirection {
  source: string;
  target: string;
  file: string;
  sources: string[];
  references: string[];
}

export const TATOEBA_DIR = new URL('./sets/tatoeba/', import.meta.url);

/** One in three groups is held out; which one is decided by a hash of the group, not by file order. */
const HELD_OUT_EVERY = 3;

/** "Call me!" and "call me" are the same sentence for grouping: case, spacing and punctuation aside. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One line of a file: `lang<TAB>lang<TAB>sentence<TAB>sentence`; undefined for a blank or malformed line. */
export function parseTatoebaLine(line: string, file: string): Omit<TatoebaPair, 'group' | 'split'> | undefined {
  const [first = '', second = '', left = '', right = ''] = line.split('\t');
  if (!first || !second || !left.trim() || !right.trim()) return undefined;
  return { file, languages: [toBaseLanguage(first), toBaseLanguage(second)], sentences: [left.trim(), right.trim()] };
}

/** Groups pairs that share a sentence on either side (union–find over normalised sentences), then splits by group. */
export function groupAndSplit(pairs: ReadonlyArray<Omit<TatoebaPair, 'group' | 'split'>>): TatoebaPair[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(key, root);
    return root;
  };
  const union = (a: string, b: string) => {
    for (const key of [a, b]) if (!parent.has(key)) parent.set(key, key);
    const [rootA, rootB] = [find(a), find(b)];
    if (rootA !== rootB) parent.set(rootA < rootB ? rootB : rootA, rootA < rootB ? rootA : rootB);
  };
  const keys = pairs.map((pair) => pair.sentences.map((sentence, side) => `${pair.file}|${side}|${normaliseSentence(sentence)}`) as [string, string]);
  keys.forEach(([left, right]) => union(left, right));
  return pairs.map((pair, index) => {
    const group = find(keys[index]![0]);
    const bucket = createHash('sha256').update(group).digest().readUInt32BE(0) % HELD_OUT_EVERY;
    return { ...pair, group, split: bucket === 0 ? 'held-out' : 'dev' };
  });
}

/** Every `*.tsv` file of the set, grouped and split. */
export function loadTatoebaSet(dir: URL | string = TATOEBA_DIR): TatoebaPair[] {
  const path = typeof dir === 'string' ? dir : dir.pathname;
  const pairs = readdirSync(path)
    .filter((name) => name.endsWith('.tsv'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(path, name), 'utf8')
        .split('\n')
        .map((line) => parseTatoebaLine(line, name.replace(/\.tsv$/, '')))
        .filter((pair) => pair !== undefined),
    );
  return groupAndSplit(pairs);
}

/** Both directions of each file, on one split; a direction several files cover gathers all of them. */
export function listDirections(pairs: readonly TatoebaPair[], split: TatoebaPair['split']): TatoebaDirection[] {
  const directions = new Map<string, TatoebaDirection>();
  for (const pair of pairs.filter((candidate) => candidate.split === split)) {
    for (const [from, to] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const source = pair.languages[from];
      const target = pair.languages[to];
      const key = `${source}-${target}`;
      const direction = directions.get(key) ?? { source, target, file: pair.file, sources: [], references: [] };
      direction.sources.push(pair.sentences[from]);
      direction.references.push(pair.sentences[to]);
      directions.set(key, direction);
    }
  }
  return [...directions.values()].sort((a, b) => `${a.source}-${a.target}`.localeCompare(`${b.source}-${b.target}`));
}
