import { tagSentence, type TaggedToken } from './tag-sentence';
import { sameActVerbs } from '../read/verb-paraphrases';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Checks (s31) on a stated fact's span against the sentence around it, each of which can widen or trim the span or drop
 * it (the tool then gives hints):
 * - a span that is one item of a list ("Lindau and Kessel", "of wool, flax and hemp") is the whole list when the question
 *   asks for several ("Which towns…?") or the span is a noun "of" the list's first item; otherwise it is dropped;
 * - a span that opens on a name the question already gives ("Ida Berg of Tarnow College" for "At which college did Ida
 *   Berg teach?") is trimmed to what follows its "of";
 * - for "who", a span in another claim than the question's verb ("…the monks paid the fine and he went back to Lindau")
 *   is dropped;
 * - for "Near which town…?" (a question opening on a preposition), a span without that preposition just before it is dropped;
 *   so, for "With whom…?", "To whom…?", "From whom…?" (s32), is a span without that preposition or a near kin before it.
 */
export interface SpanToFit {
  kind: string;
  question: string;
  /** The sentence, and the span's place in it (offsets into the sentence). */
  sentence: string;
  start: number;
  end: number;
  /** The span as the rule gave it: when it is not the sentence's own text ("100 °C" joined), only the claim check runs. */
  text: string;
}

export interface FittedSpan {
  text: string;
  start: number;
  end: number;
}

/** Where one claim of a sentence ends and another begins. */
const CLAIM_BREAK = /(?:[;:]|,?\s+(?:and|but|so)\s+(?:then\s+)?(?:he|she|they|it|we|i)\b|\b(?:but|whereas|while|although|though)\b)/i;

export function fitSpanToClaim(span: SpanToFit): FittedSpan | null {
  if (span.sentence.slice(span.start, span.end) !== span.text) return span.kind === 'person' && inAnotherClaim(span, span) ? null : { text: span.text, start: span.start, end: span.end };
  const listed = fitToList(span);
  if (listed === null) return null;
  const trimmed = trimQuestionName(span, listed);
  if (trimmed === null) return null;
  if (span.kind === 'person' && inAnotherClaim(span, trimmed)) return null;
  if (missesOpeningPreposition(span, trimmed)) return null;
  return trimmed;
}

/**
 * "Near which town were the scrolls found?" asks for what stands after "near": "…include the oldest manuscripts of the Hebrew
 * Bible" names no place near which anything was found. For a question that opens on a preposition and "which/what", one of
 * the words just before the span must be that preposition ("in"/"at" also take "of", "near", "on", "within": "the astronomer
 * X of Uppsala University" for "At which university…").
 */
function missesOpeningPreposition(span: SpanToFit, fitted: FittedSpan): boolean {
  // "With whom did Vale study in Orrin?" asks who stands after "with" (or "from": "took lessons from Ida Berg"), not the
  // "Norland" of "then the capital of Norland" in the claim that names Vale and Orrin (s32). "By whom" is left alone:
  // an active sentence answers it with its subject.
  const whom = /^\s*(with|to|from)\s+whom\b/i.exec(span.question)?.[1]?.toLowerCase();
  if (whom) {
    const kin = whom === 'with' ? ['with', 'alongside', 'beside', 'from', 'under', 'by', 'and'] : whom === 'to' ? ['to', 'for'] : ['from', 'by', 'of'];
    const near = (span.sentence.slice(0, fitted.start).match(/[\p{L}'’-]+/gu) ?? []).slice(-4).map((word) => word.toLowerCase());
    return !near.some((word) => kin.includes(word));
  }
  const opening = /^\s*(near|in|at|from|into|on|across|along|through|to|inside|within|beside|under|over)\s+(?:what|which)\b/i.exec(span.question)?.[1]?.toLowerCase();
  // "In what year…?" asks a time, not a place the preposition points at.
  if (!opening || /^\s*\w+\s+(?:what|which)\s+(?:year|month|day|date|century|decade|time|period|season|age)s?\b/i.test(span.question)) return false;
  const allowed =
    opening === 'in' || opening === 'at'
      ? ['in', 'at', 'of', 'near', 'on', 'within', 'inside']
      : opening === 'into' || opening === 'to'
        ? ['into', 'to', 'in', 'towards']
        : opening === 'through' || opening === 'across' || opening === 'along'
          ? ['through', 'across', 'along', 'via']
          : opening === 'on'
            ? ['on', 'upon', 'at']
            : [opening];
  // "through the granite of the Sierra Nevada": the preposition may stand a few words before the name.
  const before = (span.sentence.slice(0, fitted.start).match(/[\p{L}'’-]+/gu) ?? []).slice(-6).map((word) => word.toLowerCase());
  return !before.some((word) => allowed.includes(word));
}

const ITEM_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN']);

/** The tokens of a list item from token i on (rightwards) or ending at i (leftwards): an article, adjectives and nouns, a noun at least. */
function readItem(tokens: TaggedToken[], i: number, step: 1 | -1, capital: boolean): number | null {
  let k = i;
  let nouns = 0;
  while (tokens[k] && ITEM_POS.has(tokens[k]!.pos) && Math.abs(k - i) < 5) {
    const token = tokens[k]!;
    // A list of names holds names: "Lindau and the hills" is no list of towns.
    if (token.pos !== 'DET' && capital !== /^\p{Lu}/u.test(token.text)) return null;
    if (token.pos === 'DET' && step === 1 && k !== i) break;
    if (token.pos === 'NOUN' || token.pos === 'PROPN') nouns += 1;
    k += step;
    if (token.pos === 'DET' && step === -1) break;
  }
  return nouns > 0 ? k - step : null;
}

const JOIN = /^(?:and|or)$/i;

function fitToList(span: SpanToFit): FittedSpan | null {
  const text = span.text;
  const unchanged = { text, start: span.start, end: span.end };
  // Years and numbers in a list ("in 1599 and in 1613") are read where they are found.
  if (/\d/.test(text)) return unchanged;
  const tokens = tagSentence(span.sentence, 0);
  const first = tokens.findIndex((token) => token.start >= span.start);
  let last = -1;
  tokens.forEach((token, i) => {
    if (token.end <= span.end) last = i;
  });
  if (first < 0 || last < first) return unchanged;
  if (inPairedPrepositions(tokens, first, last)) return null;
  const capital = /^\p{Lu}/u.test(text);
  // Rightwards: ", flax and hemp" / " and Kessel", ending on a mark, a preposition or the sentence's end.
  let right: number | null = null;
  let k = last + 1;
  let commaItems = 0;
  while (tokens[k] && (tokens[k]!.text === ',' || JOIN.test(tokens[k]!.text))) {
    const joined = JOIN.test(tokens[k]!.text) || JOIN.test(tokens[k + 1]?.text ?? '');
    // "born in Leeds, and Martha in 1905 in York": ", and" after a lone item joins two claims, not two items.
    if (tokens[k]!.text === ',' && joined && commaItems === 0) break;
    const from = JOIN.test(tokens[k + 1]?.text ?? '') ? k + 2 : k + 1;
    const end = readItem(tokens, from, 1, capital);
    if (end === null) break;
    if (joined) {
      const next = tokens[end + 1];
      // After a lowercase list only a mark ends it: the tagger reads "stomata and release oxygen as…" as two nouns.
      if (!next || /^[,.;:)]$/.test(next.text) || (capital && next.pos === 'ADP')) right = end;
      break;
    }
    commaItems += 1;
    k = end + 1;
  }
  // Leftwards: "Lindau and " (the span the last item) or "Lindau, " before a span the rightward list goes on from.
  let left: number | null = null;
  const before = tokens[first - 1];
  // ", and Martha": a lone item before ", and" is another claim's, as rightwards.
  const commaJoin = before !== undefined && JOIN.test(before.text) && tokens[first - 2]?.text === ',';
  const itemBeforeComma = commaJoin ? readItem(tokens, first - 3, -1, capital) : null;
  // "Lindau, Kessel, and Orm" is still a list: an item and a comma stand before the last one.
  const clauseJoin = commaJoin && !(itemBeforeComma !== null && tokens[itemBeforeComma - 1]?.text === ',');
  if (before && !clauseJoin && (JOIN.test(before.text) || (before.text === ',' && right !== null))) {
    const start = readItem(tokens, commaJoin ? first - 3 : first - 2, -1, capital);
    if (start !== null) left = start;
    if (start !== null && JOIN.test(before.text)) {
      // "Lindau, Kessel and Orm": go on leftwards over commas.
      let at = start;
      while (tokens[at - 1]?.text === ',') {
        const further = readItem(tokens, at - 2, -1, capital);
        if (further === null) break;
        at = further;
      }
      left = at;
    }
  }
  if (right === null && left === null) return unchanged;
  const from = left ?? first;
  const to = right ?? last;
  // The question names the other items ("Who reached the top with Edmund Hillary?"): the span is the one it asks for.
  const others = tokens.filter((token, i) => i >= from && i <= to && (i < first || i > last) && (token.pos === 'NOUN' || token.pos === 'PROPN'));
  if (others.every((token) => new RegExp(String.raw`\b${escapeStringRegexp(token.text)}\b`, 'i').test(span.question))) return unchanged;
  const asksSeveral = asksForSeveral(span.question);
  // "a mixture of ice, water and salt": the span's noun governs the whole list after "of".
  const ofFirstItem = left === null && !capital && /\s+of\s+\S+$/i.test(text);
  if (!asksSeveral && !ofFirstItem) return null;
  // Items before a lowercase span cannot be told from the words that lead up to the list: only names are widened leftwards.
  if (left !== null && !capital) return null;
  let start = tokens[from]!.start;
  if (tokens[from]!.pos === 'DET') start = tokens[from + 1]!.start;
  const end = tokens[to]!.end;
  return { text: span.sentence.slice(start, end), start, end };
}

/**
 * "…brought in from Japan and from the Spanish mines of the Americas" (s38): a span after a preposition that "and/or" and
 * the same preposition take up again is one of two sources, places or times; the answer is neither alone.
 */
function inPairedPrepositions(tokens: TaggedToken[], first: number, last: number): boolean {
  let p = first - 1;
  if (tokens[p]?.pos === 'DET') p--;
  const preposition = tokens[p];
  if (preposition?.pos !== 'ADP') return false;
  const word = preposition.text.toLowerCase();
  // Rightwards: "from Japan and from …".
  if (JOIN.test(tokens[last + 1]?.text ?? '') && tokens[last + 2]?.text.toLowerCase() === word) return true;
  // Leftwards: "from the mines and from Japan": the same preposition a few words before the join.
  if (!JOIN.test(tokens[p - 1]?.text ?? '')) return false;
  for (let k = p - 2; k >= Math.max(0, p - 8); k--) {
    if (/^[.;:]$/.test(tokens[k]!.text) || ['VERB', 'AUX'].includes(tokens[k]!.pos)) return false;
    if (tokens[k]!.text.toLowerCase() === word) return true;
  }
  return false;
}

/** "Which towns…?", "Which two ports…?", "Who were…?", "What are the names of…": more than one thing is asked. */
function asksForSeveral(question: string): boolean {
  if (/\b(?:which|what)\s+(?:two|three|four|five|several)\b/i.test(question)) return true;
  if (/^\s*(?:who|what)\s+were\b/i.test(question)) return true;
  const noun = /^\s*(?:which|what)\s+(\p{L}+)\b/iu.exec(question)?.[1];
  if (!noun) return false;
  const tokens = tagSentence(question, 0);
  const token = tokens[1];
  return token !== undefined && token.pos === 'NOUN' && /[^s]s$/i.test(noun) && token.lemma.toLowerCase() !== noun.toLowerCase();
}

/** "Ida Berg of Tarnow College" where the question names Ida Berg: the answer is what follows "of". */
function trimQuestionName(span: SpanToFit, fitted: FittedSpan): FittedSpan | null {
  const match = /^((?:\p{Lu}[\p{L}'’-]*\s+)*\p{Lu}[\p{L}'’-]*)\s+of\s+((?:the\s+)?\p{Lu}.*)$/u.exec(fitted.text);
  if (!match) return fitted;
  const named = match[1]!;
  if (!new RegExp(String.raw`(?:^|[^\p{L}])${escapeStringRegexp(named)}(?:[^\p{L}]|$)`, 'u').test(span.question)) return fitted;
  const rest = match[2]!.replace(/^the\s+/, '');
  const start = fitted.start + fitted.text.length - rest.length;
  return { text: rest, start, end: fitted.end };
}

/** "Who paid the fine?" — "…the monks paid the fine and he went back to Lindau": "Lindau" is in another claim than "paid". */
function inAnotherClaim(span: SpanToFit, fitted: FittedSpan): boolean {
  const asked = tagSentence(span.question, 0);
  // "Who suggested calling it insulin?" — "…, but Macleod proposed the name insulin": the passage's word for the act counts.
  const verbs = asked.filter((token) => token.pos === 'VERB' && !/^(?:be|have|do)$/i.test(token.lemma)).flatMap((token) => [token.lemma.toLowerCase(), ...sameActVerbs(token.lemma)]);
  if (verbs.length === 0) return false;
  const tokens = tagSentence(span.sentence, 0);
  const at = tokens.filter((token) => verbs.includes(token.lemma.toLowerCase()) && token.pos === 'VERB');
  if (at.length === 0) return false;
  return at.every((token) => {
    const [from, to] = token.start < fitted.start ? [token.end, fitted.start] : [fitted.end, token.start];
    return CLAIM_BREAK.test(span.sentence.slice(from, to));
  });
}
