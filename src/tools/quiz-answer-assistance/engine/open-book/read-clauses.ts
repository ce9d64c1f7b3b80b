import { MONTH_MAY_TERM, isMonthMay, termOf, termsOf, type Word } from '../read/content-words';
import { tagSentence } from './tag-sentence';

/**
 * A sentence cut into the claims it makes. "Edison promoted direct current rather than alternating
 * current" makes one claim (Edison promoted direct current) and rejects an alternative (alternating
 * current); "The Ming builders used brick and stone, whereas earlier walls were made of rammed earth"
 * makes two claims about different subjects. A true/false statement is stated by the material only
 * when one claim holds all its words in their order, so "Earlier walls were made of brick and stone"
 * (words from both claims) and "Chlorophyll absorbs green light" (from "the green pigment chlorophyll
 * absorbs red and blue light") are not.
 */
export interface Clause {
  /** The clause's terms, in order; a clause that opens on its verb ("…but reflects green light") starts with the subject terms of the clause before. */
  terms: string[];
  /** The clause's own terms, in order (without what it borrows from a subject before it): word order is checked on these. */
  own: string[];
  /** Its own terms without those a relative clause borrows from the clause it hangs on ("…, who had served…"): what it adds. */
  local: string[];
  /** Its terms without asides between commas that have no verb ("…Mr Bingley, Darcy's friend"): what the claim itself says. */
  core: string[];
  /** Its own subject's terms (before its verb). */
  subject: string[];
  /** Opened by a contrast ("but", "whereas", "while", "although", ";"): it sets itself against the claim before. */
  contrast: boolean;
  /** Terms of a "rather than X" / "instead of X" / ", not X," alternative: what the sentence says is not so. */
  rejected: boolean;
  /** The clause says "not", "never", "cannot"… */
  negated: boolean;
  /** Where the clause's own words start and end in the material (a relative clause's borrowed words excluded). */
  start: number;
  end: number;
}

export type ClauseVerdict = 'holds' | 'contradicts' | 'unclear';

/** Openers that set the new claim against the one before. */
const CONTRASTING = new Set(['but', 'whereas', 'although', 'though', 'unlike', 'yet', 'while']);
/** Markers that open a new claim; the marker's own words are not part of either claim. */
const CLAIM_OPENERS = new Set(['but', 'whereas', 'although', 'though', 'unlike', 'yet', 'while', 'so', 'which', 'who', 'and', 'because']);
/** A relative clause is about a noun of the clause it hangs on: it keeps that clause's terms. */
const RELATIVE = new Set(['which', 'who']);
/** Openers that only count after a comma or semicolon ("and" inside "brick and stone" joins words, not claims). */
const AFTER_PUNCTUATION_ONLY = new Set(['while', 'so', 'which', 'who', 'and', 'because']);
const REJECTING_PAIRS: ReadonlyArray<[string, string]> = [
  ['rather', 'than'],
  ['instead', 'of'],
  ['opposed', 'to'],
];
const CONTRAST_PAIRS: ReadonlyArray<[string, string]> = [
  ['by', 'contrast'],
  ['in', 'contrast'],
];
const PRONOUNS = new Set(['it', 'they', 'he', 'she', 'this', 'these', 'we', 'its', 'their', 'his', 'her']);
const COORDINATORS = new Set(['and', 'but', 'or']);
const NEGATION = /^(?:not|never|no|cannot|nor|neither|none|nothing)$|n[’']t$/i;
const VERB_TAGS = new Set(['VERB', 'AUX']);
const SUBJECT_TAGS = new Set(['NOUN', 'PROPN', 'PRON', 'NUM']);
/** The tagger reads "current" in "alternating current" as an adjective. */
const MODIFIED_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);

interface Draft {
  words: Word[];
  rejected: boolean;
  contrast: boolean;
  /** Words before this index are borrowed from the clause a relative clause hangs on. */
  ownFrom: number;
  /** A rejected alternative closes at the next comma; what follows continues the claim it interrupted. */
  resumes: Draft | null;
  /** Opened by "and"/"but" right before a verb ("…and forced more than…"): its first word is that verb, never a participle before a noun. */
  verbOpened?: boolean;
  /** Opened by "and"/"but"/"or" after a comma: it may leave out the verb of the claim before (", and Orville in 1871 in Dayton"). */
  coordinated?: boolean;
  /** Opened after a comma by its own subject and verb, one of a list of claims ("Fringing reefs grow…, barrier reefs are…"). */
  listed?: boolean;
}

/** A statement says "not", "never", "cannot"… (an odd count of them negates it). */
export function isNegated(words: Word[]): boolean {
  return words.filter((word) => NEGATION.test(word.text)).length % 2 === 1;
}

/** Cuts a sentence (its words, with offsets into the material) into claims and rejected alternatives. */
export function readClauses(text: string, offset: number, words: Word[], carried: string[] = []): Clause[] {
  const drafts: Draft[] = [];
  const open = (rejected: boolean, resumes: Draft | null, contrast = false): Draft => {
    const draft: Draft = { words: [], rejected, resumes, ownFrom: 0, contrast };
    drafts.push(draft);
    return draft;
  };
  let current = open(false, null);
  const tagged = tagSentence(text, offset);
  // "its reservoir drowned many towns": the tagger may read a past tense after its subject noun as an adjective;
  // an "-ed" word between a noun and the noun phrase it acts on is the clause's verb.
  const tags = new Map(
    tagged.map((token, i) => [
      token.start,
      token.pos === 'ADJ' && /^\p{Ll}+ed$/u.test(token.text) && ['NOUN', 'PROPN'].includes(tagged[i - 1]?.pos ?? '') && ['DET', 'ADJ', 'NOUN', 'NUM'].includes(tagged[i + 1]?.pos ?? '') && !VERB_TAGS.has(tagged[i - 2]?.pos ?? '') ? 'VERB' : token.pos,
    ]),
  );
  const gapBefore = (i: number) => (i === 0 ? '' : text.slice(words[i - 1]!.end - offset, words[i]!.start - offset));
  for (let i = 0; i < words.length; i++) {
    const lower = words[i]!.text.toLowerCase();
    const next = words[i + 1]?.text.toLowerCase() ?? '';
    const gap = gapBefore(i);
    const punctuated = /[,;:—–(]/.test(gap);
    // ", not the Danube, is the longest river": the claim goes on after the alternative.
    if (current.rejected && punctuated && current.words.length > 0 && current.resumes) current = current.resumes;
    if (/[;:]/.test(gap) && current.words.length > 0) current = open(false, null, gap.includes(';'));
    const rejecting = REJECTING_PAIRS.some(([a, b]) => lower === a && next === b);
    if (rejecting || (lower === 'not' && punctuated)) {
      current = open(true, current);
      if (rejecting) i++;
      continue;
    }
    // "Alternating current, by contrast, could…" contrasts with the sentence before, not within this one.
    if (CONTRAST_PAIRS.some(([a, b]) => lower === a && next === b)) {
      i++;
      continue;
    }
    if (lower === 'however') continue;
    // "Fringing reefs grow close to the shore, barrier reefs are separated from the coast…": after a comma, a new subject
    // and its own verb start a second claim when the claim before already has its verb (a list of claims without "and").
    // The claim before opens on its own subject (not "After John died, the charter…", "On the Moon, where…, the bag…").
    const ownWords = current.words.slice(current.ownFrom);
    // A participle before its noun ("Fringing reefs") is part of the subject.
    const firstTag = tags.get(ownWords[0]?.start ?? -1) ?? '';
    const modifierFirst = firstTag === 'VERB' && /(?:ing|ed)$/i.test(ownWords[0]?.text ?? '') && MODIFIED_TAGS.has(tags.get(ownWords[1]?.start ?? -1) ?? '');
    const opensOnSubject = (['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON'].includes(firstTag) || modifierFirst) && !/^(?:when|where|while|after|before|because|if|since|as|once|until|although|though)$/i.test(ownWords[0]?.text ?? '');
    if (gap.includes(',') && !/[(;:]/.test(gap) && drafts.length > 0 && opensOnSubject && opensNewClaim(text, offset, words, i, tags) && ownWords.some((word) => VERB_TAGS.has(tags.get(word.start) ?? ''))) {
      current = open(false, null);
      current.listed = true;
      current.words.push(words[i]!);
      continue;
    }
    // "…live for about 120 days and are made in the bone marrow": a verb after "and" starts a second claim.
    const verbNext = COORDINATORS.has(lower) && words[i + 1] !== undefined && VERB_TAGS.has(tags.get(words[i + 1]!.start) ?? '');
    const opener = (CLAIM_OPENERS.has(lower) && (!AFTER_PUNCTUATION_ONLY.has(lower) || punctuated)) || verbNext;
    if (opener && current.words.length > 0) {
      const relativeTo = RELATIVE.has(lower) ? current : null;
      current = open(false, null, CONTRASTING.has(lower));
      if (verbNext) current.verbOpened = true;
      if (COORDINATORS.has(lower) && punctuated) current.coordinated = true;
      if (relativeTo) {
        current.words.push(...relativeTo.words);
        current.ownFrom = relativeTo.words.length;
      }
      continue;
    }
    current.words.push(words[i]!);
  }
  const commaBefore = new Set(words.filter((_, i) => /,/.test(gapBefore(i))).map((word) => word.start));
  // The month "May" ("in May 1841") is a term; the modal "may" is not: read from the whole sentence, where its day or year stands.
  const monthMay = new Set(words.filter((_, at) => isMonthMay(words, at)).map((word) => word.start));
  const termOfWord = (word: Word) => (monthMay.has(word.start) ? MONTH_MAY_TERM : termOf(word.text));
  // "Neptune's largest moon Triton (don't get its name confused with Titan) has…" (s42): a "not" in brackets is the aside's, not the claim's.
  const bracketed = [...text.matchAll(/\([^()]*\)/g)].map((match) => [offset + (match.index ?? 0), offset + (match.index ?? 0) + match[0].length] as const);
  const inBrackets = (word: Word) => bracketed.some(([from, to]) => word.start >= from && word.end <= to);
  return toClauses(drafts.filter((draft) => draft.words.length > draft.ownFrom), tags, carried, commaBefore, termOfWord, inBrackets);
}

/** A noun phrase (a determiner, adjectives, nouns, no name or pronoun alone) then a finite verb right after it: "barrier reefs are…". */
function opensNewClaim(text: string, offset: number, words: Word[], at: number, tags: Map<number, string>): boolean {
  const tagOf = (k: number) => tags.get(words[k]?.start ?? -1) ?? '';
  // "…, a practice known as…": a phrase opening on "a" is an aside about the noun before.
  if (/^(?:a|an)$/i.test(words[at]?.text ?? '')) return false;
  let k = at;
  while (['DET', 'ADJ', 'NUM'].includes(tagOf(k))) k++;
  const nounFrom = k;
  while (['NOUN', 'PROPN'].includes(tagOf(k))) k++;
  if (k === nounFrom || k - at > 4 || !['NOUN', 'PROPN'].includes(tagOf(k - 1))) return false;
  // A finite verb: "are", "grow"; not a participle that hangs on the noun ("…, a village called X", "…, scientists working…").
  const verb = words[k];
  if (verb === undefined) return false;
  // Nothing between the noun and its verb (", −89.2 °C, was recorded" is an aside, then the claim's own verb).
  if (/[^\s]/.test(text.slice(words[k - 1]!.end - offset, verb.start - offset))) return false;
  // "…, the policy known as…", "…, the works made by…": a participle with its "as"/"by" hangs on the noun.
  if (/^(?:as|by)$/i.test(words[k + 1]?.text ?? '')) return false;
  return tagOf(k) === 'AUX' || (tagOf(k) === 'VERB' && !/(?:ing|ed|en)$/i.test(verb.text));
}

/** Words of a stretch between commas with no verb, after the clause's first stretch: an aside. */
function findAsides(draft: Draft, tags: Map<number, string>, commaBefore: Set<number>): Set<number> {
  const asides = new Set<number>();
  let stretch: Word[] = [];
  const close = (isFirst: boolean) => {
    if (!isFirst && !stretch.some((word) => VERB_TAGS.has(tags.get(word.start) ?? ''))) stretch.forEach((word) => asides.add(word.start));
  };
  let first = true;
  draft.words.slice(draft.ownFrom).forEach((word, i) => {
    if (i > 0 && commaBefore.has(word.start)) {
      close(first);
      first = false;
      stretch = [];
    }
    stretch.push(word);
  });
  close(first);
  return asides;
}

function toClauses(drafts: Draft[], tags: Map<number, string>, carried: string[], commaBefore: Set<number>, termOfWord: (word: Word) => string | null, inBrackets: (word: Word) => boolean): Clause[] {
  const clauses: Clause[] = [];
  let subject: string[] = [];
  let previousVerbs: string[] = [];
  for (const draft of drafts) {
    const terms = draft.words.flatMap((word) => termOfWord(word) ?? []);
    const negated = draft.words.some((word) => NEGATION.test(word.text) && !inBrackets(word));
    // A participle before its noun ("Alternating current") describes the subject; it is not the clause's verb.
    const tagOf = (at: number) => tags.get(draft.words[at]?.start ?? -1) ?? '';
    const firstVerb = draft.words.findIndex((_, at) => VERB_TAGS.has(tagOf(at)) && !(tagOf(at) === 'VERB' && MODIFIED_TAGS.has(tagOf(at + 1)) && at === draft.ownFrom && !draft.verbOpened));
    const ownSubject = draft.words.slice(0, Math.max(0, firstVerb)).some((word) => SUBJECT_TAGS.has(tags.get(word.start) ?? '') || termOfWord(word) !== null);
    // "…absorbs red light but reflects green light": the second claim is about the first one's subject.
    // A later claim with no verb the tagger sees ("but reflects green light", "reflects" read as a noun) is elliptical too.
    const inherits = !draft.rejected && ((firstVerb >= 0 && !ownSubject) || (firstVerb < 0 && clauses.length > 0));
    const subjectWords = draft.words.slice(0, Math.max(0, firstVerb));
    const subjectTerms = subjectWords.flatMap((word) => termOfWord(word) ?? []);
    // "It cannot travel through a vacuum", "…, they produce glucose": the pronoun is what the sentence
    // before was about (carried terms); inside a sentence ("…; it served 85 customers"), the claim before.
    const pronounSubject = subjectWords.some((word) => PRONOUNS.has(word.text.toLowerCase()));
    const previous = clauses[clauses.length - 1];
    const before = previous ? previous.terms : carried;
    // For what the claim itself states, a pronoun stands for the subject before, not all it said.
    const beforeSubject = previous ? previous.subject : carried;
    const start = draft.words[draft.ownFrom]!.start;
    const end = draft.words[draft.words.length - 1]!.end;
    // "Wilbur was born in 1867 near Millville, and Orville in 1871 in Dayton": a name with no verb, then what the verb
    // took, says the claim before of another subject: it has that claim's predicate and its own subject.
    const gapped =
      draft.coordinated === true && firstVerb < 0 && previous !== undefined && !previous.rejected && tagOf(draft.ownFrom) === 'PROPN' && (() => {
        let k = draft.ownFrom;
        while (tagOf(k) === 'PROPN') k++;
        return ['ADP', 'NUM'].includes(tagOf(k));
      })();
    if (gapped) {
      let k = draft.ownFrom;
      while (tagOf(k) === 'PROPN') k++;
      const name = draft.words.slice(draft.ownFrom, k).flatMap((word) => termOfWord(word) ?? []);
      const rest = terms.filter((term) => !name.includes(term));
      const start = draft.words[draft.ownFrom]!.start;
      const end = draft.words[draft.words.length - 1]!.end;
      // The verb it leaves out stands with its subject, as a borrowed subject does in an elliptical claim.
      clauses.push({ terms: [...name, ...previousVerbs, ...rest], own: terms, local: terms, core: [...name, ...previousVerbs, ...rest], subject: [...name, ...previousVerbs], contrast: draft.contrast, rejected: false, negated, start, end });
      continue;
    }
    previousVerbs = draft.words.filter((_, at) => VERB_TAGS.has(tagOf(at)) && tagOf(at) === 'VERB').flatMap((word) => termOfWord(word) ?? []);
    const lead = inherits ? subject : pronounSubject ? before : [];
    const asides = findAsides(draft, tags, commaBefore);
    const core = draft.words.filter((word) => !asides.has(word.start)).flatMap((word) => termOfWord(word) ?? []);
    const coreLead = inherits ? subject : pronounSubject ? beforeSubject : [];
    // "Fringing reefs grow…, barrier reefs are…": listed claims about kinds of one noun set each kind against the other.
    const parallel = draft.listed === true && previous !== undefined && subjectTerms.some((term) => previous.subject.includes(term)) && subjectTerms.some((term) => !previous.subject.includes(term));
    const local = draft.words.slice(draft.ownFrom).flatMap((word) => termOfWord(word) ?? []);
    clauses.push({ terms: [...lead, ...terms], own: terms, local, core: [...coreLead, ...core], subject: [...coreLead, ...subjectTerms], contrast: draft.contrast || parallel, rejected: draft.rejected, negated, start, end });
    if (!draft.rejected && ownSubject) subject = pronounSubject ? [...before, ...subjectTerms] : subjectTerms;
  }
  return clauses;
}

/**
 * Whether the sentence states the statement (its terms in order, in one claim, negated alike), says
 * the opposite (its "not" disagrees, it is the rejected alternative, a year differs, or it mixes the
 * words of two contrasted claims), or neither for sure.
 */
export function judgeByClauses(statementTerms: string[], statementNegated: boolean, clauses: Clause[], nameNumbers: ReadonlySet<string> = new Set(), names?: NamesOfStatement): ClauseVerdict {
  if (statementTerms.length === 0 || clauses.length === 0) return 'unclear';
  const claims = clauses.filter((clause) => !clause.rejected);
  const holding = claims.filter((clause) => holdsAll(clause.terms, statementTerms));
  if (holding.some((clause) => clause.negated !== statementNegated && holdsAll(clause.core, statementTerms))) return 'contradicts';
  const stating = holding.filter((clause) => holdsAll(clause.core, statementTerms) && clause.negated === statementNegated && qualifiesAlike(clause.own, statementTerms));
  // One number (a year, a count) may stand anywhere in the claim: "From 1883 he made his home at Giverny" states
  // "Monet made his home at Giverny from 1883". Two or more keep their order ("from 5 to 10" is not "from 10 to 5").
  const numbers = statementTerms.filter((term) => isNumber(term) && !nameNumbers.has(term));
  const ordered = numbers.length === 1 ? statementTerms.filter((term) => term !== numbers[0]) : statementTerms;
  const bound = (clause: Clause) => numbers.length !== 1 || bindsNumber(clause, numbers[0]!, statementTerms, nameNumbers);
  // "…drawn up by Ito Hirobumi, who had served as its first prime minister from 1885; it … created an elected parliament": the
  // later claims inherit every word before them; the claim that says most of the statement in its own words must bind its number.
  const said = (clause: Clause) => clause.local.filter((term) => statementTerms.includes(term)).length;
  const most = Math.max(0, ...stating.map(said));
  if (stating.some((clause) => said(clause) === most && !bound(clause))) return 'unclear';
  if (stating.some((clause) => bound(clause) && inOrder(clause.own, ordered.filter((term) => clause.own.includes(term))))) return 'holds';
  if (holding.length > 0) return 'unclear';
  if (namesRejectedAlternative(statementTerms, clauses)) return statementNegated ? 'unclear' : 'contradicts';
  if (differsInYear(statementTerms, claims, nameNumbers)) return 'contradicts';
  if (!statementNegated && differsInDirection(statementTerms, claims)) return 'contradicts';
  if (!statementNegated && names && differsInName(statementTerms, clauses, names)) return 'contradicts';
  const everyTerm = statementTerms.every((term) => clauses.some((clause) => clause.terms.includes(term)));
  return everyTerm && swapsContrastedClaims(statementTerms, claims) ? 'contradicts' : 'unclear';
}

/**
 * Whether the statement's one number belongs, in the claim, to the words the statement gives it, when the claim's own words
 * give another number too. "…a written constitution, drawn up by Ito Hirobumi, who had served as its first prime minister
 * from 1885" does not state "Ito Hirobumi served as the first prime minister from 1889": the relative claim borrows 1889
 * from the claim it hangs on and has a year of its own. "Of the roughly 140 paintings she left, about 55 are
 * self-portraits" does not state "About 140 of her paintings are self-portraits": another number stands between 140 and
 * "self-portraits", where the statement has none.
 */
function bindsNumber(clause: Clause, number: string, statementTerms: string[], nameNumbers: ReadonlySet<string>): boolean {
  const { own, local } = clause;
  // A day before or after its month ("on 16 July 1969") is part of a date, not a number of its own.
  const other = (term: string, at: number, terms: string[]) =>
    isNumber(term) && term !== number && sameKind(term, number) && !nameNumbers.has(term) && !statementTerms.includes(term) && !MONTH_TERMS.has(terms[at - 1] ?? '') && !MONTH_TERMS.has(terms[at + 1] ?? '');
  if (!own.some((term, at) => other(term, at, own))) return true;
  if (local.length < own.length && local.some((term, at) => other(term, at, local)) && !local.includes(number)) return false;
  const at = own.indexOf(number);
  if (at < 0) return false;
  return statementTerms.every((term) => {
    const where = own.indexOf(term);
    if (where < 0 || term === number) return true;
    const [from, to] = where < at ? [where, at] : [at, where];
    return !own.slice(from + 1, to).some((between, k) => other(between, from + 1 + k, own));
  });
}

const MONTH_TERMS = new Set([...termsOf('January February March April June July August September October November December'), MONTH_MAY_TERM]);

/** A year against a year, a count against a count: "In 1890, 300 members met" gives each its own slot. */
function sameKind(a: string, b: string): boolean {
  const year = (term: string) => /^(?:1\d{3}|20\d{2})$/.test(term);
  return year(a) === year(b);
}

/**
 * "The Ming builders used brick and stone, whereas earlier walls were made of rammed earth" vs
 * "Earlier walls were made of brick and stone": the statement gives one claim's subject the other's
 * predicate (and leaves out the other's subject), across a contrast.
 */
function swapsContrastedClaims(statementTerms: string[], claims: Clause[]): boolean {
  const has = (terms: string[]) => terms.some((term) => statementTerms.includes(term));
  return claims.some((x) =>
    claims.some((y) => {
      if (x === y || !(x.contrast || y.contrast) || y.subject.length === 0) return false;
      const xSubject = x.subject.filter((term) => !y.terms.includes(term));
      const yPredicate = y.own.filter((term) => !y.subject.includes(term) && !x.terms.includes(term));
      // The noun both subjects share ("reefs" of "fringing reefs" and "barrier reefs") does not tell them apart.
      return has(xSubject) && has(yPredicate) && !has(y.subject.filter((term) => !x.subject.includes(term)));
    }),
  );
}

/** Words that say how much of it is what follows them: "made mostly of hydrogen … and helium". */
const DEGREE_TERMS = new Set(['mostli', 'mainli', 'chiefli', 'primarili', 'predominantli', 'larg', 'big']);

/**
 * "made mostly of hydrogen (about 73 percent by mass) and helium" does not say "made mostly of helium":
 * a degree word binds the term right after it, so the statement's term after "mostly" must be the claim's.
 */
function qualifiesAlike(clauseTerms: string[], statementTerms: string[]): boolean {
  return statementTerms.every((term, i) => {
    if (!DEGREE_TERMS.has(term) || i + 1 >= statementTerms.length) return true;
    const at = clauseTerms.indexOf(term);
    return at < 0 || clauseTerms[at + 1] === statementTerms[i + 1];
  });
}

function holdsAll(clauseTerms: string[], statementTerms: string[]): boolean {
  return statementTerms.every((term) => clauseTerms.includes(term));
}

/** The statement's terms appear in the clause in the statement's order (greedy subsequence). */
function inOrder(clauseTerms: string[], statementTerms: string[]): boolean {
  let at = 0;
  for (const term of statementTerms) {
    const found = clauseTerms.indexOf(term, at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

/** "Edison promoted direct current rather than alternating current" vs "Edison promoted alternating current". */
function namesRejectedAlternative(statementTerms: string[], clauses: Clause[]): boolean {
  return clauses.some((clause, i) => {
    if (!clause.rejected) return false;
    const claim = clauses.slice(0, i).reverse().find((other) => !other.rejected);
    if (!claim) return false;
    const rejectedOnly = clause.terms.filter((term) => !claim.terms.includes(term));
    const covered = statementTerms.every((term) => claim.terms.includes(term) || clause.terms.includes(term));
    return covered && rejectedOnly.some((term) => statementTerms.includes(term));
  });
}

/** Every word but a number (a year, a count, in digits or a word) is in one claim, which gives another number. */
function differsInYear(statementTerms: string[], claims: Clause[], nameNumbers: ReadonlySet<string>): boolean {
  // A year or any other number: "The tower is painted every ten years" against "…every seven years",
  // "The canal was 81 metres tall" against "The tower is 330 metres tall", "The board has twelve members" against "…whose
  // seven members…". A number hyphened to a word ("carbon-14", "Apollo-11") is part of a name: the claim must hold it like
  // any other word.
  // Digits first: "The two lines met … in 1862" is about its year; a number word counts where the statement has no digits.
  const digits = statementTerms.filter((term) => isNumber(term) && !nameNumbers.has(term));
  const numbers = digits.length > 0 ? digits : statementTerms.filter((term) => numberValue(term) !== null);
  if (numbers.length !== 1) return false;
  const number = numbers[0]!;
  const value = numberValue(number)!;
  const rest = statementTerms.filter((term) => term !== number);
  // The claim must not say the statement's number anywhere, in digits or as a word, even inside one ("81-storey", "four-chambered").
  const says = (clause: Clause) => clause.terms.some((term) => numberValue(term) === value || term.startsWith(`${number}-`) || term.startsWith(`${value}-`) || (NUMBER_WORDS.get(term.split('-')[0]!) ?? null) === value);
  return rest.length > 0 && claims.some((clause) => holdsAll(clause.terms, rest) && !says(clause) && clause.terms.some((term) => numberValue(term) !== null && numberValue(term) !== value));
}

/** Number words read as their value ("twelve" is 12). "One" is left out: it is as often a pronoun ("no one", "one of them"). */
const NUMBER_WORDS = new Map(
  'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((word, i): [string, string] => [termOf(word) ?? word, String(i + 2)])
    .concat('thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, i): [string, string] => [termOf(word) ?? word, String(30 + 10 * i)])),
);

/** The value of a number term, in digits ("1,200" → "1200", "twelve" → "12"); null for a word that is no number. */
function numberValue(term: string): string | null {
  if (isNumber(term)) return term.replace(/,/g, '');
  return NUMBER_WORDS.get(term) ?? null;
}

const PASSIVE = /^(.*?)\b(?:is|are|was|were|has been|have been|had been)\s+(\p{L}+(?:ed|en)|made|built|held|set|sent|found|given|done|sold|taught|brought|kept|paid|told|led|laid|won|begun|known)\b(.*)$/iu;

/**
 * An agentless passive statement's terms with its subject moved after its verb: "The park was created in 1975" is stated
 * by an active claim "In 1975 the government created the park", whose object follows the verb. Null when the statement is
 * not such a passive (no "was/were… -ed", a "by" naming who did it, or no subject).
 */
export function passiveOrder(statement: string): { terms: string[]; object: string[] } | null {
  const match = PASSIVE.exec(statement);
  if (!match || /\bby\b/i.test(match[3]!)) return null;
  const subject = termsOf(match[1]!);
  const verb = termOf(match[2]!);
  if (subject.length === 0 || verb === null) return null;
  return { terms: [verb, ...subject, ...termsOf(match[3]!)], object: [verb, ...subject] };
}

/**
 * Whether an agentless passive statement is stated by an active claim: its subject is the object right after the claim's verb
 * ("…created the Great Barrier Reef Marine Park"), not a noun further on ("opened the bridge over the river" does not
 * state "the river was opened").
 */
export function statesPassive(statement: string, terms: (order: string[]) => string[], statementNegated: boolean, clauses: Clause[], nameNumbers: ReadonlySet<string> = new Set()): boolean {
  const passive = passiveOrder(statement);
  if (!passive) return false;
  const object = terms(passive.object);
  if (object.length < 2 || !clauses.some((clause) => !clause.rejected && ` ${clause.own.join(' ')} `.includes(` ${object.join(' ')} `))) return false;
  return judgeByClauses(terms(passive.terms), statementNegated, clauses, nameNumbers) === 'holds';
}

/** The names of a statement and of its evidence sentence, and whether the material ever names two of them in one sentence. */
export interface NamesOfStatement {
  statement: ReadonlySet<string>;
  sentence: ReadonlySet<string>;
  /** One person or place under two names ("Mark Twain, the pen name of Samuel Clemens", "Edo, renamed Tokyo") is named together somewhere. */
  namedTogether?: (a: string, b: string) => boolean;
}

/**
 * "After moving to Vienna, Beethoven took lessons from Mozart" against "…where he took lessons from Joseph Haydn": one
 * claim, not negated, holds every word of the statement but one name, and right where the statement has that name (after
 * the same word) it has another name the statement does not give. No claim of the sentence may name the statement's name,
 * and no sentence of the material may give both names (they may be one person's two names).
 */
function differsInName(statementTerms: string[], clauses: Clause[], names: NamesOfStatement): boolean {
  const missing = statementTerms.filter((term) => !clauses.some((clause) => clause.terms.includes(term)));
  if (missing.length !== 1 || !names.statement.has(missing[0]!)) return false;
  const name = missing[0]!;
  const at = statementTerms.indexOf(name);
  const before = statementTerms[at - 1];
  if (before === undefined || names.statement.has(before)) return false;
  const rest = statementTerms.filter((term) => term !== name);
  return clauses.some((clause) => {
    if (clause.rejected || clause.negated || !holdsAll(clause.terms, rest)) return false;
    const slot = clause.own.indexOf(before);
    const other = slot < 0 ? undefined : clause.own[slot + 1];
    return other !== undefined && names.sentence.has(other) && !statementTerms.includes(other) && !names.namedTogether?.(name, other);
  });
}

/** Compass directions, each with its opposite. */
const OPPOSITE_DIRECTIONS = new Map<string, string>([
  ['north', 'south'],
  ['south', 'north'],
  ['east', 'west'],
  ['west', 'east'],
  ['northern', 'southern'],
  ['southern', 'northern'],
  ['eastern', 'western'],
  ['western', 'eastern'],
]);

/**
 * "Antoninus Pius moved the frontier south" against "Antoninus Pius moved the frontier north": one claim, not negated, holds
 * every other word of the statement, in its order, with the opposite direction where the statement has its one direction,
 * and never the statement's direction.
 */
function differsInDirection(statementTerms: string[], claims: Clause[]): boolean {
  const directions = statementTerms.filter((term) => OPPOSITE_DIRECTIONS.has(term));
  if (directions.length !== 1) return false;
  const direction = directions[0]!;
  const opposite = OPPOSITE_DIRECTIONS.get(direction)!;
  const swapped = statementTerms.map((term) => (term === direction ? opposite : term));
  const rest = statementTerms.filter((term) => term !== direction);
  return rest.length >= 2 && claims.some((clause) => !clause.negated && !clause.terms.includes(direction) && holdsAll(clause.terms, swapped) && inOrder(clause.terms, swapped));
}

/** The terms of words written with a capital letter, past the first word: names ("Mozart", "Joseph Haydn"). */
export function nameTerms(words: Word[]): Set<string> {
  return new Set(words.slice(1).filter((word) => /^\p{Lu}/u.test(word.text)).flatMap((word) => termOf(word.text) ?? []));
}

/** The numbers of a statement hyphened to a word before them ("carbon-14"): part of a name, not a count or a year. */
export function hyphenedNumbers(text: string): Set<string> {
  return new Set([...text.matchAll(/\p{L}-(\d+)\b/gu)].map((match) => match[1]!));
}

/** Numbers written in digits only: "three" against "3 atoms" is the same number written otherwise, not another. */
function isNumber(term: string): boolean {
  return /^\d[\d,.]*$/.test(term);
}
