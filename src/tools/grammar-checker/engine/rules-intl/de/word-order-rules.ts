import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { germanVerbs, skipPrepositionalPhrase } from './agreement-rules';
import { NOUN_GENDERS } from './noun-genders';
import { findGermanNoun, isOnlyPlural } from './noun-lexicon';
import { participleLemmas } from './participles';
import { isBeforeDoubleInfinitive, isDoubleInfinitive, moveVerbToEnd, SEPARABLE_PREFIXES, splitSeparable } from './separable-verbs';
import { joinsClauses } from './word-rules';
import { opensIndirectQuestion } from './indirect-question-opener';
import { readAdjective } from './noun-phrase';

const SUBJECT_PRONOUNS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
/** Prepositions that open a fronted phrase of time or place ("Am Wochenende", "Nach der Schule"). */
const FRONTING_PREPOSITIONS = new Set(['am', 'im', 'nach', 'vor', 'in', 'an', 'seit', 'bei', 'während', 'um', 'zum', 'zur', 'ab', 'mit', 'trotz', 'wegen']);
const PLURAL_MODAL: Record<string, string> = { muss: 'müssen', kann: 'können', soll: 'sollen', will: 'wollen', darf: 'dürfen', möchte: 'möchten' };
const SUBORDINATORS = new Set(['weil', 'dass', 'ob', 'obwohl', 'wenn', 'damit', 'bevor', 'nachdem', 'falls', 'als']);

/** Determiners the verb table also knows as verb forms ("eine" of einen, to unite). */
const DETERMINER_LIKE = /^(k?eine[nmrs]?|[mds]eine[nmrs]?|ihre[nmrs]?|unsere[nmrs]?|eure[nmrs]?|diese[nmrs]?|jede[nmrs]?|alle[nmrs]?|viele[nmrs]?)$/;

/** A finite verb for the person of the pronoun before it, from the verb table (present or past). */
function isFiniteFor(pronoun: string, verb: string): boolean {
  if (DETERMINER_LIKE.test(verb)) return false;
  const persons: Record<string, number[]> = { ich: [0], du: [1], er: [2], sie: [2, 5], es: [2], man: [2], wir: [3], ihr: [4] };
  return germanVerbs()
    .read(verb)
    .some((r) => persons[pronoun]?.includes(r.person));
}

/** The noun closing a fronted phrase: preposition, up to two more words, then a capitalised noun. */
// "Letzte Woche", "Nächstes Jahr", "Jeden Tag", "Heute Abend": a time phrase without a preposition.
const TIME_DETERMINERS = /^(letzte|letzten|letztes|nächste|nächsten|nächstes|jeden|jede|jedes|diese|diesen|dieses|vorige|vorigen|voriges)$/;
const TIME_WORDS = /^(Woche|Jahr|Monat|Tag|Morgen|Abend|Sommer|Winter|Herbst|Frühling|Wochenende|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Mal|Nacht)$/;

function findFrontedPhraseEnd(ctx: RuleContext, i: number): number | undefined {
  if (!ctx.startsSentence(i)) return undefined;
  if (TIME_DETERMINERS.test(ctx.word(i)) && TIME_WORDS.test(ctx.tokens[i + 1]?.text ?? '') && ctx.joined(i)) return i + 1;
  if (/^(heute|gestern|morgen|vorgestern|übermorgen)$/.test(ctx.word(i)) && /^(Abend|Morgen|Nachmittag|Mittag|Nacht|früh)$/.test(ctx.tokens[i + 1]?.text ?? '') && ctx.joined(i)) return i + 1;
  if (!FRONTING_PREPOSITIONS.has(ctx.word(i))) return undefined;
  for (let k = i + 1; k <= i + 3; k++) {
    if (!ctx.joined(k - 1)) return undefined;
    if (findGermanNoun(ctx.tokens[k]?.text ?? '')) return extendFrontedPhrase(ctx, k);
  }
  return undefined;
}

/**
 * "Nach drei Stunden Verspätung", "Am Ende der Reise", "Mit dem Bus zur Schule": the fronted phrase goes on past its
 * first noun through a noun right after it, a genitive or another prepositional phrase (an article, up to one
 * adjective and a noun); the index of its last noun.
 */
function extendFrontedPhrase(ctx: RuleContext, k: number): number {
  for (let steps = 0; steps < 3; steps++) {
    if (!ctx.joined(k)) return k;
    if (findGermanNoun(ctx.tokens[k + 1]?.text ?? '')) {
      k += 1;
      continue;
    }
    let m = k + 1;
    if (/^(in|im|an|am|auf|aus|bei|beim|mit|nach|von|vom|zu|zum|zur|für|über|unter|vor|hinter|neben|zwischen|durch)$/.test(ctx.word(m))) m++;
    const article = /^(der|des|dem|den|die|das|einer|eines|einem|einen|meiner|meines|meinem|meinen|unserer|unseres|unserem|unseren)$/.test(ctx.word(m));
    if (article) m++;
    if (m === k + 1 || (!article && !/^(zum|zur|im|am|vom|beim)$/.test(ctx.word(k + 1)))) return k;
    if (/^\p{Ll}+(e|en|er|es|em)$/u.test(ctx.tokens[m]?.text ?? '')) m++;
    if (!findGermanNoun(ctx.tokens[m]?.text ?? '') || !ctx.joinedRun(k, m)) return k;
    k = m;
  }
  return k;
}

/** Where the clause after i ends: the last word before punctuation, within `limit` words. */
function findClauseEnd(ctx: RuleContext, i: number, limit: number): number | undefined {
  for (let k = i; k < ctx.tokens.length && k - i <= limit; k++) {
    if (ctx.endsClause(k)) return k;
    if (!ctx.joined(k)) return undefined;
  }
  return undefined;
}

/** Subjunctive II forms the verb table (present and past indicative) does not list. */
const SUBJUNCTIVE_FORMS = /^(hätte|hättest|hätten|hättet|wäre|wärst|wären|wärt|würde|würdest|würden|würdet|könnte|könntest|könnten|müsste|müssten|dürfte|sollte|sollten|wollte|wollten|möchte|möchtest|möchten)$/;

/**
 * A subordinate clause opening the sentence and closed by its verb and a comma ("Wenn ich Zeit
 * hätte,"): the index of the comma's word, or undefined.
 */
function findFrontedClauseEnd(ctx: RuleContext, i: number): number | undefined {
  // "Seit ich in Deutschland bin, …", "Sobald wir fertig sind, …": these open a clause too; "seit", "während"
  // and "bis" are prepositions as well, so only before a subject pronoun (never the object of a preposition).
  const clauseOpener = SUBORDINATORS.has(ctx.word(i)) || /^(seitdem|sobald|solange|sodass)$/.test(ctx.word(i)) || (/^(seit|während|bis)$/.test(ctx.word(i)) && /^(ich|du|er|wir|ihr|man)$/.test(ctx.word(i + 1)));
  if (!ctx.startsSentence(i) || !clauseOpener) return undefined;
  for (let k = i + 1; k < ctx.tokens.length && k - i <= 12; k++) {
    if (!/^,\s*$/.test(ctx.gapAfter(k))) {
      if (!ctx.joined(k)) return undefined;
      continue;
    }
    // The clause has its finite verb somewhere ("Wenn ich war jung," is a word-order slip of its own).
    const isVerb = (m: number) => {
      const token = ctx.tokens[m]!;
      return token.text === token.lower && (germanVerbs().read(token.lower).length > 0 || SUBJUNCTIVE_FORMS.test(token.lower) || splitSeparable(token.lower) !== undefined);
    };
    let verb = false;
    for (let m = i + 2; m <= k; m++) if (isVerb(m)) verb = true;
    return verb && k >= i + 2 ? k : undefined;
  }
  return undefined;
}

const QUESTION_WORDS = new Set(['wann', 'wo', 'wie', 'was', 'warum', 'wohin', 'woher', 'wieso', 'weshalb', 'womit', 'worüber']);

/** The last word of a clause's subject starting at s: a pronoun, a name, or article (+ adjective) + noun. */
function readClauseSubjectEnd(ctx: RuleContext, s: number): number | undefined {
  if (SUBJECT_PRONOUNS.has(ctx.word(s))) return s;
  const token = ctx.tokens[s];
  if (!token || !ctx.joined(s - 1)) return undefined;
  // A name: capitalised, no noun of the lexicon ("Berlin", "Anna").
  if (/^\p{Lu}\p{Ll}+$/u.test(token.text) && !findGermanNoun(token.text)) return s;
  if (!/^(der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|dieser|diese|dieses)$/.test(token.lower)) return undefined;
  let k = s + 1;
  // "weil das alte war kaputt": an adjective standing for a noun said before (lower case, no noun after it) is the
  // whole subject when a finite verb follows it; only a definite article or "dieser" before it.
  const adjective = ctx.tokens[k]?.text ?? '';
  if (/^(der|die|das|dieser|diese|dieses)$/.test(token.lower) && /^\p{Ll}+e$/u.test(adjective) && readAdjective(adjective) && germanVerbs().read(adjective).length === 0 &&
    !/^\p{Lu}/u.test(ctx.tokens[k + 1]?.text ?? '') && germanVerbs().read(ctx.word(k + 1)).length > 0 && ctx.joinedRun(s, k + 1)) return k;
  if (/^\p{Ll}+(e|en|er|es)$/u.test(ctx.tokens[k]?.text ?? '')) k++;
  const noun = ctx.tokens[k]?.text ?? '';
  // "weil der Zug zum Flughafen hatte Verspätung": a phrase of place or direction after the noun belongs to the subject.
  return (findGermanNoun(noun) || NOUN_GENDERS.has(noun)) && ctx.joinedRun(s, k) ? skipPrepositionalPhrase(ctx, k) : undefined;
}

/** The subject's head: its pronoun, name or noun, without the phrase after it. */
function readClauseSubjectHead(ctx: RuleContext, s: number): number | undefined {
  const end = readClauseSubjectEnd(ctx, s);
  if (end === undefined || end === s) return end;
  for (let k = s + 1; k <= end; k++) if (findGermanNoun(ctx.tokens[k]?.text ?? '') || NOUN_GENDERS.has(ctx.tokens[k]?.text ?? '')) return k;
  return end;
}

/** Verbs after which a comma opens an indirect question: "Kannst du mir sagen, wo der Bahnhof ist?" */
const ASKING_VERBS = /^(weiß|weißt|wissen|wisst|sagen|sag|sagt|fragen|frage|fragt|erklären|erklär|zeigen|zeig|verstehe|verstehen|überlegen|überlege)$/;

const DEFINITE_OBJECT = /^(den|die|das|diesen|diese|dieses|meinen|meine|mein|deinen|deine|dein|seinen|seine|sein|ihren|ihre|unseren|unsere|unser)$/;

/** Finite forms of the modal verbs (present and past subjunctive), written in lower case. */
const FINITE_MODAL = /^(soll|sollst|sollen|sollt|sollte|solltest|sollten|muss|musst|müssen|müsst|müsste|müssten|kann|kannst|können|könnt|könnte|könnten|will|willst|wollen|wollt|wollte|wollten|darf|darfst|dürfen|dürft|dürfte|dürften|möchte|möchtest|möchten|möchtet)$/;

/** A past participle of the verb table, or one with a separable prefix before it ("angekommen", "eingeschlafen"). */
function isParticiple(word: string): boolean {
  return participleLemmas().has(word) || SEPARABLE_PREFIXES.some((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 5 && participleLemmas().has(word.slice(prefix.length)));
}

export const WORD_ORDER_RULES: IntlRule[] = [
  defineRule({
    id: 'de/nicht-position',
    name: 'nicht after a definite object',
    message: '"nicht" negating the whole sentence comes after a definite object: "Ich kenne diesen Mann nicht".',
    confidence: 0.7,
    at: (ctx, i) => {
      // Subject pronoun and verb open the sentence, "nicht" right after the verb.
      if (ctx.word(i) !== 'nicht' || !SUBJECT_PRONOUNS.has(ctx.word(i - 2)) || !ctx.startsSentence(i - 2) || !ctx.joinedRun(i - 2, i + 1)) return undefined;
      if (germanVerbs().read(ctx.word(i - 1)).length === 0 || /^(bin|bist|ist|sind|seid|war|waren|werde|wird|werden|bleibe|bleibt)$/.test(ctx.word(i - 1))) return undefined;
      // "nicht diesen, sondern jenen": a contrast keeps "nicht" before what it contrasts.
      if (ctx.tokens.some((t) => t.lower === 'sondern')) return undefined;
      let k = i + 1;
      if (/^(ihn|sie|es|dich|mich|euch|uns)$/.test(ctx.word(k))) {
        // a pronoun object
      } else if (DEFINITE_OBJECT.test(ctx.word(k))) {
        k++;
        if (/^\p{Ll}+(e|en|er|es)$/u.test(ctx.tokens[k]?.text ?? '')) k++;
        if (!findGermanNoun(ctx.tokens[k]?.text ?? '') && !NOUN_GENDERS.has(ctx.tokens[k]?.text ?? '')) return undefined;
      } else return undefined;
      const end = findClauseEnd(ctx, i, 8);
      if (end === undefined || !ctx.joinedRun(i, end)) return undefined;
      // The object closes the clause ("Ich kenne nicht diesen Mann."), or only a participle or infinitive follows it.
      const verbAfter = end === k + 1 && ctx.tokens[end]!.text === ctx.word(end) && (participleLemmas().has(ctx.word(end)) || germanVerbs().forms(ctx.word(end)) !== undefined);
      if (end !== k && !verbAfter) return undefined;
      const object = ctx.text.slice(ctx.tokens[i + 1]!.start, ctx.tokens[k]!.end);
      const tail = verbAfter ? ` ${ctx.tokens[end]!.text}` : '';
      return { from: i, to: end, replacements: [`${object} ${ctx.tokens[i]!.text}${tail}`] };
    },
  }),
  defineRule({
    id: 'de/indirect-question-order',
    name: 'Verb at the end of an indirect question',
    message: 'An indirect question ("…, wo der Bahnhof ist") ends with its verb, like any subordinate clause.',
    confidence: 0.7,
    at: (ctx, i) => {
      if (!QUESTION_WORDS.has(ctx.word(i)) || !/^,\s*$/.test(ctx.gapBefore(i)) || !ctx.joined(i)) return undefined;
      // The main clause asks or knows: one of its last words before the comma ("Weißt du,", "Kannst du mir sagen,").
      if (![1, 2, 3].some((n) => ASKING_VERBS.test(ctx.word(i - n)) && !/[.!?]/.test(ctx.gapAfter(i - n)))) return undefined;
      const verb = ctx.tokens[i + 1]!;
      if (verb.text !== verb.lower || germanVerbs().read(verb.lower).length === 0 && !/^(soll|kann|muss|will|darf|mag)$/.test(verb.lower)) return undefined;
      // "wo ist hier die Bibliothek": an adverb of place or time may stand before the subject.
      const adverb = /^(hier|dort|da|jetzt|heute|morgen|genau|eigentlich|denn)$/.test(ctx.tokens[i + 2]?.text ?? '') ? 1 : 0;
      const subjectEnd = readClauseSubjectEnd(ctx, i + 2 + adverb);
      const end = findClauseEnd(ctx, i, 9);
      if (subjectEnd === undefined || end === undefined || end < subjectEnd || !ctx.joinedRun(i, end)) return undefined;
      const person = SUBJECT_PRONOUNS.has(ctx.word(i + 2 + adverb)) ? ctx.word(i + 2 + adverb) : 'er';
      if (!isFiniteFor(person, verb.lower) && !/^(soll|kann|muss|will|darf|mag)$/.test(verb.lower)) return undefined;
      // "warum ruft er mich nicht zurück" → "warum er mich nicht zurückruft": a separable particle joins its verb again.
      return { from: i + 1, to: end, replacements: [moveVerbToEnd(ctx, i + 1, end)] };
    },
  }),
  defineRule({
    id: 'de/question-verb-second',
    name: 'Verb after the question word',
    message: 'In a question the verb follows the question word: "Wann kommst du nach Hause?"',
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) || !QUESTION_WORDS.has(ctx.word(i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const pronoun = ctx.tokens[i + 1]!;
      const verb = ctx.tokens[i + 2]!;
      if (!SUBJECT_PRONOUNS.has(pronoun.lower) || verb.text !== verb.lower || !isFiniteFor(pronoun.lower, verb.lower)) return undefined;
      // A direct question: the sentence ends with "?" and no comma splits it ("Wann du kommst, ist egal").
      const rest = ctx.text.slice(verb.end);
      const end = rest.search(/[.!?]/);
      if (end < 0 || rest[end] !== '?' || rest.slice(0, end).includes(',')) return undefined;
      return { from: i + 1, to: i + 2, replacements: [`${verb.text} ${pronoun.text}`] };
    },
  }),
  defineRule({
    id: 'de/verb-second-after-clause',
    name: 'Verb first after a fronted subordinate clause',
    message: 'A subordinate clause at the start takes the first place: the main clause goes on with its verb ("Wenn ich Zeit hätte, würde ich helfen").',
    at: (ctx, i) => {
      const comma = findFrontedClauseEnd(ctx, i);
      if (comma === undefined || !ctx.joined(comma + 1)) return undefined;
      const pronoun = ctx.tokens[comma + 1]!;
      const verb = ctx.tokens[comma + 2]!;
      if (!SUBJECT_PRONOUNS.has(pronoun.lower) || verb.text !== verb.lower || !(isFiniteFor(pronoun.lower, verb.lower) || SUBJUNCTIVE_FORMS.test(verb.lower))) return undefined;
      // "Wenn du willst, ich helfe gern" is rare; a clause after the verb ("…, ich weiß, dass") is left alone.
      if (/^(weiß|glaube|denke|meine|finde|hoffe)$/.test(verb.lower) && ctx.endsClause(comma + 2)) return undefined;
      return { from: comma + 1, to: comma + 2, replacements: [`${verb.text} ${pronoun.text}`] };
    },
  }),
  defineRule({
    id: 'de/verb-second-phrase',
    name: 'Verb in second place after a fronted phrase',
    message: 'When a phrase such as "am Wochenende" opens the sentence, the verb comes next, then the subject.',
    at: (ctx, i) => {
      const end = findFrontedPhraseEnd(ctx, i);
      if (end === undefined || !ctx.joinedRun(end, end + 2)) return undefined;
      const pronoun = ctx.tokens[end + 1]!;
      const verb = ctx.tokens[end + 2]!;
      if (!SUBJECT_PRONOUNS.has(pronoun.lower) || verb.text !== verb.lower || !isFiniteFor(pronoun.lower, verb.lower)) return undefined;
      return { from: end + 1, to: end + 2, replacements: [`${verb.text} ${pronoun.text}`] };
    },
  }),
  defineRule({
    id: 'de/verb-final-any',
    name: 'Verb at the end of a subordinate clause',
    message: 'After "weil", "dass", "ob" and similar words, the conjugated verb goes to the end of the clause.',
    confidence: 0.7,
    at: (ctx, i) => {
      if (!SUBORDINATORS.has(ctx.word(i)) && !opensIndirectQuestion(ctx, i)) return undefined;
      // The subject: a pronoun, a name ("dass Berlin ist…") or an article and its noun ("weil der Bus kommt…").
      const subjectEnd = readClauseSubjectEnd(ctx, i + 1);
      if (subjectEnd === undefined) return undefined;
      // "dass er morgen kommt nicht": an adverb may stand between subject and verb.
      let v = subjectEnd + 1;
      while (v < subjectEnd + 3 && /^(morgen|heute|gestern|auch|schon|immer|oft|gern|gerne|noch|jetzt|bald|wirklich|sehr)$/.test(ctx.word(v))) v++;
      const verb = ctx.tokens[v];
      const person = SUBJECT_PRONOUNS.has(ctx.word(i + 1)) ? ctx.word(i + 1) : 'er';
      if (!verb || verb.text !== verb.lower || !isFiniteFor(person, verb.lower)) return undefined;
      const end = findClauseEnd(ctx, i, 9);
      if (end === undefined || end <= v || !ctx.joinedRun(i, end)) return undefined;
      for (let k = v + 1; k <= end; k++) if (joinsClauses(ctx, k)) return undefined;
      // "dass seine Idee kopiert würde": a verb for the subject already closes the clause; the first one is a
      // participle. Not an infinitive ("bevor ich gehe schlafen" → "schlafen gehe").
      const last = ctx.word(end);
      // "weil die Halle wird renoviert": after a form of werden, a last word in -iert or ge-…-t is its participle,
      // though "renoviert" is also a present form.
      const passive = /^(wird|werden|wurde|wurden)$/.test(verb.lower) && /^(\p{Ll}+iert|ge\p{Ll}+t)$/u.test(last) && ctx.tokens[end]!.text === last;
      // "ob wir morgen kommen kann": a modal of any person closing the clause is its finite verb (de/final-modal-plural mends the person).
      const modalLast = /^(muss|musst|kann|kannst|soll|sollst|will|willst|darf|darfst|möchte|möchtest)$/.test(last) && ctx.tokens[end]!.text === last;
      if (isBeforeDoubleInfinitive(ctx, v, end)) return undefined;
      if (!isDoubleInfinitive(ctx, v, end) && (modalLast || (!passive && ((isFiniteFor(person, last) && ctx.tokens[end]!.text === last) || SUBJUNCTIVE_FORMS.test(last))))) return undefined;
      return { from: v, to: end, replacements: [moveVerbToEnd(ctx, v, end)] };
    },
  }),
  defineRule({
    id: 'de/verb-final-auxiliary',
    name: 'Auxiliary at the end of a subordinate clause',
    message: 'In a subordinate clause the conjugated auxiliary comes last, after the participle or infinitive: "weil der Zug zu spät angekommen ist".',
    confidence: 0.7,
    // "weil der Zug drei Stunden zu spät ist angekommen": the clause closes on a finite auxiliary or modal and its
    // participle (haben, sein) or infinitive (modals, werden), with no other verb after the subject; the two swap.
    at: (ctx, i) => {
      if (!SUBORDINATORS.has(ctx.word(i)) && !opensIndirectQuestion(ctx, i)) return undefined;
      const subjectEnd = readClauseSubjectEnd(ctx, i + 1);
      const end = subjectEnd === undefined ? undefined : findClauseEnd(ctx, i, 14);
      if (subjectEnd === undefined || end === undefined || end < subjectEnd + 3 || !ctx.joinedRun(i, end)) return undefined;
      const aux = ctx.tokens[end - 1]!;
      const last = ctx.tokens[end]!;
      if (aux.text !== aux.lower || last.text !== last.lower) return undefined;
      const person = SUBJECT_PRONOUNS.has(ctx.word(i + 1)) ? ctx.word(i + 1) : 'er';
      const perfect = /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|bin|bist|ist|sind|seid|war|warst|waren)$/.test(aux.lower) && isParticiple(last.lower);
      const infinitive = FINITE_MODAL.test(aux.lower) || /^(werde|wirst|wird|werden|werdet|würde|würdest|würden)$/.test(aux.lower);
      const withInfinitive = infinitive && /\p{Ll}n$/u.test(last.lower) && germanVerbs().forms(last.lower) !== undefined;
      if ((!perfect && !withInfinitive) || !isFiniteFor(person, aux.lower) && !SUBJUNCTIVE_FORMS.test(aux.lower)) return undefined;
      // Nothing between subject and auxiliary may be a verb of its own or join clauses; adverbs alone are left to de/verb-final-any.
      let content = false;
      for (let k = subjectEnd + 1; k < end - 1; k++) {
        const word = ctx.word(k);
        if (joinsClauses(ctx, k) || (ctx.tokens[k]!.text === word && !DETERMINER_LIKE.test(word) && germanVerbs().read(word).length > 0)) return undefined;
        if (!/^(morgen|heute|gestern|auch|schon|immer|oft|gern|gerne|noch|jetzt|bald|wirklich|sehr)$/.test(word)) content = true;
      }
      return content ? { from: end - 1, to: end, replacements: [`${last.text} ${aux.text}`] } : undefined;
    },
  }),
  defineRule({
    id: 'de/modal-after-infinitive',
    name: 'Modal after its infinitive at the end of a subordinate clause',
    message: 'At the end of a subordinate clause the modal verb comes last, after its infinitive: "dass man es nicht mit Milch nehmen soll".',
    confidence: 0.7,
    // "dass man das Medikament nicht mit Milch soll nehmen": a subordinator, its subject, and the clause closing on
    // a finite modal and then an infinitive; the two swap.
    at: (ctx, i) => {
      if (!SUBORDINATORS.has(ctx.word(i)) || !ctx.joined(i)) return undefined;
      const subjectEnd = readClauseSubjectEnd(ctx, i + 1);
      if (subjectEnd === undefined) return undefined;
      const end = findClauseEnd(ctx, i, 14);
      if (end === undefined || end < subjectEnd + 2 || !ctx.endsClause(end) || !ctx.joinedRun(i, end)) return undefined;
      for (let k = subjectEnd + 1; k <= end; k++) if (joinsClauses(ctx, k)) return undefined;
      const modal = ctx.tokens[end - 1]!;
      const infinitive = ctx.tokens[end]!;
      if (!FINITE_MODAL.test(modal.text) || infinitive.text !== infinitive.lower || !/(en|ern|eln)$/.test(infinitive.lower)) return undefined;
      const known = germanVerbs().forms(infinitive.lower) !== undefined || splitSeparable(infinitive.lower) !== undefined;
      return known ? { from: end - 1, to: end, replacements: [`${infinitive.text} ${modal.text}`] } : undefined;
    },
  }),
  defineRule({
    id: 'de/final-modal-plural',
    name: 'Plural modal at the end of a subordinate clause',
    message: 'The verb at the end of the clause agrees with its plural subject: "ob die Kinder etwas mitbringen müssen".',
    // "ob die Kinder ein Lunchpaket mitbringen muss": a subordinator, "wir" or an article and a noun that is only
    // plural, then a singular modal closing the clause right after its infinitive.
    at: (ctx, i) => {
      if (!SUBORDINATORS.has(ctx.word(i)) || !ctx.joined(i)) return undefined;
      const subjectEnd = readClauseSubjectEnd(ctx, i + 1);
      if (subjectEnd === undefined) return undefined;
      const head = readClauseSubjectHead(ctx, i + 1)!;
      const noun = head > i + 1 ? findGermanNoun(ctx.tokens[head]!.text) : undefined;
      const plural = ctx.word(i + 1) === 'wir' || (/^(die|meine|deine|seine|ihre|unsere|diese)$/.test(ctx.word(i + 1)) && noun !== undefined && isOnlyPlural(noun));
      if (!plural) return undefined;
      const end = findClauseEnd(ctx, i, 13);
      if (end === undefined || end < subjectEnd + 2 || !ctx.joinedRun(i, end)) return undefined;
      const fix = PLURAL_MODAL[ctx.word(end)];
      const before = ctx.tokens[end - 1]!;
      if (!fix || ctx.tokens[end]!.text !== ctx.word(end) || before.text !== before.lower || !/n$/.test(before.lower)) return undefined;
      // The infinitive before it: a verb the table knows, or a separable one ("mitbringen").
      const unprefixed = before.lower.replace(/^(über|unter|wider|hinter|be|ver|er|zer|ent|emp)(?=\p{Ll}{4})/u, '');
      const infinitive = germanVerbs().forms(before.lower) !== undefined || splitSeparable(before.lower) !== undefined || germanVerbs().forms(unprefixed) !== undefined;
      return infinitive ? { from: end, to: end, replacements: [fix] } : undefined;
    },
  }),
];
