import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { checkNounPhrase, DATIVE_PREPOSITIONS, isPluralMissingDativeN, type NounPhraseCheck, type NounPhraseProblem, readAdjective } from './noun-phrase';
import { findGenitiveOfSingular, findGermanNoun, findPluralOfSingular, findWeakNounOblique, isOnlySingular, mayBeFemininePlural } from './noun-lexicon';
import { EITHER_GENDER, NOUN_GENDERS } from './noun-genders';
import { AGREEMENT_RULES, germanVerbs } from './agreement-rules';
import { PREPOSITION_RULES } from './preposition-rules';

// Four rules read the same analysis: do it once per text.
const analysed = new WeakMap<RuleContext, (NounPhraseCheck | undefined)[]>();

function findNounPhrase(ctx: RuleContext, i: number): NounPhraseCheck | undefined {
  let checks = analysed.get(ctx);
  if (!checks) {
    checks = ctx.tokens.map((_, k) => checkNounPhrase(ctx, k));
    analysed.set(ctx, checks);
  }
  return checks[i];
}

const accusativeObject = (): IntlRule => AGREEMENT_RULES.find((rule) => rule.id === 'de/accusative-object')!;
const dativePluralNoun = (): IntlRule => NOUN_PHRASE_RULES.find((rule) => rule.id === 'de/dative-plural-noun')!;
const inPlaceWithArticle = (): IntlRule => PREPOSITION_RULES.find((rule) => rule.id === 'de/in-country-with-article')!;

/** Mended dative articles that writers contract ("beim Arzt", "im Bus"); "zu dem" is left as written (the learner set keeps "zu dem Arzt"). */
// "in den Kino" → "ins Kino": a mended neuter accusative after in/an takes the contraction a writer would use.
const CONTRACTIONS: Record<string, string> = { 'bei dem': 'beim', 'von dem': 'vom', 'in dem': 'im', 'an dem': 'am', 'in das': 'ins', 'an das': 'ans' };

const TIME_SINGULARS = /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Sommer|Winter|Herbst|Frühling|Monat|Jahr|Semester|Wochenende)$/;

const FEMALE_PERSONS = /^(Frau|Mutter|Schwester|Tochter|Tante|Oma|Person|Dame|Nichte|Cousine|Braut|Chefin)$/;

/** "und" (at i) after a dative preposition's noun phrase: "mit flexiblen Arbeitszeiten und …", with no verb or comma between. */
function followsDativeList(ctx: RuleContext, i: number): boolean {
  if (ctx.word(i) !== 'und' || !ctx.joined(i - 1)) return false;
  for (let p = i - 1; p >= Math.max(0, i - 5); p--) {
    if (!ctx.joined(p)) return false;
    if (DATIVE_PREPOSITIONS.has(ctx.word(p))) return p < i - 1;
    const token = ctx.tokens[p]!;
    const adjectiveLike = readAdjective(token.lower) !== undefined || (/^\p{Ll}+(e|en|er|es|em)$/u.test(token.text) && germanVerbs().read(token.lower).length === 0);
    if (!/^\p{Lu}/u.test(token.text) && !adjectiveLike) return false;
  }
  return false;
}

const ABSTRACT_SINGULARS = /^(Interesse|Freude|Vergnügen|Erfolg|Mühe|Geduld|Respekt|Hilfe|Begeisterung|Sorgfalt|Verspätung)$/;

/** Plural quantifiers and determiners in -e: before a dative plural they take -n ("allen", "vielen", "meinen"). */
const PLURAL_QUANTIFIERS = /^(alle|viele|beide|wenige|einige|mehrere|manche|diese|jene|meine|deine|seine|ihre|unsere|eure|keine)$/;

const EIN_WORDS = /^(ein|kein|mein|dein|sein|ihr|unser|euer)/;

function nounPhraseRule(id: string, name: string, message: string, problem: NounPhraseProblem, indefinite?: boolean): IntlRule {
  return defineRule({
    id,
    name,
    message,
    at: (ctx, i) => {
      let found = findNounPhrase(ctx, i);
      if (!found || found.problem !== problem) return undefined;
      if (/^(die|den)$/i.test(ctx.word(i)) && mayBeFemininePlural(found.noun)) return undefined;
      if (indefinite !== undefined && EIN_WORDS.test(ctx.word(i)) !== indefinite) return undefined;
      // "Mein Bruder hat ein kleine Hund": an object the accusative rule mends in full is left to it (not "ein kleiner").
      if ((problem === 'adjective' || problem === 'article') && accusativeObject().find(ctx).some((f) => f.from === i)) return undefined;
      // "mit den neuen Spieler": a plural phrase whose noun lacks its dative -n is de/dative-plural-noun's ("Spielern"), not "dem".
      if (problem === 'case' && dativePluralNoun().find(ctx).some((f) => f.from === i)) return undefined;
      // "nach die Alpen": the article is right once "nach" becomes "in" (de/in-country-with-article), so it is not made a dative.
      if (problem === 'case' && inPlaceWithArticle().find(ctx).some((f) => f.from === i - 1)) return undefined;
      // "bei der Zahnarzt" → "beim Zahnarzt": a mended dative article after bei, von, zu takes the usual contraction.
      // Only a mended one: "in dem kleine Haus" keeps the writer's "in dem" ("in dem kleinen Haus"; a relative
      // "in dem" or a stressed "dem" cannot contract, and the writer chose it).
      // "von mein Nachbar" → "meinem Nachbarn": a weak noun after the mended oblique masculine takes its -(e)n too
      // (de/weak-noun reads the written determiner only, so it cannot see the mended one).
      const words = found.fix.split(' ');
      const weak = problem === 'case' && OBLIQUE_MASCULINE.test(words[0]!.toLowerCase()) ? findWeakNounOblique(found.noun) : undefined;
      let nounAt = found.to;
      while (weak && nounAt < found.to + 4 && ctx.tokens[nounAt]?.text !== found.noun) nounAt++;
      if (weak && ctx.tokens[nounAt]?.text === found.noun && words.length === found.to - found.from + 1 && ctx.joinedRun(found.from, nounAt)) {
        const from = found.from;
        found = { ...found, to: nounAt, fix: ctx.rewrite(from, nounAt, (index) => (index === nounAt ? weak : words[index - from])) };
      }
      const article = found.fix.split(' ')[0]!.toLowerCase();
      const contracted = article !== ctx.word(i) ? CONTRACTIONS[`${ctx.word(i - 1)} ${article}`] : undefined;
      if (contracted && ctx.joined(i - 1) && !ctx.startsSentence(i) && found.from === i) {
        const rest = found.fix.split(' ').slice(1).join(' ');
        return { from: i - 1, to: found.to, replacements: [rest ? `${contracted} ${rest}` : contracted], message: message.replace('{noun}', found.noun) };
      }
      return { from: found.from, to: found.to, replacements: [found.fix], message: message.replace('{noun}', found.noun) };
    },
  });
}

/** Determiners of the accusative, dative or genitive singular masculine: a weak noun after them takes -(e)n. */
const OBLIQUE_MASCULINE = /^(den|dem|des|(?:ein|kein|mein|dein|sein|ihr|unser|eur)(?:en|em|es)|unseren|unserem|unseres|diesen|diesem|dieses|jeden|jedem|jedes|welchen|welchem)$/;

/** Determiners that are only genitive singular (masculine or neuter): "des", "eines", "meines". */
const GENITIVE_SINGULAR = /^(des|(?:ein|kein|mein|dein|sein|ihr|unser|eur)es|unseres)$/;

/** Dative determiners: plural ones as they are, singular ones with their plural ("meinem" → "meinen"). */
const DATIVE_PLURAL_DETERMINER = /^(den|(?:mein|dein|sein|ihr|unser|eur|dies|kein)en|unseren)$/;
const NOMINATIVE_PLURAL_DETERMINER = /^(die|(?:mein|dein|sein|ihr|unser|eur|dies|kein)e|unsere)$/;
const DATIVE_SINGULAR_DETERMINER = /^(dem|(?:mein|dein|sein|ihr|unser|eur|dies)em|unserem)$/;

export const NOUN_PHRASE_RULES: IntlRule[] = [
  defineRule({
    id: 'de/dative-plural-noun',
    name: 'Dative plural -n',
    message: 'After a dative preposition a plural noun takes -n: "mit meinen Freunden".',
    // "mit meinen Freunde", "mit meinem Freunde": a plural whose only singular reading is the old dative in -e.
    at: (ctx, i) => {
      if (!DATIVE_PREPOSITIONS.has(ctx.word(i))) return undefined;
      // "mit meine Freunde": a plural determiner of the nominative/accusative ("meine", "die") before such a plural
      // takes the dative too. Not after "seit", which is often "seid" ("Ihr seit meine Freunde"), nor "nach", whose
      // "nach die Berge" is "in die Berge" (de/in-country-with-article).
      const nominativePlural = !/^(seit|nach)$/.test(ctx.word(i)) && NOMINATIVE_PLURAL_DETERMINER.test(ctx.word(i + 1));
      const det = DATIVE_PLURAL_DETERMINER.test(ctx.word(i + 1)) || DATIVE_SINGULAR_DETERMINER.test(ctx.word(i + 1)) || nominativePlural ? i + 1 : undefined;
      let k = (det ?? i) + 1;
      while (readAdjective(ctx.word(k)) && ctx.tokens[k]!.text === ctx.word(k) && ctx.joined(k - 1)) k++;
      const word = ctx.tokens[k]?.text ?? '';
      const noun = findGermanNoun(word);
      const dative = findGermanNoun(`${word}n`);
      // "mit den neuen Spieler": "den" after a dative preposition is only plural, and "Spieler" is a plural too, so
      // the noun lacks its -n ("Spielern"); "dem", the other choice offered, would make a singular of it. Not after a
      // possessive: "bei meinen Onkel" mixes up -en and -em more often ("meinem Onkel").
      const pluralByDeterminer = det !== undefined && ctx.word(det) === 'den' && noun !== undefined && noun.slots.has(4);
      if (nominativePlural && (!noun || !isPluralMissingDativeN(noun))) return undefined;
      if (!noun || (!isPluralMissingDativeN(noun) && !pluralByDeterminer) || !dative?.slots.has(6) || dative.lemma !== noun.lemma || !ctx.joinedRun(i, k)) return undefined;
      const fix = ctx.rewrite(i + 1, k, (index) => {
        if (index === det) return nominativePlural ? ctx.tokens[index]!.text.replace(/^(d)ie$/i, '$1en').replace(/e$/, 'en') : ctx.tokens[index]!.text.replace(/em$/, 'en');
        if (index === k) return `${word}n`;
        const adjective = readAdjective(ctx.word(index));
        return adjective ? `${adjective.stem}en` : undefined;
      });
      // The singular the writer may have meant ("dem neuen Spieler") as the second choice.
      const singular = !isPluralMissingDativeN(noun) && noun.slots.has(2) ? ctx.rewrite(i + 1, k, (index) => (index === det ? 'dem' : undefined)) : undefined;
      return { from: i + 1, to: k, replacements: singular ? [fix, singular] : [fix] };
    },
  }),
  defineRule({
    id: 'de/genitive-s',
    name: 'Genitive -s',
    message: 'After "des" or "eines" a masculine or neuter noun takes -s or -es: "am Ende des Films".',
    // "des Film": the determiner is only genitive, the noun a nominative; adjectives in -en may stand between.
    at: (ctx, i) => {
      if (!GENITIVE_SINGULAR.test(ctx.word(i)) || ctx.tokens[i]!.text === 'Des') return undefined;
      let k = i + 1;
      while (/^\p{Ll}+en$/u.test(ctx.tokens[k]?.text ?? '') && readAdjective(ctx.word(k)) && ctx.joined(k - 1)) k++;
      const fix = ctx.joinedRun(i, k) ? findGenitiveOfSingular(ctx.tokens[k]?.text ?? '') : undefined;
      return fix ? { from: k, to: k, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/weak-noun',
    name: 'Weak noun ending',
    message: 'Some masculine nouns take -(e)n in every case but the nominative: "dem Praktikanten", "den Kollegen", "Herrn Weber".',
    // "dem Praktikant zeigen": after a masculine article of another case, with adjectives in -en between.
    at: (ctx, i) => {
      if (!OBLIQUE_MASCULINE.test(ctx.word(i))) return undefined;
      let k = i + 1;
      // "den neue Nachbar": an adjective with a wrong ending of its own is passed over too (the adjective rule mends it).
      while (/^\p{Ll}+(en|e|er|es|em)$/u.test(ctx.tokens[k]?.text ?? '') && readAdjective(ctx.word(k)) && ctx.joined(k - 1)) k++;
      const fix = ctx.joinedRun(i, k) ? findWeakNounOblique(ctx.tokens[k]?.text ?? '') : undefined;
      // "das" article before "Kind des Nachbar…" aside: "des" is also the genitive of a neuter, whose nouns are never weak.
      return fix ? { from: k, to: k, replacements: [fix] } : undefined;
    },
  }),
  nounPhraseRule('de/definite-article-gender', 'Article matches the noun', "The article does not match the gender of '{noun}'.", 'article', false),
  nounPhraseRule('de/indefinite-article-gender', 'Article matches the noun', "The article does not match the gender or case of '{noun}'.", 'article', true),
  nounPhraseRule('de/adjective-ending', 'Adjective ending', "The adjective ending does not match the article and '{noun}'.", 'adjective'),
  nounPhraseRule('de/preposition-case', 'Case after a preposition', "This preposition takes a different case: the article before '{noun}' must change.", 'case'),
  defineRule({
    id: 'de/dative-plural-determiner',
    name: 'Determiner before a dative plural',
    message: 'After a dative preposition a plural determiner ends in -en: "bei allen Helfern", "mit vielen Leuten".',
    // "bei alle Helfern": a dative preposition, alle/viele/beide… in -e, adjectives, then a noun form that is
    // only a dative plural (Helfern, Kindern), so the determiner and any adjective end in -en.
    at: (ctx, i) => {
      if (!DATIVE_PREPOSITIONS.has(ctx.word(i)) || !PLURAL_QUANTIFIERS.test(ctx.word(i + 1)) || ctx.tokens[i + 1]!.text !== ctx.word(i + 1)) return undefined;
      let k = i + 2;
      while (readAdjective(ctx.word(k)) && ctx.tokens[k]!.text === ctx.word(k) && ctx.joined(k - 1)) k++;
      const noun = findGermanNoun(ctx.tokens[k]?.text ?? '');
      if (!noun || [...noun.slots].some((slot) => slot !== 6) || !ctx.joinedRun(i, k)) return undefined;
      const fix = ctx.rewrite(i + 1, k - 1, (index) => {
        if (index === i + 1) return `${ctx.tokens[index]!.text}n`;
        const adjective = readAdjective(ctx.word(index));
        return adjective ? `${adjective.stem}en` : undefined;
      });
      return { from: i + 1, to: k - 1, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/dative-singular-adjective',
    name: 'Adjective before a dative singular with no article',
    message: 'With no article, an adjective before a dative singular takes the article\'s ending: "seit letztem Montag", "mit großem Interesse", "mit großer Freude".',
    // "seit letzten Montag": a dative preposition, one adjective in -en, and a noun form that is only singular
    // and may be a dative: masculine and neuter take -em, feminine -er.
    at: (ctx, i) => {
      // "mit flexiblen Arbeitszeiten und gute Bezahlung": a later noun joined by "und" to the preposition's first one.
      if ((!DATIVE_PREPOSITIONS.has(ctx.word(i)) && !followsDativeList(ctx, i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const adjective = ctx.tokens[i + 1]!.text === ctx.word(i + 1) ? readAdjective(ctx.word(i + 1)) : undefined;
      const word = ctx.tokens[i + 2]!.text;
      const noun = findGermanNoun(word);
      const gender = NOUN_GENDERS.get(word) ?? noun?.gender;
      // "letzten Sommer" (Sommer is also a plural): a time noun after letzt-, nächst-, vorig- is the singular.
      const timeSingular = /^(letzt|nächst|vorig)$/.test(adjective?.stem ?? '') && TIME_SINGULARS.test(word) && !noun?.slots.has(6);
      // A feminine thing ("mit gute Bezahlung"): its singular is plain, so -e and -en are both slips for -er;
      // not a person ("mit alte Freundin" lacks its article more likely).
      const feminineThing = gender === 'f' && !/in$/.test(word) && !FEMALE_PERSONS.test(word) && (adjective?.ending === 'e' || adjective?.ending === 'en');
      // A weak noun ("mit netten Kollege") lacks its own ending too: left to the other rules.
      if (!adjective || (adjective.ending !== 'en' && !feminineThing) || !noun || !gender || EITHER_GENDER.has(noun.lemma) || (!isOnlySingular(noun) && !timeSingular) || findWeakNounOblique(word)) return undefined;
      // "mit alten Freund" may mean "mit alten Freunden" or "mit einem alten Freund": only a time noun, a mass
      // noun with no plural (Wasser, Geld) or an abstract one (Interesse, Freude) is sure to be this singular.
      if (!timeSingular && !feminineThing && findPluralOfSingular(word) !== undefined && !ABSTRACT_SINGULARS.test(word)) return undefined;
      // Followed by a genitive or a name ("mit großen Teilen der Stadt") the noun may be read otherwise: only before the clause goes on plainly.
      if (/^(der|des)$/.test(ctx.word(i + 3))) return undefined;
      return { from: i + 1, to: i + 1, replacements: [`${adjective.stem}${gender === 'f' ? 'er' : 'em'}`] };
    },
  }),
  defineRule({
    id: 'de/plural-subject-adjective',
    name: 'Adjective in a plural subject',
    message: 'After "die", "meine", "keine"… in the plural the adjective ends in -en: "die neuen Kollegen sprechen".',
    // "Die neue Kollegen aus Polen sprechen": the sentence opens with die/meine… + adjective in -e + a
    // masculine or neuter noun form that may be plural, and the clause's verb is plural: the plural is meant.
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) || !/^(die|meine|deine|seine|ihre|unsere|eure|keine|diese|alle)$/.test(ctx.word(i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const adjective = ctx.tokens[i + 1]!.text === ctx.word(i + 1) ? readAdjective(ctx.word(i + 1)) : undefined;
      const word = ctx.tokens[i + 2]!.text;
      const noun = findGermanNoun(word);
      const gender = NOUN_GENDERS.get(word) ?? noun?.gender;
      if (!adjective || adjective.ending !== 'e' || !noun || !gender || gender === 'f' || ![...noun.slots].some((slot) => slot >= 4)) return undefined;
      // The clause's finite verb: the first lower-case word after the noun (a phrase such as "aus Polen" may stand between).
      for (let k = i + 3; k < ctx.tokens.length && k <= i + 7 && ctx.joined(k - 1); k++) {
        const token = ctx.tokens[k]!;
        if (token.text !== token.lower || DATIVE_PREPOSITIONS.has(token.lower) || /^(in|an|auf|für|aus|unter|über|vor|hinter|neben|zwischen|durch|ohne|gegen|um|der|dem|den|des|die|das|einer|einem|meiner|meinem)$/.test(token.lower)) continue;
        const readings = germanVerbs().read(token.lower);
        if (readings.length === 0 || readings.some((r) => r.person !== 3 && r.person !== 5)) return undefined;
        return { from: i + 1, to: i + 1, replacements: [`${adjective.stem}en`] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'de/dative-plural-adjective',
    name: 'Adjective before a dative plural',
    message: 'With no article, an adjective before a dative plural ends in -en: "mit freundlichen Grüßen".',
    // "mit freundlichem Grüßen": a dative preposition, an adjective, and a noun form that is only a dative
    // plural (Grüßen, Kindern), so the adjective's strong ending is -en whatever it was.
    at: (ctx, i) => {
      if (!DATIVE_PREPOSITIONS.has(ctx.word(i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const adjective = ctx.tokens[i + 1]!.text === ctx.word(i + 1) ? readAdjective(ctx.word(i + 1)) : undefined;
      const noun = findGermanNoun(ctx.tokens[i + 2]!.text);
      if (!adjective || adjective.ending === 'en' || !noun || noun.slots.size === 0 || [...noun.slots].some((slot) => slot !== 6)) return undefined;
      return { from: i + 1, to: i + 1, replacements: [`${adjective.stem}en`] };
    },
  }),
];
