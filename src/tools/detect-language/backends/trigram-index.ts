/**
 * franc's answer, computed from franc's own data (its trigram profiles and script expressions) with
 * an inverted index instead of franc's loop over every language. franc compares a text with each
 * language of its script one trigram at a time (~120 Latin profiles × every trigram of the text:
 * 0.4 ms a typical text, the slowest library of the five). Here each of the text's trigrams visits
 * only the profiles that contain it, so the same distances cost a small fraction of that. The
 * distances, their order and the normalised scores are franc's (trigram-index.test.ts compares
 * both on texts of every script; eval/language/check-franc-index.ts on all dev records).
 */

/** franc's penalty for a trigram missing from a profile (also the profile length). */
const MAX_DIFFERENCE = 300;
/** franc reads at most this many UTF-16 units. */
const MAX_LENGTH = 2048;
/** A posting packs the profile's index and the trigram's rank in it: rank < 2^RANK_BITS. */
const RANK_BITS = 9;
const RANK_MASK = (1 << RANK_BITS) - 1;

/** franc's output: [language, score] pairs, best first, score 1 for the best. */
export type TrigramRanking = Array<[string, number]>;

interface ScriptProfiles {
  languages: string[];
  /** By packed trigram (packTrigram). */
  postings: Map<number, Int32Array>;
  /**
   * Each language's distance, reused by every call: a Float64Array this size is allocated outside
   * V8's heap, which costs more (~2 µs) than filling it.
   */
  distances: Float64Array;
}

/**
 * Three UTF-16 units as one number (48 bits, exact in a double): looking numbers up costs less
 * than slicing and hashing a string for every position of the text.
 */
function packTrigram(value: string, at: number): number {
  return value.charCodeAt(at) * 0x1_0000_0000 + value.charCodeAt(at + 1) * 0x1_0000 + value.charCodeAt(at + 2);
}

export interface TrigramIndex {
  /** franc's ranking; with a limit, only its first `limit` languages (same order, same scores). */
  rank(text: string, limit?: number): TrigramRanking;
}

function indexProfiles(profiles: Readonly<Record<string, string>>): ScriptProfiles {
  const languages = Object.keys(profiles);
  const lists = new Map<number, number[]>();
  languages.forEach((language, index) => {
    (profiles[language] ?? '').split('|').forEach((trigram, rank) => {
      // The text's trigrams are three units long: nothing else in a profile can match one.
      if (trigram.length !== 3) return;
      const key = packTrigram(trigram, 0);
      const list = lists.get(key) ?? [];
      list.push((index << RANK_BITS) | rank);
      lists.set(key, list);
    });
  });
  const postings = new Map([...lists].map(([trigram, list]) => [trigram, Int32Array.from(list)]));
  return { languages, postings, distances: new Float64Array(languages.length) };
}

/** trigram-utils' cleaning: ASCII punctuation and digits become spaces, whitespace runs one space. */
function cleanText(value: string): string {
  return value
    .replace(/[\u0021-\u0040]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function countTrigrams(value: string): Map<number, number> {
  const padded = ` ${cleanText(value)} `;
  const counts = new Map<number, number>();
  for (let index = 0; index + 3 <= padded.length; index++) {
    const trigram = packTrigram(padded, index);
    counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

/**
 * Which of franc's script expressions match each UTF-16 unit, learnt on first sight: franc runs
 * some thirty regular expressions over the whole text to find its main script.
 */
function createScriptCounter(expressions: Readonly<Record<string, RegExp>>): (value: string) => [string | undefined, number] {
  const names = Object.keys(expressions);
  const single = names.map((name) => new RegExp((expressions[name] as RegExp).source));
  // -1: not yet seen; otherwise a bit set of matching expressions (franc has fewer than 32).
  const byUnit = new Int32Array(0x10000).fill(-1);
  const classify = (piece: string): number => single.reduce((bits, expression, index) => (expression.test(piece) ? bits | (1 << index) : bits), 0);
  return (value) => {
    const counts = new Array<number>(names.length).fill(0);
    for (let index = 0; index < value.length; index++) {
      const unit = value.charCodeAt(index);
      let bits: number;
      const next = value.charCodeAt(index + 1);
      if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        // A surrogate pair: franc's expressions match it as one character.
        bits = classify(value.slice(index, index + 2));
        index++;
      } else {
        bits = byUnit[unit] as number;
        if (bits === -1) bits = byUnit[unit] = classify(value[index] as string);
      }
      for (let script = 0; bits !== 0; script++, bits >>>= 1) if (bits & 1) counts[script] = (counts[script] as number) + 1;
    }
    // franc keeps the first script with the highest count, in the expressions' order.
    let top: string | undefined;
    let topCount = -1;
    names.forEach((name, index) => {
      const count = (counts[index] as number) / value.length || 0;
      if (count > topCount) {
        topCount = count;
        top = name;
      }
    });
    return [top, topCount];
  };
}

/**
 * The indexes of the `limit` smallest distances, smallest first, ties by index (franc's order):
 * callers read only the first few of some 120 languages, and sorting them all cost more than that.
 */
function selectNearest(distances: Float64Array, limit: number): number[] {
  const nearest: number[] = [];
  for (let index = 0; index < distances.length; index++) {
    const distance = distances[index] as number;
    if (nearest.length === limit && distance >= (distances[nearest[limit - 1] as number] as number)) continue;
    let at = nearest.length === limit ? limit - 1 : nearest.length;
    while (at > 0 && (distances[nearest[at - 1] as number] as number) > distance) {
      nearest[at] = nearest[at - 1] as number;
      at--;
    }
    nearest[at] = index;
  }
  return nearest;
}

function rankProfiles(value: string, profiles: ScriptProfiles, limit: number): TrigramRanking {
  const { languages, postings, distances } = profiles;
  const counts = countTrigrams(value);
  distances.fill(counts.size * MAX_DIFFERENCE);
  for (const [trigram, count] of counts) {
    const list = postings.get(trigram);
    if (!list) continue;
    for (let i = 0; i < list.length; i++) {
      const posting = list[i] as number;
      const language = posting >> RANK_BITS;
      // franc compares the trigram's count in the text with its rank in the profile.
      distances[language] = (distances[language] as number) + Math.abs(count - (posting & RANK_MASK) - 1) - MAX_DIFFERENCE;
    }
  }
  const order =
    limit < languages.length
      ? selectNearest(distances, limit)
      : languages.map((_, index) => index).sort((a, b) => (distances[a] as number) - (distances[b] as number) || a - b);
  const min = distances[order[0] as number] as number;
  const max = value.length * MAX_DIFFERENCE - min;
  return order.map((index) => [languages[index] as string, 1 - ((distances[index] as number) - min) / max || 0]);
}

export function createTrigramIndex(
  data: Readonly<Record<string, Readonly<Record<string, string>>>>,
  expressions: Readonly<Record<string, RegExp>>,
): TrigramIndex {
  const byScript = new Map(Object.entries(data).map(([script, profiles]) => [script, indexProfiles(profiles)]));
  const findTopScript = createScriptCounter(expressions);
  return {
    rank(text, limit = Infinity) {
      if (!text) return [['und', 1]];
      const value = text.slice(0, MAX_LENGTH);
      const [script, share] = findTopScript(value);
      const profiles = script === undefined ? undefined : byScript.get(script);
      if (!profiles) return script === undefined || share === 0 ? [['und', 1]] : [[script, 1]];
      return rankProfiles(value, profiles, limit);
    },
  };
}
