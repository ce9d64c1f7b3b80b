import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { findGermanNoun } from './noun-lexicon';
import { NOUN_GENDERS } from './noun-genders';

/** wie or als, wenn or als, das or dass: conjunctions learners swap. */

const EQUALITY = /^(so|genauso|ebenso|gleich|nicht\s+so)$/;
/** A one-off past moment: with it, "wenn" (whenever) should be "als" (when, once). */
const ONE_TIME_PAST = /^(gestern|vorgestern|damals|neulich|letzte|letzten|letztes|letzter)$/;
/** Stages of life, as noun or adjective: "als ich ein Kind / klein / Student war". */
const LIFE_STAGES = /^(kind|kinder|baby|teenager|jugendlicher|jugendliche|student|studentin|studenten|schüler|schülerin|schüler|klein|jung|jünger|kleiner)$/;
const PAST_FINITE = /^(war|warst|waren|wart|hatte|hattest|hatten|kam|kamst|kamen|ging|gingen|sah|sahen|fuhr|fuhren|wurde|wurden)$|te$|ten$/;
const SUBJECT_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/;
/** "wissen", whose object may be an indirect question ("weißt du, wann…"); "fragen" is left out ("Fragen Sie mich, wenn…" is a condition). */
const KNOWING_VERBS = /^(weiß|weißt|wissen|wisst|wusste|wusstest|wussten)$/;
const KNOWING_FILLERS = /^(ich|du|er|sie|wir|ihr|man|nicht|auch|schon|noch|genau|eigentlich|denn|vielleicht|zufällig)$/;
// Transitive verbs whose object is missing from a clause after "…, dass": then "das" (which) is meant.
const OBJECT_VERBS = /^(gelesen|lese|liest|gekauft|kaufe|gesehen|sehe|geschrieben|schreibe|gegessen|esse|getrunken|gemacht|bestellt|gefunden|verloren|bekommen|geschenkt|gebaut|empfohlen|benutzt|gewählt|gekocht|gebacken|gemietet|verkauft|repariert|vergessen|gehört|gesucht|geliehen|gebracht|mitgebracht)$/;
const ANTECEDENT_ARTICLES = /^(das|ein|kein|mein|dein|sein|ihr|unser|euer|dieses|jedes)$/;

/** The clause from i on: its last word's index (before punctuation), within limit words. */
function clauseEnd(ctx: RuleContext, i: number, limit: number): number | undefined {
  for (let k = i; k < ctx.tokens.length && k - i <= limit; k++) {
    if (ctx.endsClause(k)) return k;
    if (!ctx.joined(k)) return undefined;
  }
  return undefined;
}

export const CONJUNCTION_RULES: IntlRule[] = [
  defineRule({
    id: 'de/wie-after-so',
    name: 'so … wie',
    message: 'An equal comparison takes "wie": "genauso teuer wie München"; "als" follows a comparative.',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'als' || !ctx.joinedRun(i - 2, i) || !EQUALITY.test(ctx.word(i - 2))) return undefined;
      const adjective = ctx.tokens[i - 1]!;
      // "so bald als möglich" is an accepted fixed phrase; an adjective in -er here may be a comparative.
      if (adjective.text !== adjective.lower || ctx.word(i + 1) === 'möglich' || /er$/.test(adjective.lower) && !/^(teuer|sauer|lecker|sicher|clever|bitter|munter|heiter|dunkel)$/.test(adjective.lower)) return undefined;
      return { from: i, to: i, replacements: ['wie'] };
    },
  }),
  defineRule({
    id: 'de/als-past',
    name: 'als for one time in the past',
    message: 'For one occasion in the past German uses "als"; "wenn" is for the present, the future or "whenever".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'wenn' || !(ctx.startsSentence(i) || /,/.test(ctx.gapBefore(i)))) return undefined;
      const end = clauseEnd(ctx, i, 10);
      if (end === undefined || !SUBJECT_PRONOUNS.test(ctx.word(i + 1)) && !/^(der|die|das|mein|meine)$/.test(ctx.word(i + 1))) return undefined;
      // The clause's verb in the past (the indicative: "wäre", "hätte" are conditions).
      const verb = ctx.word(end);
      let once = false;
      for (let k = i + 1; k < end; k++) if (ONE_TIME_PAST.test(ctx.word(k))) once = true;
      // "Wenn ich ein Kind war": a stage of life is lived once, so its past is one time too.
      const lifeStage = /^(war|warst|waren|wart)$/.test(verb) && LIFE_STAGES.test(ctx.word(end - 1));
      if (lifeStage) once = true;
      if (!once || !PAST_FINITE.test(verb) || /^(hätte|wäre|würde)/.test(verb)) return undefined;
      return { from: i, to: i, replacements: ['als'] };
    },
  }),
  defineRule({
    id: 'de/wann-question',
    name: 'wann in an indirect question',
    message: 'Asking whether someone knows a time takes "wann": "Weißt du, wann der Kurs beginnt?"; "wenn" means if or whenever.',
    // "Weißt du, wenn der Kurs beginnt?": the clause is what is asked about (nothing follows it), so "wann".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'wenn' || !/^,\s*$/.test(ctx.gapBefore(i))) return undefined;
      // The verb of knowing with nothing after it but its subject and particles: with an object of its
      // own ("Er weiß es, wenn er es sieht") the "wenn" clause is a condition.
      let knowing = false;
      for (let k = i - 1; k >= Math.max(0, i - 4) && !knowing; k--) {
        if (KNOWING_VERBS.test(ctx.word(k))) knowing = ctx.joinedRun(k, i - 1);
        else if (!KNOWING_FILLERS.test(ctx.word(k))) break;
      }
      const end = clauseEnd(ctx, i, 10);
      // The clause closes the sentence: a main clause after it ("Ich weiß, wenn ich gehe, bin ich traurig") would make "wenn" right.
      // Only in a question ("Weißt du, wenn…?"): "Ich weiß, wenn er lügt" may mean "whenever he lies".
      if (!knowing || end === undefined || !/^\s*\?/.test(ctx.gapAfter(end))) return undefined;
      return { from: i, to: i, replacements: ['wann'] };
    },
  }),
  defineRule({
    id: 'de/das-relative',
    name: 'das (relative pronoun), not dass',
    message: 'After a neuter noun, "das" (which) opens the relative clause; "dass" is the conjunction.',
    // "Das Buch, dass ich gelesen habe": the clause has a subject and a transitive verb but no object, so "das" is its object.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'dass' || !/^,\s*$/.test(ctx.gapBefore(i)) || !SUBJECT_PRONOUNS.test(ctx.word(i + 1))) return undefined;
      // A lexicon noun in a singular form, else a singular of the frequent-noun list ("Fahrrad").
      const word = ctx.tokens[i - 1]?.text ?? '';
      const noun = findGermanNoun(word);
      const neuterSingular = noun ? noun.gender === 'n' && [...noun.slots].some((s) => s < 2) : NOUN_GENDERS.get(word) === 'n';
      if (!neuterSingular) return undefined;
      let det = i - 2;
      while (det > 0 && /^\p{Ll}+(e|en|es)$/u.test(ctx.tokens[det]!.text) && !ANTECEDENT_ARTICLES.test(ctx.word(det))) det--;
      if (!ANTECEDENT_ARTICLES.test(ctx.word(det)) || !ctx.joinedRun(det, i - 1)) return undefined;
      const end = clauseEnd(ctx, i, 8);
      if (end === undefined) return undefined;
      let transitive = false;
      for (let k = i + 2; k <= end; k++) {
        const token = ctx.tokens[k]!;
        // Any noun or article in the clause may be the object: then "dass" may be right.
        if (token.text !== token.lower || /^(der|die|das|den|dem|ein|eine|einen|es|ihn|sie|mich|dich|uns|euch|was|etwas|nichts)$/.test(token.lower)) return undefined;
        if (OBJECT_VERBS.test(token.lower)) transitive = true;
      }
      return transitive ? { from: i, to: i, replacements: ['das'] } : undefined;
    },
  }),
];
