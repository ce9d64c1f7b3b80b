import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { isRegularVerbBase } from './dictionary-classes';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticiple, findPast, isKnownBase, isPastForm } from './verb-lexicon';

const UNITS = /^(second|minute|hour|day|week|month|year|decade|night|weekend)s?$/;
const LAST_WHAT = /^(week|month|year|night|weekend|summer|winter|spring|autumn|fall|term|semester|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|season|game|match|tournament|semester)$/;
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/** Index of the first word after a past-time phrase opening the sentence ("Yesterday", "Last week", "Two years ago"). */
function skipPastTimePhrase(words: TaggedWord[]): number | undefined {
  const [first, second, third, fourth] = words.map((w) => w.lower);
  let after: number | undefined;
  if (first === 'yesterday') after = 1;
  else if (first === 'last' && second && LAST_WHAT.test(second)) after = 2;
  else if (second && UNITS.test(second) && third === 'ago' && (words[0]?.pos === 'NUM' || first === 'a' || first === 'an')) after = 3;
  else if (first === 'a' && second === 'few' && third && UNITS.test(third) && fourth === 'ago') after = 4;
  // "When I was young, I play football": a past "when" clause before the comma sets a finished time.
  // "After the meeting finished, everyone go back": so does a clause of sequence ("after", "before", "once") with a
  // past verb of its own; without one ("After the meeting, everyone goes") it is a phrase, and a habit may follow.
  const sequence = /^(after|before|once)$/.test(first ?? '');
  if (after === undefined && (sequence || /^(when|while)$/.test(first ?? ''))) {
    const comma = words.findIndex((w) => w.lower === ',');
    const clause = comma > 1 ? words.slice(1, comma) : [];
    // Also a clause with a past verb of its own ("When we lived in Spain,"), right after its subject; after "after",
    // "before" or "once" the subject may be a noun ("the meeting finished").
    const subjectBefore = (n: number) => SUBJECT_PRONOUNS.has(clause[n - 1]?.lower ?? '') || (sequence && clause[n - 1]?.pos === 'NOUN' && clause[n - 2]?.pos === 'DET');
    // "ended", "closed": a regular past of a verb the dictionaries know takes -ed counts as one the lexicon lacks.
    const isPast = (w: TaggedWord) => isPastForm(w.lower) || (w.lower.endsWith('ed') && isRegularVerbBase(w.lemma));
    const pastVerb = clause.some((w, n) => n > 0 && w.pos === 'VERB' && w.text === w.lower && w.lower !== w.lemma && isPast(w) && subjectBefore(n));
    const pastBe = clause.some((w) => w.lower === 'was' || w.lower === 'were');
    if ((pastVerb || (pastBe && !sequence)) && !clause.some((w) => /^(will|would|am|is|are|have|has)$/.test(w.lower))) return comma + 1;
  }
  if (after === undefined) return undefined;
  return words[after]?.lower === ',' ? after + 1 : after;
}

/** Index of the verb after a short subject: a pronoun, a name, or a determiner and up to two words. */
function skipSubject(words: TaggedWord[], at: number): number | undefined {
  const first = words[at];
  if (!first) return undefined;
  // "everyone go back to their desks": an indefinite pronoun is a whole subject too.
  if (SUBJECT_PRONOUNS.has(first.lower) || first.pos === 'PROPN' || /^(everyone|everybody|someone|somebody|nobody)$/.test(first.lower)) return at + 1;
  if (first.pos !== 'DET' && !(first.pos === 'PRON' && /^(my|your|his|her|our|their)$/.test(first.lower))) return undefined;
  for (let k = at + 1; k <= at + 3; k++) {
    const word = words[k];
    // "the 8:15 ferry", "the 42 bus": a time or number that labels the noun after it belongs to the subject.
    if (word?.pos === 'NUM' && k > at && words[k + 1]?.pos === 'NOUN') continue;
    if (!word || (word.pos !== 'NOUN' && word.pos !== 'ADJ')) return undefined;
    const next = words[k + 1];
    if (word.pos === 'NOUN' && next?.pos !== 'NOUN') return k + 1;
    // "my cousin visits us": the tagger may read the verb as a second noun; a known verb with an
    // object or place after it, and no verb after that, is the verb.
    const after = words[k + 2];
    if (word.pos === 'NOUN' && next && isKnownBase(next.lemma) && after && after.pos !== 'VERB' && after.pos !== 'AUX' && after.pos !== 'NOUN') return k + 1;
  }
  return undefined;
}

/** A finished time anywhere in the sentence: "yesterday", "last week", "two days ago". */
function hasFinishedTime(words: TaggedWord[], withYear = false): boolean {
  return findFinishedTime(words, withYear) >= 0;
}

const MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;

/**
 * Where the finished time is, or -1. With `withYear`, also a past year after "in" ("have visited Paris in 2019": only
 * there, since a present verb before a year may be a plan, "The plan starts in 2024") and a date after "on" ("on 3 February").
 */
function findFinishedTime(words: TaggedWord[], withYear = false): number {
  const pastYear = (w: TaggedWord, i: number) => withYear && words[i - 1]?.lower === 'in' && /^(19\d\d|20[01]\d|202[0-5])$/.test(w.text);
  const date = (w: TaggedWord, i: number) => withYear && w.lower === 'on' && ((/^\d{1,2}(st|nd|rd|th)?$/.test(words[i + 1]?.lower ?? '') && MONTHS.test(words[i + 2]?.lower ?? '')) || (MONTHS.test(words[i + 1]?.lower ?? '') && /^\d{1,2}(st|nd|rd|th)?$/.test(words[i + 2]?.lower ?? '')));
  // "has risen by 15% compared with last year", "more than last year": a time set beside the event, not its time.
  const comparedWith = (i: number) => /^(with|to|than|from|versus|vs)$/.test(words[i - 1]?.lower ?? '');
  return words.findIndex((w, i) => w.lower === 'yesterday' || (w.lower === 'last' && LAST_WHAT.test(words[i + 1]?.lower ?? '') && !comparedWith(i)) || (w.lower === 'ago' && UNITS.test(words[i - 1]?.lower ?? '')) || pastYear(w, i) || date(w, i));
}

/** Whether nothing between two words starts another clause ("… and your order has been shipped yesterday"). */
function isSameClause(words: TaggedWord[], from: number, to: number): boolean {
  return words.slice(Math.min(from, to) + 1, Math.max(from, to)).every((w) => w.pos !== 'PUNCT' && w.pos !== 'CCONJ' && w.pos !== 'SCONJ' && !/^(and|but|so|because|which|that|who)$/.test(w.lower));
}

/** "for the last week", "for two years", "for ages": a span up to now; "for the whole family" is not one. */
function isDurationAfter(words: TaggedWord[], at: number): boolean {
  // "which I have paid for two weeks ago": "ago" makes it a point in the past, not a span.
  if (words.slice(at + 1, at + 5).some((w) => w.lower === 'ago')) return false;
  return words.slice(at + 1, at + 4).some((w) => UNITS.test(w.lower) || /^(last|past|ages|long|ever|while|decades?|centuries)$/.test(w.lower) || w.pos === 'NUM');
}

/**
 * "I have seen him yesterday" → "I saw him": the present perfect does not take a finished time.
 * "since yesterday", "for the last week" make it right, so a sentence with "since" or "for" is left alone.
 */
function findPerfectWithFinishedTime(words: TaggedWord[]): Issue | undefined {
  if (!hasFinishedTime(words, true) || words.some((w) => w.lower === 'since' || w.lower === 'ever' || w.lower === 'never')) return undefined;
  // "for" before a span in the perfect's own clause makes it right ("I have lived here for two years"); in another
  // clause it does not ("I have graduated in 2019 and then worked there for two years").
  const spans = words.flatMap((w, i) => (w.lower === 'for' && isDurationAfter(words, i) ? [i] : []));
  const hasSpanInClause = (at: number) => spans.some((s) => isSameClause(words, at, s));
  const timeAt = findFinishedTime(words, true);
  // The perfect in the time's own clause goes first: "I have checked … and your order has been shipped yesterday".
  const order = [...words.keys()].slice(1, -1).sort((a, b) => Number(a < timeAt && isSameClause(words, b, timeAt)) - Number(b < timeAt && isSameClause(words, a, timeAt)) || a - b);
  for (const i of order) {
    const have = words[i] as TaggedWord;
    const verb = words[i + 1] as TaggedWord;
    // A pronoun subject, or a noun one when the finished time opens the sentence ("Last night the motor has stopped")
    // or stands later in the same clause ("our paper has been accepted … last month").
    const nounSubject = words[i - 1]?.pos === 'NOUN' && (/^(yesterday|last)$/.test(words[0]?.lower ?? '') || (i < timeAt && isSameClause(words, i, timeAt)));
    if (!/^(have|has)$/.test(have.lower) || !(SUBJECT_PRONOUNS.has(words[i - 1]?.lower ?? '') || nounSubject) || words[i - 1]?.lower === 'it' || hasSpanInClause(i)) continue;
    // "I have been in London last summer" → "I was in London", "We have been to Rome last summer" → "We went to Rome".
    if (verb.lower === 'been') {
      const subject = words[i - 1]?.lower ?? '';
      const to = words[i + 2]?.lower === 'to' && words[i + 3]?.pos !== 'VERB';
      const past = to ? 'went' : /^(i|he|she)$/.test(subject) || (have.lower === 'has' && !SUBJECT_PRONOUNS.has(subject)) ? 'was' : 'were';
      return {
        offset: have.start, length: (to ? (words[i + 2] as TaggedWord).end : verb.end) - have.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
        message: `With a finished time ('yesterday', 'last week', '… ago'), use the simple past: '${past}'.`, replacements: [to ? `${past} to` : past],
      };
    }
    // A regular participle ("arrived", "visited") is its own past, so verbs outside our lexicon count too.
    const regular = verb.lower.endsWith('ed') && (verb.lower === `${verb.lemma}d` || verb.lower === `${verb.lemma}ed` || verb.lower.startsWith(verb.lemma.slice(0, -1)));
    if (verb.pos !== 'VERB' || verb.lower === verb.lemma || verb.lower.endsWith('ing') || (!isKnownBase(verb.lemma) && !regular) || verb.lemma === 'be') continue;
    const past = isKnownBase(verb.lemma) ? findPast(verb.lemma) : verb.lower;
    return {
      offset: have.start, length: verb.end - have.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
      message: `With a finished time ('yesterday', 'last week', '… ago'), use the simple past: '${past}'.`, replacements: [past],
    };
  }
  return undefined;
}

// Words that make a present verb right beside a past time: a habit, a plan, a span up to now.
const NOT_FINISHED = /^(since|for|will|going|next|every|usually|often|always|tomorrow|now|still|each|whenever|if|when)$/;

/**
 * "The captain lead the team to victory last year" → "led": a sentence whose only verb comes right
 * after a short subject at its start and that ends with a finished time ("last year", "yesterday",
 * "two days ago") takes the past. A second verb ("He says he left last week") or a word of habit
 * or plan ("every", "since", "will") and it is left alone.
 */
function findPresentBeforeFinishedTime(sentence: TaggedWord[]): Issue | undefined {
  // Only the first clause counts: "She lead the team to the title last season, so the club should…".
  const comma = sentence.findIndex((w, i) => i > 2 && (w.text === ',' || w.text === ';') && /^(so|and|but|because|which)$/.test(sentence[i + 1]?.lower ?? ''));
  const words = comma < 0 ? sentence : sentence.slice(0, comma);
  if (!hasFinishedTime(words) || skipPastTimePhrase(words) !== undefined || words.some((w) => NOT_FINISHED.test(w.lower))) return undefined;
  if (words.some((w, i) => w.lower === 'last' && words[i - 1]?.lower === 'the')) return undefined;
  // "in last year's championship" names a past event only beside a verb that is wrong in the present anyway.
  const possessiveTime = words.some((w, i) => w.lower === 'last' && words[i + 2]?.lower === "'s");
  if (possessiveTime && !words.some((w, i) => w.lower === 'last' && words[i + 2]?.lower === "'s" && /^(in|at|during)$/.test(words[i - 1]?.lower ?? ''))) return undefined;
  const verbAt = skipSubject(words, 0);
  const verb = verbAt === undefined ? undefined : words[verbAt];
  if (!verb || verbAt === undefined || (verb.pos !== 'VERB' && verb.pos !== 'NOUN') || verb.text !== verb.lower) return undefined;
  if (words.slice(verbAt + 1).some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return undefined;
  const base = verb.lemma;
  const subject = words[verbAt - 1]?.lower ?? '';
  const singularSubject = /^(he|she|it)$/.test(subject) || (words[verbAt - 1]?.pos === 'NOUN' && !subject.endsWith('s'));
  // The form must be a present one: the base, or the -s form after a singular subject ("she visits").
  const present = verb.lower === base || (singularSubject && (verb.lower === `${base}s` || verb.lower === `${base}es`));
  // With only "last year's", the bare verb after a singular noun must be wrong ("The captain lead"), not "She leads".
  if (possessiveTime && !(singularSubject && verb.lower === base && words[verbAt - 1]?.pos === 'NOUN')) return undefined;
  if (!present || !isKnownBase(base) || /^(be|have|do|think|believe|know|remember|feel|guess|hope|wish|realize|realise|mean|need|want|like|love|hate)$/.test(base)) return undefined;
  const past = findPast(base);
  // "She set out last week": a past the same as its base is already past.
  if (past === verb.lower) return undefined;
  return {
    offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.9,
    message: `The sentence names a finished time, so the verb is in the past: '${past}'.`, replacements: [matchCase(verb.text, past)],
  };
}

// What may follow "since" to name a starting point ("since 2018", "since last year", "since Monday").
// "since before I was born" names a start as well.
const SINCE_POINT = /^(19\d\d|20\d\d|last|yesterday|before|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|childhood|then)$/;

/**
 * "since the spring", "since the start of term", "since Christmas": a season or a start named after "since", only where
 * its phrase ends the clause ("since the summer is short" gives a reason).
 */
function isSinceSeason(words: TaggedWord[], since: number): boolean {
  let k = since + 1;
  if (/^(the|this|last)$/.test(words[k]?.lower ?? '')) k += 1;
  const point = words[k]?.lower ?? '';
  if (/^(spring|summer|autumn|winter|christmas|easter)$/.test(point)) k += 1;
  else if (/^(start|beginning)$/.test(point) && words[since + 1]?.lower === 'the' && words[k + 1]?.lower === 'of') k += /^(the|this|my|our)$/.test(words[k + 2]?.lower ?? '') ? 4 : 3;
  else return false;
  const after = words[k];
  return after === undefined || /^[.,;!?]$/.test(after.text);
}

/** The present perfect `perfect` in place of `start`–`end`, after a "since" that names a starting point. */
function sinceIssue(start: number, end: number, perfect: string): Issue {
  return {
    offset: start, length: end - start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
    message: `'Since' marks a start that goes on until now: use the present perfect, '${perfect}'.`, replacements: [perfect],
  };
}

/**
 * "I live here since 2018" → "I have lived here": a state that began at a point and goes on takes the
 * present perfect. Only a pronoun subject straight before a present verb, the sentence's only verb,
 * and "since" followed by a point in time (not "since you asked", a reason).
 */
function findPresentWithSince(words: TaggedWord[]): Issue | undefined {
  // "since we were at school", "since she was a child": a past state as the starting point (not "since you asked", a reason).
  const pastState = (i: number) => SUBJECT_PRONOUNS.has(words[i + 1]?.lower ?? '') && /^(was|were)$/.test(words[i + 2]?.lower ?? '');
  // "I know Dmitri since he joined the club": a past event that ends the sentence marks a start too. Not after a clause
  // word ("I know that since he joined, …") nor before a comma that goes on to a clause of its own.
  // Only knowing a person and living somewhere: elsewhere the clause as often gives a reason ("I like him since he
  // helped me", "I work harder since you asked", "I know the way since you showed me").
  const knowsPerson = /^(know|knows)$/.test(words[1]?.lower ?? '') && (words[2]?.pos === 'PROPN' || /^(him|her|them|you|us)$/.test(words[2]?.lower ?? ''));
  const livesSomewhere = /^(live|lives)$/.test(words[1]?.lower ?? '') && /^(here|there|in|with|at|near)$/.test(words[2]?.lower ?? '');
  const pastEvent = (i: number) =>
    (knowsPerson || livesSomewhere) &&
    SUBJECT_PRONOUNS.has(words[i + 1]?.lower ?? '') && words[i + 2]?.pos === 'VERB' && words[i + 2]?.lower !== words[i + 2]?.lemma && isPastForm(words[i + 2]?.lower ?? '') &&
    !words.slice(i + 3).some((w) => w.text === ',' || w.pos === 'SCONJ') && !words.slice(1, i).some((w) => /^(that|what|how|why|if|whether)$/.test(w.lower));
  const since = words.findIndex((w, i) => w.lower === 'since' && (SINCE_POINT.test(words[i + 1]?.lower ?? '') || pastState(i) || pastEvent(i)));
  if (since < 2) return undefined;
  const subject = words[0];
  const verb = words[1];
  // "I am working here since 2019" → "have been working".
  // "I'm living here since 2019" → "I've been living": the tagger reads "I'm" as one word, and the fix keeps the contraction.
  const contracted = subject && /^(i|you|we|they|he|she|it)(['’])(m|re|s)$/.exec(subject.lower);
  if (contracted && verb?.pos === 'VERB' && verb.lower.endsWith('ing') && !words.slice(2, since).some((w) => w.pos === 'VERB' || w.pos === 'AUX')) {
    const pronoun = subject!.text.slice(0, contracted[1]!.length);
    const perfect = `${pronoun}${contracted[2]}${/^(he|she|it)$/.test(contracted[1]!) ? 's' : 've'} been ${verb.lower}`;
    return sinceIssue(subject!.start, verb.end, perfect);
  }
  // "She's working" may come as "She" + "'s": the fix keeps that contraction too.
  const progressive = subject && verb && /^(am|is|are|['’](m|re|s))$/.test(verb.lower) && words[2]?.pos === 'VERB' && words[2].lower.endsWith('ing') ? words[2] : undefined;
  if (subject && verb && progressive && SUBJECT_PRONOUNS.has(subject.lower) && !words.slice(3, since).some((w) => w.pos === 'VERB' || w.pos === 'AUX')) {
    const third = /^(he|she|it)$/.test(subject.lower);
    const apostrophe = /^['’]/.test(verb.text) ? verb.text[0] : undefined;
    const auxiliary = apostrophe ? `${apostrophe}${third ? 's' : 've'}` : third ? 'has' : 'have';
    const perfect = `${auxiliary} ${STATES.has(progressive.lemma) ? findParticiple(progressive.lemma) : `been ${progressive.lower}`}`;
    return sinceIssue(verb.start, progressive.end, perfect);
  }
  if (!subject || !verb || !SUBJECT_PRONOUNS.has(subject.lower) || verb.pos !== 'VERB' || verb.text !== verb.lower) return undefined;
  if (words.slice(2, since).some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return undefined;
  const base = verb.lemma;
  const third = /^(he|she|it)$/.test(subject.lower);
  const present = third ? verb.lower === `${base}s` || verb.lower === `${base}es` || verb.lower === `${base.slice(0, -1)}ies` : verb.lower === base;
  if (!present || !isKnownBase(base) || base === 'be' || base === 'have') return undefined;
  const perfect = `${third ? 'has' : 'have'} ${findParticiple(base)}`;
  return sinceIssue(verb.start, verb.end, perfect);
}

/**
 * "the heating in my flat is not working since last Thursday" → "has not been working": the same
 * rule for any subject, in any clause: "is/am/are (not) + -ing" right before a "since" that names a
 * starting point, with no other verb or comma between them.
 */
function findProgressiveBeforeSince(words: TaggedWord[]): Issue | undefined {
  for (let i = 1; i < words.length - 3; i++) {
    const be = words[i]!;
    if (!/^(am|is|are)$/.test(be.lower)) continue;
    const negated = words[i + 1]?.lower === 'not';
    const verb = words[negated ? i + 2 : i + 1];
    if (!verb || verb.pos !== 'VERB' || !verb.lower.endsWith('ing')) continue;
    const at = words.indexOf(verb);
    const since = words.findIndex((w, k) => k > at && w.lower === 'since');
    // "I am working here for two years now": a span up to now says the same as "since".
    const forNow = words.findIndex((w, k) => k > at && w.lower === 'for' && /^(\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|a|the)$/.test(words[k + 1]?.lower ?? '') && words.slice(k + 2, k + 5).some((x) => x.lower === 'now'));
    const until = since >= 0 && (SINCE_POINT.test(words[since + 1]?.lower ?? '') || isSinceSeason(words, since)) ? since : forNow;
    if (until < 0) continue;
    if (words.slice(at + 1, until).some((w) => w.pos === 'VERB' || w.pos === 'AUX' || w.pos === 'PUNCT' || w.pos === 'SCONJ' || w.pos === 'CCONJ')) continue;
    const auxiliary = be.lower === 'is' ? 'has' : 'have';
    // "I am having a keen interest … since": a state takes the perfect simple, "have had".
    const form = STATES.has(verb.lemma) ? findParticiple(verb.lemma) : `been ${verb.lower}`;
    return sinceIssue(be.start, verb.end, `${auxiliary}${negated ? ' not' : ''} ${form}`);
  }
  return findPastStateBeforeSince(words);
}

const STATES = new Set(['have', 'know', 'like', 'love', 'own', 'want', 'believe', 'understand', 'need', 'prefer', 'hate']);

/** "as I was in hospital since Monday" → "have been": a state that began at a point and goes on. */
function findPastStateBeforeSince(words: TaggedWord[]): Issue | undefined {
  for (let i = 1; i < words.length - 3; i++) {
    const be = words[i]!;
    const subject = words[i - 1]!;
    if (!/^(was|were)$/.test(be.lower) || !SUBJECT_PRONOUNS.has(subject.lower)) continue;
    const since = words.findIndex((w, k) => k > i && w.lower === 'since');
    if (since < 0 || since - i > 5 || !SINCE_POINT.test(words[since + 1]?.lower ?? '')) continue;
    if (words.slice(i + 1, since).some((w) => w.pos === 'VERB' || w.pos === 'AUX' || w.pos === 'PUNCT' || w.pos === 'SCONJ' || w.pos === 'CCONJ')) continue;
    // A present perfect, a present or "will" elsewhere in the sentence says the state goes on now.
    if (!words.some((w) => /^(am|is|are|will|have|has|can)$/.test(w.lower) || w.lower.endsWith("'m"))) continue;
    return sinceIssue(be.start, be.end, /^(he|she|it)$/.test(subject.lower) ? 'has been' : 'have been');
  }
  return undefined;
}

/**
 * "He was born in 1990 and he grow up in Leeds" → "grew": after "and", a third-person pronoun with a
 * bare verb, where the clause before "and" is told in the past ("was", "went", "moved"), continues the
 * story in the past. Without this, the bare verb reads as an agreement slip and becomes "grows".
 */
function findBareVerbAfterPastAnd(words: TaggedWord[]): Issue | undefined {
  // "heated under reflux until it become clear": a time clause goes on in the story's past too.
  const and = words.findIndex((w, i) => /^(and|until|till|when|after|before|so|but)$/.test(w.lower) && /^(he|she|it)$/.test(words[i + 1]?.lower ?? ''));
  if (and < 2) return undefined;
  const verb = words[and + 2];
  if (!verb || verb.pos !== 'VERB' || verb.lower !== verb.lemma || !isKnownBase(verb.lemma) || /^(be|have|do)$/.test(verb.lemma)) return undefined;
  const before = words.slice(0, and);
  const toldInPast = before.some((w) => w.lower === 'was' || w.lower === 'were' || (w.pos === 'VERB' && isPastForm(w.lower)));
  if (!toldInPast || before.some((w) => NOT_FINISHED.test(w.lower) || /^(is|are|am|will)$/.test(w.lower))) return undefined;
  // "I called the repairman and he come tomorrow": a time ahead after the verb puts it in the future.
  if (words.slice(and + 3, and + 7).some((w) => /^(tomorrow|tonight|later|soon|next)$/.test(w.lower))) return undefined;
  const past = findPast(verb.lemma);
  if (past === verb.lower) return undefined;
  return {
    offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
    message: `The sentence tells what happened in the past, so this verb is in the past too: '${past}'.`, replacements: [matchCase(verb.text, past)],
  };
}

// States go on after a past event ("We moved here last year and we love it"): their present may be meant.
const STATE_VERBS = /^(be|have|do|love|like|hate|know|want|need|think|believe|hope|live|work|own|feel|miss|prefer|enjoy|understand|remember|mean|seem|keep|plan|try|wish)$/;
// After a past event at a named time, what comes next in the story: "arrived at 14:32 and finds smoke" → "found".
const STORY_VERBS = /^(finds|sees|notices|discovers|hears|spots|meets|calls|asks|opens|starts|leaves|returns|enters|checks|realises|realizes|decides)$/;
const FREQUENCY = /^(always|usually|often|sometimes|never|rarely|seldom|normally|generally|regularly|frequently|also)$/;
const AFTER_NOW = /^(now|today|tonight|tomorrow|still|anymore|usually|always|every|these|nowadays|currently|instead)$/;

/**
 * "Crew arrived at 14:32 and finds smoke" → "found" (and, only shown, "The pump failed last night, so we use the backup" → "used"):
 * a clause joined to a past event at a finished time ("last night", or a clock time for the second, subject-less kind)
 * goes on in the past. Not a state ("and we love it"), nor a clause that moves to now ("so I use my laptop now").
 */
function findPresentAfterFinishedPast(words: TaggedWord[]): Issue | undefined {
  for (let c = 2; c < words.length - 1; c++) {
    if (!/^(and|so|but)$/.test(words[c]?.lower ?? '')) continue;
    const pronoun = /^(i|we|they|you)$/.test(words[c + 1]?.lower ?? '') ? words[c + 1] : undefined;
    const verb = words[c + (pronoun ? 2 : 1)];
    if (!verb || verb.pos !== 'VERB' || verb.text !== verb.lower || !isKnownBase(verb.lemma) || STATE_VERBS.test(verb.lemma)) continue;
    if (pronoun ? verb.lower !== verb.lemma : !STORY_VERBS.test(verb.lower) || words[c]?.lower !== 'and') continue;
    const before = words.slice(0, c);
    const clock = before.some((w) => /^\d{1,2}[:.]\d{2}$/.test(w.text));
    if (!(hasFinishedTime(before) || (!pronoun && clock)) || before.some((w) => NOT_FINISHED.test(w.lower) || /^(is|are|am|will|has|have)$/.test(w.lower))) continue;
    if (!before.some((w) => w.pos === 'VERB' && isPastForm(w.lower) && w.lemma !== w.lower)) continue;
    if (words.slice(c + 1).some((w) => AFTER_NOW.test(w.lower))) continue;
    const past = findPast(verb.lemma);
    if (past === verb.lower || past === verb.lemma) continue;
    return {
      // "so we use the backup unit" may also be a habit that holds now ("so I take the bus"): shown, not applied.
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: pronoun ? 0.6 : 0.8,
      message: `The sentence tells what happened at a finished time, so this verb is in the past too: '${past}'.`, replacements: [matchCase(verb.text, past)],
    };
  }
  return undefined;
}

/**
 * "Yesterday I go to the dentist" → "went", "Two years ago she move" → "moved": a sentence that
 * opens with a finished time takes the simple past. Only a present verb straight after a short
 * subject, and only verbs our lexicon conjugates ("go" → "went", never "goed").
 */
export function checkPastTimeTense(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const perfect = findPerfectWithFinishedTime(words);
    if (perfect) issues.push(perfect);
    const trailing = findPresentBeforeFinishedTime(words);
    if (trailing) issues.push(trailing);
    const since = findPresentWithSince(words) ?? findProgressiveBeforeSince(words);
    if (since) issues.push(since);
    const continued = findBareVerbAfterPastAnd(words) ?? findPresentAfterFinishedPast(words);
    if (continued) issues.push(continued);
    const subjectAt = skipPastTimePhrase(words);
    let verbAt = subjectAt === undefined ? undefined : skipSubject(words, subjectAt);
    // "Last weekend my husband and I take the children": a compound subject ending in "and I".
    if (verbAt !== undefined && words[verbAt]?.lower === 'and' && words[verbAt + 1]?.text === 'I') verbAt += 2;
    // "When I was a child, I always walk to school": an adverb of frequency between subject and verb tells of a past
    // habit, unless the sentence comes back to now ("… I still walk there now").
    if (verbAt !== undefined && FREQUENCY.test(words[verbAt]?.lower ?? '') && !words.slice(verbAt + 1).some((w) => AFTER_NOW.test(w.lower) && !/^(always|every|usually)$/.test(w.lower))) verbAt += 1;
    const verb = verbAt === undefined ? undefined : words[verbAt];
    if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'NOUN') || verb.text !== verb.lower) continue;
    // The present: the base form ("go") or the -s form ("goes"); a past ("went") or -ing form is left alone.
    const base = verb.lemma;
    const present = verb.lower === base || verb.lower === `${base}s` || verb.lower === `${base}es` || verb.lower === `${base.slice(0, -1)}ies`;
    // "When I was young, I think I was happier": a present state of mind now is right.
    // "Last weekend we hike": a regular verb the hand lexicon lacks, known as one by the dictionary's -ed and -ing flags
    // (read as a verb only where the tagger did: a noun there may be the subject's second noun).
    const known = isKnownBase(base) || (verb.pos === 'VERB' && isRegularVerbBase(base));
    if (!present || !known || /^(be|have|do|think|believe|know|remember|feel|guess|hope|wish|realize|realise|mean)$/.test(base)) continue;
    // "After I finished school, I want to travel": a state after a clause of sequence may hold now.
    if (/^(after|before|once)$/.test(words[0]?.lower ?? '') && STATE_VERBS.test(base)) continue;
    const past = findPast(base);
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.9,
      message: `The sentence opens with a finished time, so the verb is in the past: '${past}'.`, replacements: [matchCase(verb.text, past)],
    });
  }
  return issues;
}
