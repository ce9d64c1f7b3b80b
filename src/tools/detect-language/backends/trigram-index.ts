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

/**
 * Three UTF-16 units → a small integer, by open addressing in typed arrays. The units are kept as two
 * int32 keys (the first unit; the second and third packed), so no lookup makes a double or a string:
 * a Map keyed by a 48-bit number hashes a heap number on every position of every text.
 */
class TrigramTable {
  private first: Int32Array;
  private rest: Int32Array;
  private values: Int32Array;
  private mask: number;
  /** The slots filled since the last clear, in order: clearing a text's few dozen beats refilling thousands. */
  private filled: Int32Array;
  size = 0;

  constructor(capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.mask = slots - 1;
    this.first = new Int32Array(slots).fill(-1);
    this.rest = new Int32Array(slots);
    this.values = new Int32Array(slots);
    this.filled = new Int32Array(slots);
  }

  private slotOf(first: number, rest: number): number {
    return (Math.imul(first, 0x9e3779b1) ^ Math.imul(rest, 0x85ebca6b)) >>> 0 & this.mask;
  }

  /** The value stored for the trigram, or -1. */
  get(first: number, rest: number): number {
    for (let slot = this.slotOf(first, rest); ; slot = (slot + 1) & this.mask) {
      const key = this.first[slot];
      if (key === -1) return -1;
      if (key === first && this.rest[slot] === rest) return this.values[slot] ?? -1;
    }
  }

  /** Stores `value` unless the trigram is there already; returns the value stored for it. */
  add(first: number, rest: number, value: number): number {
    if ((this.size + 1) * 2 > this.mask + 1) this.grow();
    for (let slot = this.slotOf(first, rest); ; slot = (slot + 1) & this.mask) {
      const key = this.first[slot];
      if (key === first && this.rest[slot] === rest) return this.values[slot] ?? -1;
      if (key !== -1) continue;
      this.first[slot] = first;
      this.rest[slot] = rest;
      this.values[slot] = value;
      this.filled[this.size++] = slot;
      return value;
    }
  }

  /** Empties the table, keeping its arrays. */
  clear(): void {
    for (let index = 0; index < this.size; index++) this.first[this.filled[index] as number] = -1;
    this.size = 0;
  }

  private grow(): void {
    const { first, rest, values } = this;
    const slots = 2 * (this.mask + 1);
    this.mask = slots - 1;
    this.first = new Int32Array(slots).fill(-1);
    this.rest = new Int32Array(slots);
    this.values = new Int32Array(slots);
    this.filled = new Int32Array(slots);
    this.size = 0;
    for (let slot = 0; slot < first.length; slot++) if (first[slot] !== -1) this.add(first[slot] ?? 0, rest[slot] ?? 0, values[slot] ?? 0);
  }
}

interface ScriptProfiles {
  languages: string[];
  /** Each trigram some profile holds → its id; its postings are postings[postingStarts[id]..postingStarts[id + 1]]. */
  trigramIds: TrigramTable;
  postingStarts: Int32Array;
  postings: Int32Array;
  /**
   * Each language's distance, reused by every call: a Float64Array this size is allocated outside
   * V8's heap, which costs more (~2 µs) than filling it.
   */
  distances: Float64Array;
  /** How often each known trigram occurs in the text being ranked (zero between calls), and which were seen. */
  counts: Int32Array;
  seen: Int32Array;
}

/** A trigram's second and third units, packed into one int32 key. */
function packRest(value: string, at: number): number {
  return (value.charCodeAt(at + 1) << 16) | value.charCodeAt(at + 2);
}

export interface TrigramIndex {
  /** franc's ranking; with a limit, only its first `limit` languages (same order, same scores). */
  rank(text: string, limit?: number): TrigramRanking;
}

function indexProfiles(profiles: Readonly<Record<string, string>>): ScriptProfiles {
  const languages = Object.keys(profiles);
  const trigramIds = new TrigramTable(1024);
  const lists: number[][] = [];
  languages.forEach((language, index) => {
    (profiles[language] ?? '').split('|').forEach((trigram, rank) => {
      // The text's trigrams are three units long: nothing else in a profile can match one.
      if (trigram.length !== 3) return;
      const id = trigramIds.add(trigram.charCodeAt(0), packRest(trigram, 0), lists.length);
      if (id === lists.length) lists.push([]);
      lists[id]?.push((index << RANK_BITS) | rank);
    });
  });
  const postingStarts = new Int32Array(lists.length + 1);
  lists.forEach((list, id) => (postingStarts[id + 1] = (postingStarts[id] ?? 0) + list.length));
  return {
    languages,
    trigramIds,
    postingStarts,
    postings: Int32Array.from(lists.flat()),
    distances: new Float64Array(languages.length),
    counts: new Int32Array(lists.length),
    seen: new Int32Array(MAX_LENGTH + 2),
  };
}

/** trigram-utils' cleaning: ASCII punctuation and digits become spaces, whitespace runs one space. */
function cleanText(value: string): string {
  return value
    .replace(/[\u0021-\u0040]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Trigrams of the text that no profile of its script holds: they count towards the distinct trigrams only. */
const unknownTrigrams = new TrigramTable(MAX_LENGTH + 2);

/**
 * Counts the text's known trigrams into `profiles.counts` (listing them in `seen`) and returns how
 * many were seen and how many distinct trigrams the text has in all.
 */
function countTrigrams(value: string, profiles: ScriptProfiles): { seenCount: number; distinct: number } {
  const padded = ` ${cleanText(value)} `;
  // Lower-casing can lengthen a text ("İ" becomes two units): room for every position.
  if (profiles.seen.length < padded.length) profiles.seen = new Int32Array(padded.length);
  const { trigramIds, counts, seen } = profiles;
  let seenCount = 0;
  unknownTrigrams.clear();
  for (let index = 0; index + 3 <= padded.length; index++) {
    const first = padded.charCodeAt(index);
    const rest = packRest(padded, index);
    const id = trigramIds.get(first, rest);
    if (id < 0) {
      unknownTrigrams.add(first, rest, 0);
      continue;
    }
    if (counts[id] === 0) seen[seenCount++] = id;
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return { seenCount, distinct: seenCount + unknownTrigrams.size };
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
  const { seenCount, distinct } = countTrigrams(value, profiles);
  // Read after counting: counting may have replaced `seen` with a longer array.
  const { languages, postingStarts, postings, distances, counts, seen } = profiles;
  distances.fill(distinct * MAX_DIFFERENCE);
  for (let at = 0; at < seenCount; at++) {
    const id = seen[at] ?? 0;
    const count = counts[id] ?? 0;
    counts[id] = 0;
    for (let i = postingStarts[id] ?? 0; i < (postingStarts[id + 1] ?? 0); i++) {
      const posting = postings[i] ?? 0;
      const language = posting >> RANK_BITS;
      // franc compares the trigram's count in the text with its rank in the profile.
      distances[language] = (distances[language] ?? 0) + Math.abs(count - (posting & RANK_MASK) - 1) - MAX_DIFFERENCE;
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
