import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What Hunspell's English dictionaries (npm dictionary-en and dictionary-en-gb, SCOWL size 60) say about a word's
 * class through its affix flags: D (-ed) and G (-ing) only go on verbs, M ('s) on nouns and names, and an entry
 * written with a capital is a name. Our hand lexicon (verb-lexicon.ts) lists a few hundred verbs; these flags know
 * some 8,000 ("leak", "hike"). Read once, on the first check that asks.
 */
let entries: Map<string, string> | undefined;

function loadEntries(): Map<string, string> {
  if (entries) return entries;
  entries = new Map();
  const require = createRequire(import.meta.url);
  for (const name of ['dictionary-en', 'dictionary-en-gb']) {
    try {
      const file = join(dirname(require.resolve(name)), 'index.dic');
      for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
        const slash = line.indexOf('/');
        const word = slash < 0 ? line.trim() : line.slice(0, slash);
        const flags = slash < 0 ? '' : line.slice(slash + 1).trim();
        if (word) entries.set(word, (entries.get(word) ?? '') + flags);
      }
    } catch {
      // A missing dictionary leaves these checks with fewer words, never with wrong ones.
    }
  }
  return entries;
}

/** A lower-case base form that takes a regular -ed and -ing: "leak", "hike", "bake". */
export function isRegularVerbBase(word: string): boolean {
  const flags = loadEntries().get(word);
  return flags !== undefined && flags.includes('D') && flags.includes('G');
}

/** A name the dictionaries list with its capital ("Maria", "Ben"). */
export function isDictionaryName(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word) && loadEntries().has(word);
}

/** Whether the dictionaries list the word as written, or in lower case (not forms made by affixes). */
export function isDictionaryEntry(word: string): boolean {
  const all = loadEntries();
  return all.has(word) || all.has(word.toLowerCase());
}

/** Whether a lower-case entry takes the plural or third-person -s (flag S). */
export function takesPluralS(word: string): boolean {
  return loadEntries().get(word)?.includes('S') === true;
}

/** A lower-case entry that takes the possessive 's (flag M): a noun ("flat", "house"). */
export function isDictionaryNoun(word: string): boolean {
  return loadEntries().get(word)?.includes('M') === true;
}

/**
 * A lower-case entry that is a countable noun (flags M and S) and has no comparative (R, T): "key", "flat"; not "rich",
 * "poor" or "chief", adjectives a determiner may turn into a noun of people ("the poor").
 */
export function isCountableNounOnly(word: string): boolean {
  const flags = loadEntries().get(word);
  return flags !== undefined && flags.includes('M') && flags.includes('S') && !/[RT]/.test(flags);
}
