import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun, isPluralNoun } from './lexicon';
import { readSubjectPhrase } from './subject-phrase';

const PERSONS: Record<string, Person> = { je: 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 };
const PARTICIPLE_SLOT = 30;
const VOWEL_START = /^[aeiouyâàéèêëîïôûœh]/;
const NUMBER = /^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)(-\p{L}+)*$/u;
/** Nouns that go with avoir, not être: "j'ai faim", "elle a peur", "il a raison". */
const AVOIR_NOUNS = /^(faim|soif|peur|sommeil|raison|tort|besoin|envie|honte)$/;

/** A subject at word i (pronoun or noun phrase) with its person and last word. */
function readAnySubject(ctx: RuleContext, i: number): { end: number; person: Person } | undefined {
  const person = PERSONS[ctx.word(i)];
  if (person !== undefined) return { end: i, person };
  const phrase = readSubjectPhrase(ctx, i);
  return phrase && { end: phrase.end, person: phrase.person };
}

/** The tense block and person of a form of être (present 0, imperfect 1), or undefined. */
function readEtreForm(word: string): { tense: number; person: Person } | undefined {
  const reading = frenchVerbs()
    .read(word)
    .find((r) => r.lemma === 'être' && r.tense <= 1);
  return reading && { tense: reading.tense, person: reading.person };
}

export const CONSTRUCTION_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/avoir-age',
    name: 'avoir for age, hunger, fear',
    message: 'Age and states such as hunger or fear take "avoir": "j\'ai vingt ans", "elle a peur".',
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) && !/[,;]/.test(ctx.gapBefore(i)) && !/^(et|mais|que|qu['’].*|quand|si|car)$/.test(ctx.word(i - 1))) return undefined;
      const subject = readAnySubject(ctx, i);
      const aux = subject ? subject.end + 1 : -1;
      const etre = readEtreForm(ctx.word(aux));
      if (!subject || !etre || !ctx.joinedRun(subject.end, aux + 1)) return undefined;
      const next = ctx.word(aux + 1);
      const age = NUMBER.test(next) && /^ans?$/.test(ctx.word(aux + 2)) && ctx.joined(aux + 1);
      if (!age && !AVOIR_NOUNS.test(next)) return undefined;
      const avoir = frenchVerbs().conjugate('avoir', etre.tense, etre.person);
      if (!avoir) return undefined;
      // "Je suis vingt ans" → "J'ai vingt ans": the subject elides before the vowel of avoir.
      if (ctx.word(subject.end) === 'je') return { from: subject.end, to: aux, replacements: [`j'${avoir}`] };
      return { from: aux, to: aux, replacements: [avoir] };
    },
  }),
  defineRule({
    id: 'fr/no-pour-after-verb',
    name: 'attendre, chercher without pour',
    message: '"attendre" and "chercher" take their object directly: "j\'attends le bus", "je cherche un appartement".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'pour' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const lemmas = frenchVerbs()
        .slots(ctx.word(i - 1).replace(/^[jn]['’]/, ''))
        .map((s) => s.lemma);
      // Only before le, la, les, un, une: "je cherche pour mon fils" (on his behalf) is right.
      return lemmas.some((l) => l === 'attendre' || l === 'chercher') && /^(le|la|les|un|une|l['’].*)$/.test(ctx.word(i + 1)) ? { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/a-after-verb-object',
    name: 'téléphoner à, répondre à',
    message: '"téléphoner" and "répondre" take "à" before the person or thing: "je téléphone à mon frère".',
    at: (ctx, i) => {
      const lemmas = frenchVerbs()
        .slots(ctx.word(i).replace(/^[jn]['’]/, ''))
        .map((s) => s.lemma);
      if (!lemmas.some((l) => l === 'téléphoner' || l === 'répondre') || !ctx.joined(i)) return undefined;
      const det = ctx.word(i + 1);
      const fix = ({ le: 'au', les: 'aux', la: 'à la', un: 'à un', une: 'à une', mon: 'à mon', ma: 'à ma', mes: 'à mes', ton: 'à ton', ta: 'à ta', tes: 'à tes', son: 'à son', sa: 'à sa', ses: 'à ses', notre: 'à notre', votre: 'à votre', nos: 'à nos', vos: 'à vos', leur: 'à leur', leurs: 'à leurs' } as Record<string, string>)[det];
      // The noun must follow: "répondre la vérité" is rare, "je te réponds le plus vite possible" is no object.
      if (!fix || !ctx.joined(i + 1) || !(findNoun(ctx.word(i + 2)) || /^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? ''))) return undefined;
      return { from: i + 1, to: i + 1, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'fr/chaque-singular',
    name: 'chaque + singular, quelques + plural',
    message: '"chaque" takes a singular noun ("chaque jour"); "quelques" goes with a plural ("quelques amis").',
    at: (ctx, i) => {
      if (!ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      if (ctx.word(i) === 'chaque') {
        const noun = findNoun(next);
        return noun?.plural && !noun.invariant ? { from: i + 1, to: i + 1, replacements: [noun.singular] } : undefined;
      }
      return ctx.word(i) === 'quelque' && isPluralNoun(next) ? { from: i, to: i, replacements: ['quelques'] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'fr/toute-la',
    name: 'toute before a feminine determiner',
    message: 'Before "la", "ma", "cette", "une", "tout" agrees: "toute la journée".',
    phrases: { 'tout la': 'toute la', 'tout ma': 'toute ma', 'tout ta': 'toute ta', 'tout sa': 'toute sa', 'tout cette': 'toute cette', 'tout une': 'toute une' },
    // "Il a tout une nuit pour…" is rare; "tout à fait" is another word.
    unless: (ctx, _from, to) => findNoun(ctx.word(to + 1))?.gender !== 'f' && !ADJECTIVES.has(ctx.word(to + 1)),
  }),
  defineRule({
    id: 'fr/comparison-que',
    name: 'plus … que',
    message: 'A comparison is completed by "que": "plus grande que moi".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'de' || !/^(plus|moins|aussi)$/.test(ctx.word(i - 2)) || !ADJECTIVES.has(ctx.word(i - 1)) || !ctx.joinedRun(i - 3, i + 1)) return undefined;
      // Only after être ("elle est plus grande de moi"): "le plus grand de ma famille" is a superlative,
      // "l'intégration plus étroite de React" a noun's complement.
      if (!readEtreForm(ctx.word(i - 3)) && !/^(sera|seront|serait|seraient)$/.test(ctx.word(i - 3))) return undefined;
      const next = ctx.word(i + 1);
      if (!/^(moi|toi|lui|elle|nous|vous|eux|elles|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs)$/.test(next)) return undefined;
      return { from: i, to: i, replacements: [VOWEL_START.test(next) ? 'qu' : 'que'] };
    },
  }),
  defineRule({
    id: 'fr/en-year',
    name: 'en before a year',
    message: 'A year takes "en": "je suis né en 1998".',
    at: (ctx, i) => (ctx.word(i) === 'à' && /^(1[0-9]|20)\d\d$/.test(ctx.word(i + 1)) && ctx.joined(i) && ctx.word(i + 2) !== 'heures' ? { from: i, to: i, replacements: ['en'] } : undefined),
  }),
  definePhraseRule({
    id: 'fr/tres-beaucoup',
    name: 'beaucoup without très',
    message: '"beaucoup" takes no "très": "j\'aime beaucoup".',
    phrases: { 'très beaucoup': 'beaucoup' },
  }),
  defineRule({
    id: 'fr/double-negation',
    name: 'pas with jamais, rien, personne',
    message: '"jamais", "rien", "personne", "aucun" replace "pas": "je ne vais jamais", "il ne dit rien".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'pas' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      if (/^(jamais|rien|personne|aucun|aucune)$/.test(next)) return { from: i, to: i + 1, replacements: [ctx.tokens[i + 1]!.text] };
      // "n'ont pas compris rien" → "n'ont rien compris"; "n'ai pas vu personne" → "n'ai vu personne".
      const participle = frenchVerbs().slots(next).some((s) => s.slot >= PARTICIPLE_SLOT);
      if (!participle || !ctx.joined(i + 1)) return undefined;
      if (ctx.word(i + 2) === 'rien') return { from: i, to: i + 2, replacements: [`rien ${ctx.tokens[i + 1]!.text}`] };
      if (ctx.word(i + 2) === 'personne') return { from: i, to: i + 1, replacements: [ctx.tokens[i + 1]!.text] };
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/cest-masculine',
    name: "c'est + masculine adjective",
    message: 'After "c\'est" the adjective stays masculine singular: "c\'est beau", "c\'est vrai".',
    at: (ctx, i) => {
      if (!/^c['’]est$/.test(ctx.word(i))) return undefined;
      let k = i + 1;
      while (/^(très|trop|vraiment|tellement|assez|si|pas|plus|aussi|bien|vraiment)$/.test(ctx.word(k)) && ctx.joined(k - 1)) k++;
      const word = ctx.word(k);
      const forms = ADJECTIVES.get(word);
      // Only a feminine form standing alone ("c'est belle", not "c'est belle journée").
      if (!forms || forms.m === forms.f || word !== forms.f || !ctx.joinedRun(i, k) || (ctx.joined(k) && findNoun(ctx.word(k + 1)))) return undefined;
      return { from: k, to: k, replacements: [forms.m] };
    },
  }),
  defineRule({
    id: 'fr/ne-pas-order',
    name: 'ne + verb + pas',
    message: 'A conjugated verb goes between "ne" and "pas": "ils n\'aiment pas".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ne' || ctx.word(i + 1) !== 'pas' || !ctx.joinedRun(i, i + 2)) return undefined;
      const verb = ctx.tokens[i + 2]!;
      // "ne pas fumer" (an infinitive) is right; only a finite verb moves.
      if (frenchVerbs().read(verb.lower).length === 0 || frenchVerbs().forms(verb.lower) || PERSONS[ctx.word(i - 1)] === undefined) return undefined;
      const ne = VOWEL_START.test(verb.lower) ? `n'${verb.text}` : `ne ${verb.text}`;
      return { from: i, to: i + 2, replacements: [`${ne} pas`] };
    },
  }),
  defineRule({
    id: 'fr/a-time',
    name: 'à before a time',
    message: 'A time of day takes "à": "à midi", "à 8 heures".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      // After a verb other than a subject ("part a midi", "se voit a 8 heures"); "il a 8 heures de cours" is avoir.
      const before = ctx.word(i - 1);
      if (PERSONS[before] !== undefined || before === 'qui' || before === 'y') return undefined;
      // "à 19h45", "à midi" read alone; "a 8 heures" only after a verb ("il a 8 heures de cours" is avoir).
      const clock = /^(midi|minuit)$/.test(ctx.word(i + 1)) || /^\d{1,2}h\d{2}$/.test(ctx.word(i + 1));
      const hours = /^\d{1,2}$/.test(ctx.word(i + 1)) && /^(h|heures?)$/.test(ctx.word(i + 2)) && frenchVerbs().read(before).length > 0 && !findNoun(before);
      const afterVerbOrPronoun = frenchVerbs().read(before).length > 0 || /^(moi|toi|lui|elle|nous|vous|eux|elles)$/.test(before) || findNoun(before) !== undefined;
      return (clock && afterVerbOrPronoun) || hours ? { from: i, to: i, replacements: ['à'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-after-etre-form',
    name: 'Past participle after être',
    message: 'After "être" in a compound tense the verb is a past participle: "il est sorti".',
    at: (ctx, i) => {
      if (PERSONS[ctx.word(i)] === undefined || !ctx.joinedRun(i, i + 2)) return undefined;
      const aux = ctx.word(i + 1).replace(/^[smtn]['’]/, '');
      if (!readEtreForm(aux)) return undefined;
      const word = ctx.word(i + 2);
      // "il est sortit", "elle s'est endormit": a past historic written for the participle in -i.
      if (!/it$/.test(word) || frenchVerbs().slots(word).length > 0 || ADJECTIVES.has(word) || findNoun(word)) return undefined;
      const guess = word.slice(0, -1);
      return frenchVerbs().slots(guess).some((s) => s.slot === PARTICIPLE_SLOT) ? { from: i + 2, to: i + 2, replacements: [guess] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/connaitre-person',
    name: 'connaître a person',
    message: 'A person or a place is known with "connaître": "je connais Marie".',
    at: (ctx, i) => {
      const reading = frenchVerbs()
        .read(ctx.word(i))
        .find((r) => r.lemma === 'savoir' && r.tense <= 1);
      const next = ctx.tokens[i + 1];
      if (!reading || !next || !ctx.joined(i) || !/^\p{Lu}\p{Ll}+$/u.test(next.text)) return undefined;
      const form = frenchVerbs().conjugate('connaître', reading.tense, reading.person);
      return form ? { from: i, to: i, replacements: [form] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/apres-avoir',
    name: 'après avoir + participle',
    message: 'After "après", a verb takes the past infinitive: "après avoir mangé", "après être parti".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'après' || !ctx.joined(i)) return undefined;
      const verb = ctx.word(i + 1);
      const forms = frenchVerbs().forms(verb);
      // An infinitive that is no noun ("après le dîner" has its article; "après dîner" is an old set phrase and left alone).
      if (!forms || !/(er|ir|re)$/.test(verb) || findNoun(verb) || verb === 'avoir' || verb === 'être') return undefined;
      const participle = forms[PARTICIPLE_SLOT];
      if (!participle) return undefined;
      const etre = /^(aller|venir|arriver|partir|rester|sortir|entrer|rentrer|tomber|naître|mourir|devenir|revenir|retourner|monter|descendre)$/.test(verb);
      return { from: i + 1, to: i + 1, replacements: [`${etre ? 'être' : 'avoir'} ${participle}`] };
    },
  }),
  definePhraseRule({ id: 'fr/en-vacances', name: 'en vacances', message: '"vacances" (holidays) is always plural: "en vacances".', phrases: { 'en vacance': 'en vacances' } }),
];
