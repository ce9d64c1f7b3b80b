/**
 * Splits a collector's human texts (JSON lines as corpus/human-ud.jsonl) into the part training reads,
 * corpus/human-more.jsonl, and the rest, corpus/held-back/human-more-rest.jsonl, which the evaluation scores as
 * human text never trained on (corpus/README.md, session 34):
 *
 *   npx tsx training/ai-detector/split-collected-human.ts <collected.jsonl> [--languages=en,de]
 *
 * `--languages` names the languages whose texts may be trained on (default all); the others' texts all go to the
 * held-back file, to be tried later.
 * Why a cap: the collected texts come in a few genres (English: 105 speeches, 96 forum posts), which the
 * model-written side has a handful of; all of them would make one new genre outweigh every genre of the other
 * class, and a classifier would learn "a speech is human". At most GENRE_CAP texts per language and genre are
 * kept, whole documents (`group`) taken evenly over the sorted list, so every source keeps its share.
 * Deterministic: the same file gives the same split.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CORPUS_DIR, HELD_BACK_DIR, normalizeGenre } from './read-corpus';

export const GENRE_CAP = 40;

export interface CollectedText {
  text: string;
  lang: string;
  source: string;
  genre: string;
  group: string;
}

/** Groups to keep for one language and genre: every n-th document of the sorted list until `cap` texts. */
function chooseGroups(texts: readonly CollectedText[], cap: number): Set<string> {
  const sizes = new Map<string, number>();
  for (const text of texts) sizes.set(text.group, (sizes.get(text.group) ?? 0) + 1);
  const groups = [...sizes.keys()].sort();
  if (texts.length <= cap) return new Set(groups);
  const step = texts.length / cap;
  const chosen = new Set<string>();
  let kept = 0;
  for (let position = 0; position < groups.length && kept < cap; position += step) {
    const group = groups[Math.floor(position)] ?? '';
    const size = sizes.get(group) ?? 0;
    if (chosen.has(group) || kept + size > cap) continue;
    chosen.add(group);
    kept += size;
  }
  return chosen;
}

/** The texts to train on and the rest: per language and (normalised) genre at most `cap`, and only of `languages`. */
export function splitCollected(
  texts: readonly CollectedText[],
  cap = GENRE_CAP,
  languages?: readonly string[],
): { kept: CollectedText[]; rest: CollectedText[] } {
  const byKind = new Map<string, CollectedText[]>();
  for (const text of texts) {
    if (languages && !languages.includes(text.lang)) continue;
    const kind = `${text.lang}/${normalizeGenre(text.genre)}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), text]);
  }
  const chosen = new Set([...byKind.values()].flatMap((kind) => [...chooseGroups(kind, cap)]));
  return { kept: texts.filter((text) => chosen.has(text.group)), rest: texts.filter((text) => !chosen.has(text.group)) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [input] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!input) throw new Error('usage: split-collected-human.ts <collected.jsonl>');
  const lines = readFileSync(input, 'utf8').split('\n').filter((line) => line.trim() !== '');
  const languages = process.argv.find((arg) => arg.startsWith('--languages='))?.slice('--languages='.length).split(',');
  const { kept, rest } = splitCollected(lines.map((line) => JSON.parse(line) as CollectedText), GENRE_CAP, languages);
  const write = (path: string, records: readonly CollectedText[]) => writeFileSync(path, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
  write(join(CORPUS_DIR, 'human-more.jsonl'), kept);
  mkdirSync(join(CORPUS_DIR, HELD_BACK_DIR), { recursive: true });
  write(join(CORPUS_DIR, HELD_BACK_DIR, 'human-more-rest.jsonl'), rest);
  console.log(`${kept.length} texts to train on, ${rest.length} held back.`);
}
