// Apertium's English tagger reads a third-person verb after a noun as the second noun of a compound: "My sister
// lives in Paris" → "Mis vidas de hermana en París", "Our team plays well" → "Nuestros juegos de equipo bien",
// "The dog looks happy" → "Els caires de gos feliços". wink-nlp's tagger, which reads the whole sentence, sees
// the verb: the analyser's noun readings of such a word are dropped before Apertium's tagger chooses, so it can
// only choose the verb. Only a word the analyser itself offers as both noun and verb is touched.

/** One word of the English sentence as the part-of-speech tagger read it. */
export interface TaggedEnglishWord {
  text: string;
  /** Universal part of speech: VERB, AUX, NOUN… */
  pos: string;
}

interface Unit {
  /** Where `^` and `$` sit in the stream. */
  start: number;
  end: number;
  surface: string;
  /** The surface as the stream writes it (escapes kept). */
  rawSurface: string;
  readings: string[];
}

/** How far ahead of the last matched tagger word a stream word is looked for (the two split "it's", "can't" differently). */
const LOOK_AHEAD = 3;
const VERB_TAGS = new Set(['VERB', 'AUX']);
/** Words after which a verb is its infinitive: "to", the modals, do. */
const INFINITIVE_AFTER = new Set(['to', 'will', 'would', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'do', 'does', 'did', "don't", "doesn't", "didn't", 'not', "n't"]);

/** Splits on unescaped `/`; a backslash escapes the next character in Apertium's stream format. */
function splitReadings(body: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (character === '\\') {
      current += character + (body[index + 1] ?? '');
      index += 1;
    } else if (character === '/') {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts;
}

/** The lexical units `^surface/reading/…$` of an analysed stream. */
export function readUnits(stream: string): Unit[] {
  const units: Unit[] = [];
  let index = 0;
  while (index < stream.length) {
    const character = stream[index]!;
    if (character === '\\') {
      index += 2;
      continue;
    }
    if (character !== '^') {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < stream.length && stream[end] !== '$') end += stream[end] === '\\' ? 2 : 1;
    const [surface = '', ...readings] = splitReadings(stream.slice(index + 1, end));
    units.push({ start: index, end, surface: surface.replace(/\\(.)/g, '$1'), rawSurface: surface, readings });
    index = end + 1;
  }
  return units;
}

const isNounReading = (reading: string) => /^[^<]*<n>/.test(reading);
/** A finite present of the third person singular: "lives", "plays", "looks". */
const isThirdPersonVerb = (reading: string) => /^[^<]*<vblex><(?:pri|pres)><p3><sg>/.test(reading);
const isVerbReading = (reading: string) => /^[^<]*<vblex>/.test(reading);

/** A subject the verb reading agrees with: "sample shows", "he lives", "friends play", "they work". */
function agreesWithSubject(verb: string, subject: Unit | undefined): boolean {
  const readings = subject?.readings ?? [];
  if (/<p3><sg>/.test(verb)) return readings.some((reading) => /^[^<]*<np>|^[^<]*<n>.*<sg>|<prn><subj><p3>.*<sg>/.test(reading));
  return readings.some((reading) => /^[^<]*<n>.*<pl>|^[^<]*<np>.*<pl>|<prn><subj>.*(?:<p1>|<p2>|<pl>)/.test(reading));
}

/**
 * The one verb reading to keep, or undefined to leave the unit as it is. Apertium's tagger meets a set of readings
 * its model has never seen by adding it to its model, and reads every later line differently (measured: "Several"
 * → "Muchos", "established" → "establecido" after such lines), so it only ever gets a single reading; and a
 * finite verb is forced only where it agrees with the noun or pronoun right before it ("a tie break", singular
 * "tie", stays a noun), an infinitive only after "to", a modal or "do".
 */
function chooseVerbReading(readings: readonly string[], before: Unit | undefined, after: Unit | undefined): string | undefined {
  // "lack of funds", "part of": a verb is not followed by "of". "Price increases hurt…", "Oil prices rise…": a word
  // that may be a present verb right after means the "-s" word was the second noun of the subject (review, session 46).
  if (after?.surface.toLowerCase() === 'of' || after?.readings.some((reading) => /<vblex><(?:pres|pri)>/.test(reading))) return undefined;
  const verbs = readings.filter((reading) => !isNounReading(reading));
  const infinitive = verbs.find((reading) => /<vblex><inf>/.test(reading));
  if (infinitive && INFINITIVE_AFTER.has(before?.surface.toLowerCase() ?? '')) return infinitive;
  const finite = verbs.filter((reading) => /<vblex><(?:pri|pres)>/.test(reading));
  return finite.length === 1 && agreesWithSubject(finite[0]!, before) ? finite[0] : undefined;
}

/** Each stream unit's tagger word, by surface, in order; undefined where the two disagree about the words. */
function alignWords(units: readonly Unit[], words: readonly TaggedEnglishWord[]): Array<TaggedEnglishWord | undefined> {
  let cursor = 0;
  return units.map((unit) => {
    const surface = unit.surface.toLowerCase();
    for (let ahead = cursor; ahead < Math.min(words.length, cursor + LOOK_AHEAD); ahead += 1) {
      if (words[ahead]!.text.toLowerCase() === surface) {
        cursor = ahead + 1;
        return words[ahead];
      }
    }
    return undefined;
  });
}

/**
 * Units whose noun readings go, with the reading kept: a word the tagger reads as a verb, and, in a sentence where it
 * found no verb at all, a third-person "-s" verb after its noun ("sister lives": wink reads both as nouns).
 */
function findVerbUnits(units: readonly Unit[], aligned: ReadonlyArray<TaggedEnglishWord | undefined>, sentenceHasVerb: boolean): Map<number, string> {
  const chosen = new Map<number, string>();
  const ambiguous = (unit: Unit) => unit.readings.some(isNounReading) && unit.readings.some(isVerbReading);
  units.forEach((unit, index) => {
    const word = aligned[index];
    if (!ambiguous(unit) || !word || !VERB_TAGS.has(word.pos)) return;
    const kept = chooseVerbReading(unit.readings, units[index - 1], units[index + 1]);
    if (kept) chosen.set(index, kept);
  });
  if (sentenceHasVerb || chosen.size > 0) return chosen;
  for (const [index, unit] of units.entries()) {
    if (!ambiguous(unit) || !unit.readings.some(isThirdPersonVerb)) continue;
    const kept = chooseVerbReading(unit.readings, units[index - 1], units[index + 1]);
    if (kept) return new Map([[index, kept]]);
  }
  return chosen;
}

/**
 * The analysed stream of one English sentence (or line of sentences) with the noun readings of its verbs dropped.
 * `sentences` is the tagger's reading of the same text, sentence by sentence.
 */
export function pruneEnglishReadings(stream: string, sentences: ReadonlyArray<readonly TaggedEnglishWord[]>): string {
  const units = readUnits(stream);
  const words = sentences.flat();
  const aligned = alignWords(units, words);
  const sentenceOf = new Map<TaggedEnglishWord, number>();
  sentences.forEach((sentence, index) => sentence.forEach((word) => sentenceOf.set(word, index)));
  const prune = new Map<number, string>();
  // Per sentence: the fallback asks whether the tagger found any verb in it.
  const bySentence = new Map<number, number[]>();
  aligned.forEach((word, index) => {
    const sentence = word ? (sentenceOf.get(word) ?? -1) : -1;
    if (sentence >= 0) bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), index]);
  });
  for (const [sentence, indices] of bySentence) {
    const hasVerb = (sentences[sentence] ?? []).some((word) => VERB_TAGS.has(word.pos));
    const own = indices.map((index) => units[index]!);
    for (const [local, kept] of findVerbUnits(own, indices.map((index) => aligned[index]), hasVerb)) prune.set(indices[local]!, kept);
  }
  if (prune.size === 0) return stream;
  let result = '';
  let cursor = 0;
  units.forEach((unit, index) => {
    const kept = prune.get(index);
    if (!kept) return;
    result += `${stream.slice(cursor, unit.start)}^${unit.rawSurface}/${kept}$`;
    cursor = unit.end + 1;
  });
  return result + stream.slice(cursor);
}
