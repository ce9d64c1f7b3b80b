import { tagSentence, type TaggedToken } from './tag-sentence';
import { YEAR_OR_DECADE_TOKEN } from './year-pattern';

/**
 * Checks (s30) on where a stated fact stands in its sentence, read with the tagger: a span can be of the asked kind and
 * in the sentence that holds the question, and still not fill the slot the question asks about. Any doubt drops the fact.
 */
export interface SlotToCheck {
  kind: string;
  question: string;
  /** The sentence and where the answer stands in it, as offsets into the material. */
  sentence: string;
  offset: number;
  start: number;
  end: number;
}

const NUMBER_WORDS = /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)$/i;
/** Where one claim of a sentence ends and the next begins ("…twenty pins in a day, but ten workers…"). */
const CLAIM_BREAKS = /^(?:;|:|but|whereas|while|although|though)$/i;

export function doubtAskedSlot(slot: SlotToCheck): boolean {
  const tokens = tagSentence(slot.sentence, slot.offset);
  const first = tokens.findIndex((token) => token.start >= slot.start);
  const last = tokens.findIndex((token) => token.end >= slot.end);
  if (first < 0 || last < first) return false;
  return (slot.kind === 'place' && cutFromList(tokens, last)) || missesQuestionNumber(slot.question, tokens, first) || slotFilledElsewhere(slot, tokens, first);
}

/**
 * "the real wealth of a nation lies in the goods and services its people produce" answered "in the goods": a place read
 * as a common noun that "and"/"or" joins to another noun is one part of a longer answer. Only for places: for other
 * kinds the tagger's nouns after "and" are too often verbs ("stomata and release oxygen").
 */
function cutFromList(tokens: TaggedToken[], last: number): boolean {
  const end = tokens[last]!;
  if (end.pos !== 'NOUN' || !/^\p{Ll}/u.test(end.text)) return false;
  if (!/^(?:and|or)$/i.test(tokens[last + 1]?.text ?? '')) return false;
  let k = last + 2;
  while (tokens[k] && ['DET', 'ADJ'].includes(tokens[k]!.pos)) k++;
  return tokens[k]?.pos === 'NOUN' && /^\p{Ll}/u.test(tokens[k]!.text);
}

/**
 * "How many pins could ten workers make…?" from "One worker … could hardly make twenty pins in a day, but ten workers …
 * could make more than 48,000": a number the question gives (bar a year) says whose fact is asked; the claim that holds
 * the answer must give it too.
 */
function missesQuestionNumber(question: string, tokens: TaggedToken[], first: number): boolean {
  // A capitalised number word is part of a name ("the Three Gorges Dam"); so is a number glued by a hyphen ("carbon-14", s32).
  const numbers = (question.match(/[\p{L}\d][\p{L}\d,.-]*/gu) ?? []).map((word) => word.replace(/[,.]+$/, '')).filter((word) => ((NUMBER_WORDS.test(word) && /^\p{Ll}/u.test(word)) || /^\d[\d,.]*$/.test(word)) && !YEAR_OR_DECADE_TOKEN.test(word));
  if (numbers.length === 0) return false;
  let from = first;
  while (from > 0 && !CLAIM_BREAKS.test(tokens[from - 1]!.text)) from--;
  let to = first;
  while (to < tokens.length && !CLAIM_BREAKS.test(tokens[to]!.text)) to++;
  const claim = new Set(tokens.slice(from, to).map((token) => token.text.toLowerCase().replace(/,/g, '')));
  return numbers.some((word) => !claim.has(word.toLowerCase().replace(/,/g, '')));
}

/**
 * "Where did the physiocrats think a nation's wealth came from?" asks what follows "came from" in the claim; "In Paris he
 * met the physiocrats, who held that a nation's wealth came from its land" opens on a place, but the slot holds "its
 * land". When the sentence has the question's last verb (and its preposition) followed by a phrase, the answer must
 * stand in that phrase.
 */
function slotFilledElsewhere(slot: SlotToCheck, tokens: TaggedToken[], first: number): boolean {
  // A person too (s38): "Who was Holmes's power of observation modelled on?" asks what follows "modelled … on"; in "Doyle
  // modelled Holmes's powers of observation on Joseph Bell" the subject, Doyle, is not in that slot.
  if (slot.kind !== 'place' && slot.kind !== 'person') return false;
  const asked = tagSentence(slot.question, 0).filter((token) => token.pos !== 'PUNCT');
  const tail = asked.at(-1);
  const preposition = tail?.pos === 'ADP' ? tail.text.toLowerCase() : null;
  // Only a question that ends on its verb's preposition says where the slot is ("came from?"); "Where was X born?" does not.
  // "Who did Brontë dedicate the second edition to?": for a person, the verb may stand before its object and the preposition.
  const verb = preposition ? (slot.kind === 'person' && asked.at(-2)?.pos !== 'VERB' ? verbBeforeObject(asked) : asked.at(-2)) : undefined;
  if (!verb || !['VERB', 'NOUN'].includes(verb.pos)) return false;
  // "Who made the X-ray images that Watson and Crick relied on?": the last verb is a relative clause's, not the asked slot.
  if (slot.kind === 'person' && asked.slice(1).some((token) => /^(?:that|which|who|whom|whose)$/i.test(token.text))) return false;
  const lemma = verb.lemma.toLowerCase();
  let filled = false;
  let holds = false;
  tokens.forEach((token, i) => {
    if (token.lemma.toLowerCase() !== lemma || token.pos !== 'VERB') return;
    // For a person the verb's object may stand before the preposition ("modelled Holmes's powers of observation on …"):
    // the first such preposition after the verb, before any mark or other verb, opens the slot.
    let p = i + 1;
    if (slot.kind === 'person') while (p < tokens.length && p <= i + 8 && tokens[p]!.text.toLowerCase() !== preposition && !/^[,.;:]$/.test(tokens[p]!.text) && !['VERB', 'AUX'].includes(tokens[p]!.pos)) p++;
    const at = tokens[p]?.text.toLowerCase() === preposition ? p + 1 : -1;
    if (at < 0 || !tokens[at] || /^[,.;:]$/.test(tokens[at]!.text)) return;
    filled = true;
    // The answer stands in the phrase after the preposition, up to the next mark or verb: "came from the hills of Wales".
    let end = at;
    while (end < tokens.length && !/^[,.;:]$/.test(tokens[end]!.text) && tokens[end]!.pos !== 'VERB') end++;
    if (first >= at && first < end) holds = true;
  });
  return filled && !holds;
}

/** "Who did Brontë dedicate the second edition to?": the question's last verb, when only its object stands between it and the closing preposition. */
function verbBeforeObject(asked: TaggedToken[]): TaggedToken | undefined {
  const at = asked.map((token) => token.pos).lastIndexOf('VERB');
  if (at < 0) return undefined;
  const between = asked.slice(at + 1, -1);
  return between.length > 0 && between.length <= 5 && between.every((token) => ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON'].includes(token.pos)) ? asked[at] : undefined;
}
