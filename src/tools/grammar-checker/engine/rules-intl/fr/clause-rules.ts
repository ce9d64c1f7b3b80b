import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun, type Gender, isPluralNoun } from './lexicon';
import { tenseAfterSi } from './si-conditional';
import { readSubjectPhrase } from './subject-phrase';

/** Blocks of the verb table (tables/fr-verbs.txt). */
const PRESENT = 0;
const IMPERFECT = 1;
const FUTURE = 2;
const CONDITIONAL = 3;
const PARTICIPLE_SLOT = 30;

const PERSONS: Record<string, Person> = { je: 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 };
const AVOIR_FORMS = /^(ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)$/;
const VOWEL_START = /^[aeiouyâàéèêëîïôûœh]/;

/** A subject pronoun and its verb at word i: "tu viens" (two words) or "j'arrive" (one, elided). */
function readPronounVerb(ctx: RuleContext, i: number): { person: Person; verbAt: number; verb: string; from: number } | undefined {
  const elided = /^j['’](.+)$/.exec(ctx.word(i));
  if (elided) return { person: 0, verbAt: i, verb: elided[1] ?? '', from: i };
  const person = PERSONS[ctx.word(i)];
  if (person === undefined || !ctx.joined(i)) return undefined;
  // "tu m'appelleras", "il ne le sait": object pronouns and "ne" before the verb are skipped.
  let v = i + 1;
  while (/^(ne|me|te|se|le|la|les|lui|leur|y|en|nous|vous)$/.test(ctx.word(v)) && ctx.joined(v) && v < i + 4) v++;
  const verb = ctx.word(v).replace(/^[mtsln]['’]/, '');
  return { person, verbAt: v, verb, from: i };
}

/** The one lemma a form has in a tense and person, or undefined when it has none or several. */
function lemmaIn(form: string, tense: number, person: Person): string | undefined {
  // The table gives "je puis"; "je peux" is the form everyone writes.
  if (form === 'peux' && tense === PRESENT && person === 0) return 'pouvoir';
  const lemmas = new Set(
    frenchVerbs()
      .read(form)
      .filter((r) => r.tense === tense && r.person === person)
      .map((r) => r.lemma),
  );
  return lemmas.size === 1 ? [...lemmas][0] : undefined;
}

/** "je" + a form, elided before a vowel: the replacement for a subject and its verb together. */
function withSubject(pronoun: string, verb: string): string {
  return pronoun === 'je' && VOWEL_START.test(verb) ? `j'${verb}` : `${pronoun} ${verb}`;
}

/** Rewrites the verb of a pronoun-verb pair into another tense, keeping the person. */
function retense(ctx: RuleContext, pv: { person: Person; verbAt: number; verb: string; from: number }, from: number, to: number) {
  const lemma = lemmaIn(pv.verb, from, pv.person);
  const form = lemma && frenchVerbs().conjugate(lemma, to, pv.person);
  if (!form || form === pv.verb) return undefined;
  if (pv.from === pv.verbAt) return { from: pv.from, to: pv.verbAt, replacements: [withSubject('je', form)] };
  if (pv.verbAt === pv.from + 1) return { from: pv.from, to: pv.verbAt, replacements: [withSubject(ctx.word(pv.from), form)] };
  // Pronouns between subject and verb stay: only the verb changes, with its elided pronoun ("m'appelleras").
  const prefix = /^[mtsln]['’]/.exec(ctx.word(pv.verbAt))?.[0] ?? '';
  return { from: pv.verbAt, to: pv.verbAt, replacements: [prefix + form] };
}

/**
 * The participle a learner meant by a form that is not one: a finite form (ils ont finit → fini, il a
 * prend → pris) or an invented one built on the infinitive's stem (prendu → pris, mettu → mis).
 */
function participleFor(word: string): string | undefined {
  const verbs = frenchVerbs();
  const slots = verbs.slots(word);
  if (slots.some((s) => s.slot >= PARTICIPLE_SLOT)) return undefined;
  const lemmas = new Set(slots.filter((s) => s.slot < PARTICIPLE_SLOT).map((s) => s.lemma));
  if (lemmas.size === 0) {
    // "mit", "prit": a past historic in -it for the participle in -is; "prendu": stem + u for the infinitive in -re.
    for (const guess of [word.replace(/it$/, 'is'), word.replace(/it$/, 'i'), word.replace(/ut$/, 'u')]) if (guess !== word && verbs.slots(guess).some((s) => s.slot === PARTICIPLE_SLOT)) return guess;
    const stem = word.replace(/[uié]$/, '');
    for (const [end, infinitive] of [['u', 're'], ['u', 'ir'], ['i', 'ir'], ['é', 'er']] as const) if (word.endsWith(end) && verbs.forms(stem + infinitive)) lemmas.add(stem + infinitive);
    // "buvé": the stem of "nous buvons" names the verb (boire) when no infinitive does.
    if (lemmas.size === 0 && stem !== word) for (const r of verbs.read(`${stem}ons`)) if (r.tense === PRESENT && r.person === 3) lemmas.add(r.lemma);
  }
  if (lemmas.size !== 1) return undefined;
  const form = verbs.forms([...lemmas][0]!)?.[PARTICIPLE_SLOT];
  return form && form !== word ? form : undefined;
}

const DETERMINERS = /^(le|la|les|un|une|des|mon|ma|mes|ton|ta|tes|son|sa|ses|ce|cet|cette|ces|notre|nos|votre|vos|leur|leurs)$/;

/**
 * Word i follows a noun, so a "qui" or "que" there is a relative pronoun: a noun the lexicon knows,
 * or any word after a determiner (livre, élève: nouns of both genders are not in the lexicon).
 */
/** Languages and ways of speaking: "la langue que tout le monde parle" is an object of "parler" and keeps "que". */
const SPOKEN_THINGS = /^(langue|langues|langage|dialecte|dialectes|patois|argot|jargon|anglais|français|allemand|espagnol|italien|portugais|chinois|japonais|arabe|russe|néerlandais|grec|latin|créole|breton|basque|catalan|polonais|turc|coréen|hindi|hébreu|suédois|wolof|berbère|mandarin|cantonais|occitan|alsacien|corse|roumain|vietnamien|persan|ourdou|swahili|tamoul)$/;
/** Nouns whose "que" opens their content or a time: "la preuve que …", "une heure que …". */
const CONTENT_NOUNS = /^(preuve|idée|impression|sentiment|signe|raison|chance|espoir|nouvelle|certitude|doute|fait|peur|crainte|rumeur|risque|possibilité|heure|heures|minute|minutes|jour|jours|semaine|semaines|mois|an|ans|année|années|siècle|nuit|nuits|fois|moment|temps)$/;
/** Words that may follow "parler" used alone: the clause ends or goes on with a time, a place or a degree. */
const AFTER_PARLER = /^(en|depuis|souvent|beaucoup|tellement|tout|toujours|tous|partout|ici|hier|aujourd['’]hui|maintenant|encore|déjà|jamais|longtemps|pendant|avant|après|dans|cette|ce|sans|sur|au|aux|à)$/;

/**
 * "C'est un film que tout le monde parle en ce moment" → "dont": a subject (a pronoun, "on", "tout le monde", "les
 * gens") and a form of "parler" with no object after it (the clause ends, or a time, place or degree follows): "parler"
 * then is "parler de", and the thing talked about is "dont". Not after a language ("le français que tout le monde
 * parle ici") nor before "de" ("le sujet que je parle de…" is another slip).
 */
function talkedAbout(ctx: RuleContext, i: number): boolean {
  // Only in "C'est …/Voici …/Voilà … que": elsewhere "que" after a noun may open its content ("l'impression que tout le
  // monde parle en même temps", "la preuve que tu parles beaucoup") or a time ("ça fait une heure que je parle").
  const frame = /^(c['’]est|voici|voilà|c['’]était|ce)$/.test(ctx.word(i - 3)) || /^(c['’]est|voici|voilà|c['’]était)$/.test(ctx.word(i - 4));
  if (!frame || CONTENT_NOUNS.test(ctx.word(i - 1))) return false;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (SPOKEN_THINGS.test(ctx.word(k).replace(/^[dl]['’]/, ''))) return false;
  let v = i + 1;
  if (ctx.word(v) === 'tout' && ctx.word(v + 1) === 'le' && ctx.word(v + 2) === 'monde') v += 3;
  else if (ctx.word(v) === 'les' && ctx.word(v + 1) === 'gens') v += 2;
  else if (PERSONS[ctx.word(v)] !== undefined) v += 1;
  else return false;
  if (!ctx.joinedRun(i, v)) return false;
  // "ont parlé", "avait parlé": avoir before the participle.
  if (AVOIR_FORMS.test(ctx.word(v)) && ctx.word(v + 1) === 'parlé' && ctx.joined(v)) v += 1;
  const lemmas = frenchVerbs().read(ctx.word(v)).map((r) => r.lemma);
  if (ctx.word(v) !== 'parlé' && !lemmas.includes('parler')) return false;
  return ctx.endsClause(v) || (ctx.joined(v) && AFTER_PARLER.test(ctx.word(v + 1)));
}

function followsNoun(ctx: RuleContext, i: number): boolean {
  if (!ctx.joined(i - 1)) return false;
  const previous = ctx.word(i - 1);
  const elided = /^l['’](.+)$/.exec(previous);
  if (elided) return findNoun(elided[1] ?? '') !== undefined || !frenchVerbs().read(elided[1] ?? '').length;
  // "chaque fois que", "le temps que", "de sorte que": conjunctions, not relatives.
  if (/^(fois|temps|moment|instant|sorte|façon|manière|point|mesure|condition|peur|cas|lors|sûr|sûre)$/.test(previous)) return false;
  if (findNoun(previous) !== undefined) return true;
  // "le livre": a determiner makes a noun of a word that is also a verb form, unless it is an object pronoun after a subject ("je le livre").
  return DETERMINERS.test(ctx.word(i - 2)) && ctx.joined(i - 2) && PERSONS[ctx.word(i - 3)] === undefined;
}

/** Verbs whose person object is indirect (dire à quelqu'un): "je leur ai dit", not "je les ai dit". */
const INDIRECT_WHEN_CLAUSE = new Set(['dire', 'demander', 'écrire', 'expliquer', 'conseiller', 'promettre', 'répondre']);
const ALWAYS_INDIRECT = new Set(['téléphoner', 'sourire', 'ressembler', 'obéir', 'mentir', 'plaire', 'parler']);
/** Verbs of giving and telling: a thing as direct object, the person "à" someone. */
const GIVING_VERBS = new Set(['donner', 'offrir', 'raconter', 'dire', 'montrer', 'prêter', 'envoyer', 'apporter', 'expliquer', 'apprendre', 'rendre', 'servir', 'lire', 'écrire', 'demander', 'acheter']);
const GIVING_TIME_NOUNS = /^(fois|matin|soir|midi|nuit|jour|journée|semaine|week-end|mois|an|année|lendemain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|veille|moment|temps)$/;

/** A determiner and a noun (not a time) right after the verb at v, past a few adverbs: the verb's direct object. */
function hasDirectObjectAfter(ctx: RuleContext, v: number): boolean {
  let k = v + 1;
  while (/^(toujours|souvent|jamais|pas|encore|aussi|parfois|déjà|rarement|volontiers)$/.test(ctx.word(k)) && k <= v + 3) k++;
  if (!/^(des|un|une|du|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|ce|cet|cette|ces)$/.test(ctx.word(k))) return false;
  let n = k + 1;
  if (ctx.word(n) === 'petits' || ctx.word(n) === 'petites' || ctx.word(n) === 'petit' || ctx.word(n) === 'petite') n++;
  return ctx.joinedRun(v, n) && /^\p{Ll}{2,}$/u.test(ctx.tokens[n]?.text ?? '') && (!GIVING_TIME_NOUNS.test(ctx.word(n)) || /^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos)$/.test(ctx.word(k)));
}

/** Verbs whose object is the person ("ils nous ont invités", "elle nous a aidés"). */
const PERSON_OBJECT_VERBS = new Set('inviter voir aider appeler attendre accueillir rencontrer emmener remercier retrouver choisir entendre reconnaître prévenir informer contacter suivre quitter oublier aimer trouver réveiller arrêter'.split(' '));

const MOTION_VERBS = /^(aller|venir|arriver|partir|naître|mourir|rester|tomber|entrer|sortir|rentrer|retourner|revenir|passer|monter|descendre|devenir)$/;
const PLACE_NOUNS = new Set('ville pays maison village quartier région endroit hôtel restaurant école université rue appartement entreprise bureau lycée immeuble'.split(' '));
/** Verbs that take no direct object, so "que" after a place cannot be theirs: "la ville où j'ai grandi". */
const NO_OBJECT_AT_PLACE = /^(grandir|travailler|dormir|séjourner)$/;

/** Nouns of time after which "que" introducing a full clause is "où": "le jour où j'ai commencé". */
const TIME_NOUNS = new Set(['jour', 'moment', 'année', 'soir', 'matin', 'époque', 'instant', 'semaine', 'mois', 'nuit']);

const ETRE_FORMS = /^(suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient)$/;
const SUBJECT_AGREEMENT: Record<string, { gender?: Gender; plural: boolean }> = {
  je: { plural: false }, tu: { plural: false }, il: { gender: 'm', plural: false }, elle: { gender: 'f', plural: false }, on: { plural: false },
  nous: { plural: true }, vous: { plural: false }, ils: { gender: 'm', plural: true }, elles: { gender: 'f', plural: true },
};

/** The participle of a lemma for a gender and number (masculine when the gender is unknown). */
function participleOf(lemma: string, gender: Gender | undefined, plural: boolean): string | undefined {
  return frenchVerbs().forms(lemma)?.[PARTICIPLE_SLOT + (plural ? 1 : 0) + (gender === 'f' ? 2 : 0)] || undefined;
}

/** A past participle ("parlé"): a verb form, even when the lexicon lists a noun too ("le parlé"). */
function isPastParticiple(word: string): boolean {
  return frenchVerbs().slots(word).some((s) => s.slot >= PARTICIPLE_SLOT);
}

/**
 * The antecedent of a "qui" at word i: "les gens qui", "la fille qui", "les livres rouges qui". Not
 * after a complement ("la mère des enfants qui…" may mean either) or "un des…".
 */
function readAntecedent(ctx: RuleContext, i: number): { person: Person } | undefined {
  // "aux élèves qui…": the article joined to à or de before a plural noun.
  // Not "des" after a noun ("la mère des enfants qui…" may mean either).
  if (/^(aux|des)$/.test(ctx.word(i - 2)) && ctx.joinedRun(i - 2, i) && isPluralNoun(ctx.word(i - 1)) && !(ctx.word(i - 2) === 'des' && findNoun(ctx.word(i - 3)))) return { person: 5 };
  for (const start of [i - 2, i - 3]) {
    if (start < 0 || !ctx.joinedRun(start, i)) continue;
    const subject = readSubjectPhrase(ctx, start);
    if (!subject || subject.end !== i - 1) continue;
    if (/^(de|du|des|d['’].*|un|une|l['’]un|l['’]une|chacun|chacune)$/.test(ctx.word(start - 1))) return undefined;
    // "la maison à deux étages qui est au coin": a phrase after "à" that describes a noun may be what "qui" stands for, or that noun may be.
    // Not after a verb the lexicon also lists as a noun ("parlé avec les voisins qui…": le parlé).
    if (/^(à|avec|sans)$/.test(ctx.word(start - 1)) && findNoun(ctx.word(start - 2)) && !isPastParticiple(ctx.word(start - 2))) return undefined;
    // "la mère des enfants qui…": "des" after a noun is "de les", a complement again.
    if (/^(des|du)$/.test(ctx.word(start)) && (findNoun(ctx.word(start - 1)) || DETERMINERS.test(ctx.word(start - 2)))) return undefined;
    return { person: subject.person };
  }
  return undefined;
}

/** Verbs of a state or an activity that lasts: with "depuis" they stay in the present ("j'habite ici depuis 2015"). */
const LASTING = new Set(['habiter', 'vivre', 'travailler', 'étudier', 'apprendre', 'attendre', 'connaître', 'jouer', 'être', 'enseigner', 'rester']);
/** Verbs of an activity that can have started in the past and still go on: "j'apprends … depuis". */
const ONGOING_SINCE = /^(apprendre|étudier|habiter|vivre|travailler|connaître|enseigner)$/;
const AVOIR_PERSON: Record<string, Person> = { "j'ai": 0, 'j’ai': 0, as: 1, a: 2, avons: 3, avez: 4, ont: 5 };

/** Reporting verbs: after their past ("il m'a dit que…", "elle m'a demandé si…") a present becomes an imperfect. */
const REPORTING = new Set(['dire', 'demander', 'expliquer', 'répondre', 'écrire', 'raconter', 'annoncer', 'promettre']);

/**
 * "Le médecin a dit que ma mère peut rentrer, mais elle doit se reposer": a later clause of the sentence, after a
 * comma or "et"/"mais", keeps the present with its own subject pronoun; the report is of something still true
 * then, and the writer's present is kept (an imperfect in the first clause only would mix the tenses).
 */
function presentGoesOn(ctx: RuleContext, from: number): boolean {
  for (let k = from; k < ctx.tokens.length - 1; k++) {
    if (/[.!?;]/.test(ctx.gapBefore(k))) return false;
    const opens = /,/.test(ctx.gapBefore(k)) || /^(et|mais)$/.test(ctx.word(k - 1));
    const pv = opens ? readPronounVerb(ctx, k) : undefined;
    if (pv && lemmaIn(pv.verb, PRESENT, pv.person) !== undefined) return true;
  }
  return false;
}

export const CLAUSE_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/reported-imperfect',
    name: 'Imperfect in reported speech',
    message: 'After a reporting verb in the past ("il m\'a dit que", "elle m\'a demandé si"), a present becomes an imperfect: "je pouvais".',
    at: (ctx, i) => {
      const word = ctx.word(i);
      const si = word === 'si';
      if (!si && word !== 'que' && !/^qu['’]/.test(word) && !/^s['’]ils?$/.test(word)) return undefined;
      const reporting = frenchVerbs()
        .slots(ctx.word(i - 1))
        .find((s) => s.slot === PARTICIPLE_SLOT && REPORTING.has(s.lemma));
      // The auxiliary before the participle: "m'a", "m'ont", "a", "ont", "avait".
      const aux = ctx.word(i - 2).replace(/^[mtl]['’]/, '');
      if (!reporting || !/^(a|ont|avait|avaient|as|ai)$/.test(aux) || !ctx.joinedRun(i - 2, i)) return undefined;
      const elided = /^(qu|s)['’](.+)$/.exec(word);
      // A noun subject too: "m'a dit que mes dents sont…".
      const noun = !elided && PERSONS[ctx.word(i + 1)] === undefined ? readSubjectPhrase(ctx, i + 1) : undefined;
      const pv = elided
        ? { person: PERSONS[elided[2] ?? ''], verbAt: i + 1, verb: ctx.word(i + 1), from: i + 1 }
        : noun
          ? { person: noun.person, verbAt: noun.end + 1, verb: ctx.word(noun.end + 1), from: noun.end + 1 }
          : readPronounVerb(ctx, i + 1);
      if (!pv || pv.person === undefined || !ctx.joinedRun(i, pv.verbAt)) return undefined;
      // "Il m'a dit qu'il est parti": a compound past stays; only a simple present changes ("qu'elle est
      // fatiguée": être with the participle of a verb that takes avoir is a state, and changes).
      const etre = /^(suis|es|est|sommes|êtes|sont)$/.test(pv.verb);
      const compound = frenchVerbs()
        .slots(ctx.word(pv.verbAt + 1))
        .some((s) => s.slot >= PARTICIPLE_SLOT && (!etre || MOTION_VERBS.test(s.lemma)));
      if (compound || presentGoesOn(ctx, pv.verbAt + 1)) return undefined;
      const lemma = lemmaIn(pv.verb, PRESENT, pv.person);
      const form = lemma && frenchVerbs().conjugate(lemma, IMPERFECT, pv.person);
      if (!form || form === pv.verb) return undefined;
      const prefix = /^[mtsln]['’]/.exec(ctx.word(pv.verbAt))?.[0] ?? '';
      if (pv.from === pv.verbAt - 1 && ctx.word(pv.from) === 'je' && VOWEL_START.test(form)) return { from: pv.from, to: pv.verbAt, replacements: [`j'${form}`] };
      return { from: pv.verbAt, to: pv.verbAt, replacements: [prefix + form] };
    },
  }),
  defineRule({
    id: 'fr/depuis-present',
    name: 'Present with depuis',
    message: 'For something that started in the past and still goes on, "depuis" takes the present: "j\'habite ici depuis 2015".',
    at: (ctx, i) => {
      const person = AVOIR_PERSON[ctx.word(i)];
      if (person === undefined) return undefined;
      const elided = person === 0;
      // "il a", "nous avons": the subject pronoun stands right before a separate auxiliary.
      if (!elided && (PERSONS[ctx.word(i - 1)] !== person || !ctx.joined(i - 1))) return undefined;
      const reading = frenchVerbs().slots(ctx.word(i + 1)).find((s) => s.slot === PARTICIPLE_SLOT && LASTING.has(s.lemma));
      if (!reading || !ctx.joined(i)) return undefined;
      // "depuis" + a length or a date in the same clause; not after a negation ("je ne l'ai pas vu depuis"),
      // nor with "avant" after it ("j'ai habité à Londres pendant trois ans avant de…" is another fix).
      let k = i + 2;
      while (k < i + 8 && ctx.word(k) !== 'depuis' && !ctx.endsClause(k - 1)) k++;
      if (ctx.word(k) !== 'depuis' || !ctx.joinedRun(i, k) || !/^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|longtemps|plusieurs|quelques|des|un|une|janvier|septembre|l['’].*|le|la)$/.test(ctx.word(k + 1))) return undefined;
      if (ctx.tokens.slice(Math.max(0, i - 3), k).some((t) => /^(ne|n['’].*)$/.test(t.lower)) || ctx.tokens.slice(k).some((t) => t.lower === 'avant')) return undefined;
      const present = frenchVerbs().conjugate(reading.lemma, PRESENT, person);
      if (!present) return undefined;
      return elided ? { from: i, to: i + 1, replacements: [withSubject('je', present)] } : { from: i, to: i + 1, replacements: [present] };
    },
  }),
  defineRule({
    id: 'fr/participle-after-etre',
    name: 'Past participle after être',
    message: 'In a compound tense the verb after "être" is a past participle: "je suis allé", "je me suis levé".',
    at: (ctx, i) => {
      const subject = SUBJECT_AGREEMENT[ctx.word(i)];
      if (!subject) return undefined;
      let k = i + 1;
      while (/^(ne|me|te|se|nous|vous)$/.test(ctx.word(k)) && ctx.joined(k - 1)) k++;
      const etre = ctx.word(k).replace(/^[nmts]['’]/, '');
      if (!ETRE_FORMS.test(etre) || !ctx.joinedRun(i, k)) return undefined;
      let v = k + 1;
      while (/^(pas|jamais|plus|déjà|bien|encore)$/.test(ctx.word(v)) && ctx.joined(v - 1)) v++;
      const infinitive = ctx.word(v);
      // Only -er infinitives: their participle in -é sounds the same, the slip learners make.
      if (!ctx.joinedRun(k, v) || !infinitive.endsWith('er') || !frenchVerbs().forms(infinitive)) return undefined;
      const fix = participleOf(infinitive, subject.gender, subject.plural);
      return fix ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-avoir-object',
    name: 'No agreement with an object after the participle',
    message: 'With "avoir", the participle does not agree with the subject, nor with an object that follows it: "ils ont fini leurs examens".',
    at: (ctx, i) => {
      const elided = /^j['’]ai$/.test(ctx.word(i));
      if (!elided && (!/^(ai|as|a|avons|avez|ont|avait|avaient)$/.test(ctx.word(i)) || !ctx.joined(i - 1))) return undefined;
      // An object pronoun or a relative "que" before the auxiliary may be what the participle agrees
      // with ("les fleurs qu'il a cueillies", "je les ai vues"); "parce qu'elle a" is no relative.
      for (let k = Math.max(0, i - 4); k < i; k++) if (/^(que|qu['’].*|qui)$/.test(ctx.word(k)) && followsNoun(ctx, k)) return undefined;
      // "Nous avons passées…": nous at the start of its clause is the subject, not an object before the auxiliary.
      const subjectNous = /^(nous|vous)$/.test(ctx.word(i - 1)) && (ctx.startsSentence(i - 1) || /[,;]/.test(ctx.gapBefore(i - 1)) || /^(et|mais|que|qu['’].*|quand|si|car|donc)$/.test(ctx.word(i - 2)));
      if (/^(la|les|nous|vous|me|te|se|en)$/.test(ctx.word(i - 1)) && !subjectNous) return undefined;
      let p = i + 1;
      while (/^(beaucoup|bien|déjà|toujours|jamais|souvent|trop|vraiment|pas|plus|enfin|aussi)$/.test(ctx.word(p)) && ctx.joined(p - 1)) p++;
      // "il n'y a plus des places": plus is the adverb here, not the participle of plaire.
      if (!ctx.joinedRun(i, p) || ctx.word(p) === 'plus') return undefined;
      const reading = frenchVerbs().slots(ctx.word(p)).find((s) => s.slot > PARTICIPLE_SLOT);
      // The table spells the participle of inclure "inclu": "inclus" is right and left alone.
      if (!reading || reading.lemma === 'inclure') return undefined;
      // With an object after it ("ont finis leurs examens") or with a pronoun subject and nothing that could be a preceding object.
      const objectAfter = DETERMINERS.test(ctx.word(p + 1)) && !TIME_NOUNS.has(ctx.word(p + 2));
      const pronounSubject = elided || PERSONS[ctx.word(i - 1).replace(/^qu['’]/, '')] !== undefined;
      if (!objectAfter && !pronounSubject) return undefined;
      const base = participleOf(reading.lemma, 'm', false);
      return base && base !== ctx.word(p) ? { from: p, to: p, replacements: [base] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/qui-agreement',
    name: 'Verb after qui agrees with its antecedent',
    message: 'After "qui", the verb agrees with the noun "qui" stands for: "les gens qui habitent ici".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'qui' || !ctx.joined(i)) return undefined;
      // "c'est moi qui m'occupe", "c'est toi qui as": a stressed pronoun after c'est gives the person.
      const stressed = /^(c['’]est|ce|et)$/.test(ctx.word(i - 2)) && ctx.joined(i - 1) ? ({ moi: 0, toi: 1, nous: 3, vous: 4 } as Record<string, Person>)[ctx.word(i - 1)] : undefined;
      const antecedent = stressed !== undefined ? { person: stressed } : readAntecedent(ctx, i);
      if (!antecedent) return undefined;
      let v = i + 1;
      while (/^(ne|me|te|se|nous|vous|lui|leur|y|en|le|la|les)$/.test(ctx.word(v)) && ctx.joined(v)) v++;
      const prefix = /^[nmtsl]['’]/.exec(ctx.word(v))?.[0] ?? '';
      const rest = ctx.word(v).slice(prefix.length);
      const fix = frenchVerbs().fixPerson(rest, [antecedent.person]);
      // The reflexive follows the person too: "c'est moi qui s'occupe" → "qui m'occupe".
      const reflexive = prefix.startsWith('s') && antecedent.person <= 1 ? `${antecedent.person === 0 ? 'm' : 't'}${prefix.slice(1)}` : prefix;
      if ((!fix && reflexive === prefix) || !ctx.joinedRun(i, v) || frenchVerbs().read(rest).length === 0) return undefined;
      return { from: v, to: v, replacements: [reflexive + (fix ?? rest)] };
    },
  }),
  defineRule({
    id: 'fr/si-imperfect',
    name: 'si + imperfect, not conditional',
    message: 'After "si" (if), the verb is in the imperfect, not the conditional: "si j\'avais le temps".',
    at: (ctx, i) => {
      // Only a "si" that opens the sentence or a clause: "je me demande si tu pourrais" asks a question and is right.
      const si = ctx.word(i);
      if (!(ctx.startsSentence(i) || /[,;]/.test(ctx.gapBefore(i)) || ctx.word(i - 1) === 'même')) return undefined;
      if (/^s['’]ils?$/.test(si)) {
        const person = si.endsWith('s') ? 5 : 2;
        return ctx.joined(i) ? fixVerbOnly(ctx, i + 1, person) : undefined;
      }
      if (si !== 'si' || !ctx.joined(i)) return undefined;
      const pv = readPronounVerb(ctx, i + 1);
      // "Si tu viendrais demain, je serai content": before a main clause in the future the present is meant ("viens").
      return pv && retense(ctx, pv, CONDITIONAL, tenseAfterSi(ctx, pv.verbAt) === PRESENT ? PRESENT : IMPERFECT);
    },
  }),
  defineRule({
    id: 'fr/si-present',
    name: 'si + present, not future',
    message: 'After "si" (if), a condition about the future takes the present, not the future: "si vous avez des questions, appelez-nous".',
    at: (ctx, i) => {
      // Only a "si" that opens the sentence: "je ne sais pas si vous aurez le temps" asks a question and is right.
      if (ctx.word(i) !== 'si' || !ctx.startsSentence(i) || !ctx.joined(i)) return undefined;
      const pv = readPronounVerb(ctx, i + 1);
      return pv && retense(ctx, pv, FUTURE, PRESENT);
    },
  }),
  defineRule({
    id: 'fr/participle-form',
    name: 'Past participle after avoir',
    message: 'After "avoir" the verb takes its past participle: "ils ont fini", "elle a mis".',
    at: (ctx, i) => {
      const elided = /^j['’](ai|avais)$/.test(ctx.word(i));
      // "je ne l'ai pas encore lit": an object pronoun elided onto avoir leaves no room for a noun object.
      const withObject = /^[lmt]['’](ai|as|a|avons|avez|ont|avais|avait)$/.test(ctx.word(i));
      if ((!elided && !withObject && !AVOIR_FORMS.test(ctx.word(i))) || !ctx.joined(i)) return undefined;
      const before = ctx.word(i - 1);
      // A subject pronoun (or "j'ai") right before: "il a", "ils ont", "nous avons".
      if (!elided && !withObject && PERSONS[before] === undefined && !/^(qui|y|n['’].*|l['’].*)$/.test(before)) return undefined;
      if (withObject && PERSONS[before] === undefined && !(before === 'ne' && PERSONS[ctx.word(i - 2)] !== undefined)) return undefined;
      if (before === 'y' && ctx.word(i - 2) === 'il') return undefined;
      // "pas encore", "jamais", "déjà" may stand between avoir and the participle.
      let v = i + 1;
      while (/^(pas|jamais|encore|déjà|toujours|bien|plus|vraiment|souvent|rien|tout|mal)$/.test(ctx.word(v)) && ctx.joined(v - 1) && v < i + 3) v++;
      const word = ctx.word(v);
      // "il a peur", "elle a envie", "il a froid": a noun or adjective after avoir is its object.
      if ((!withObject && findNoun(word)) || ADJECTIVES.has(word) || !/^\p{L}+$/u.test(word) || !ctx.joinedRun(i, v)) return undefined;
      const fix = participleFor(word);
      return fix ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/qui-que',
    name: 'que before a subject',
    message: 'When the clause has its own subject, the relative pronoun is "que": "le livre que j\'ai lu".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'qui' || !ctx.joined(i) || !followsNoun(ctx, i)) return undefined;
      const next = ctx.tokens[i + 1]!;
      if (/^j['’]/.test(next.lower)) return { from: i, to: i, replacements: ['que'] };
      if (/^(je|tu)$/.test(next.lower)) return { from: i, to: i, replacements: ['que'] };
      if (/^(il|elle|on|ils|elles)$/.test(next.lower)) return { from: i, to: i + 1, replacements: [`qu'${next.text}`] };
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/que-qui',
    name: 'qui as the subject',
    message: 'When the relative pronoun is the subject of its verb, it is "qui": "l\'homme qui m\'a aidé".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i) || !followsNoun(ctx, i)) return undefined;
      let v = i + 1;
      if (/^(me|te|nous|vous|lui|leur|se|ne)$/.test(ctx.word(v)) && ctx.joined(v)) v++;
      const verb = ctx.word(v).replace(/^[mtsn]['’]/, '');
      const readings = frenchVerbs().read(verb);
      if (readings.length === 0 || !readings.every((r) => r.person === 2 || r.person === 5) || findNoun(verb)) return undefined;
      // "la lettre que m'a envoyée Marie": the subject after the verb (inversion) keeps "que".
      let after = v + 1;
      if (frenchVerbs().slots(ctx.word(after)).some((s) => s.slot >= PARTICIPLE_SLOT)) after++;
      const token = ctx.tokens[after];
      if (!token || ctx.endsClause(after - 1) || /^\p{Lu}/u.test(token.text) || DETERMINERS.test(token.lower)) return undefined;
      return { from: i, to: i, replacements: ['qui'] };
    },
  }),
  defineRule({
    id: 'fr/dont',
    name: 'dont with parler de, avoir besoin de',
    message: 'With verbs built with "de" (parler de, avoir besoin de, se souvenir de) the relative pronoun is "dont".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i) || !followsNoun(ctx, i)) return undefined;
      const words = [ctx.word(i + 1), ctx.word(i + 2), ctx.word(i + 3), ctx.word(i + 4)];
      if (!ctx.joinedRun(i, i + 3)) return undefined;
      const text = words.join(' ');
      // "que je t'ai parlé", "que je vous ai parlé": a person spoken to, so the thing is "de" + it.
      const spokenTo = /^(je|tu|il|elle|on|nous|vous|ils|elles) ([mt]['’]ai|[mt]['’]as|[mt]['’]a|vous avez|vous ai|lui ai|lui a|leur ai|leur a|nous a|vous a) parlé( |$)/.test(text);
      const need = /^(j['’]ai|tu as|il a|elle a|on a|nous avons|vous avez|ils ont|elles ont) (besoin|envie|peur)( |$)/.test(text);
      const remember = /^(je me souviens|tu te souviens|il se souvient|elle se souvient|nous nous souvenons|vous vous souvenez)( |$)/.test(text);
      if (spokenTo || need || remember) return { from: i, to: i, replacements: ['dont'] };
      return talkedAbout(ctx, i) ? { from: i, to: i, replacements: ['dont'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/ou-time',
    name: 'où after a noun of time or place',
    message: 'After "le jour", "le moment"… a clause that has its own object is introduced by "où": "le jour où j\'ai commencé ce travail".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i - 1)) return undefined;
      // "la ville que je suis né": a place, then être with a verb of movement or birth, which cannot take "que" as object.
      if (PLACE_NOUNS.has(ctx.word(i - 1)) && PERSONS[ctx.word(i + 1)] !== undefined && /^(suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient)$/.test(ctx.word(i + 2)) && ctx.joinedRun(i - 1, i + 3)) {
        const motion = frenchVerbs()
          .slots(ctx.word(i + 3))
          .some((s) => s.slot >= PARTICIPLE_SLOT && MOTION_VERBS.test(s.lemma));
        return motion ? { from: i, to: i, replacements: ['où'] } : undefined;
      }
      // "la ville que j'ai grandi", "l'entreprise que je travaille": a place, then a verb that takes no object.
      if (PLACE_NOUNS.has(ctx.word(i - 1))) {
        const v = /^j['’](ai|avais)$/.test(ctx.word(i + 1)) || /^j['’]/.test(ctx.word(i + 1)) ? i + 1 : PERSONS[ctx.word(i + 1)] !== undefined ? i + 2 : -1;
        if (v < 0) return undefined;
        const auxiliary = /^(j['’])?(ai|avais)$/.test(ctx.word(v)) || (v === i + 2 && AVOIR_FORMS.test(ctx.word(v)));
        const verb = auxiliary ? v + 1 : v;
        if (!ctx.joinedRun(i - 1, verb)) return undefined;
        const form = ctx.word(verb).replace(/^j['’]/, '');
        const intransitive = frenchVerbs()
          .slots(form)
          .some((s) => NO_OBJECT_AT_PLACE.test(s.lemma) && (auxiliary ? s.slot >= PARTICIPLE_SLOT : s.slot < PARTICIPLE_SLOT));
        return intransitive ? { from: i, to: i, replacements: ['où'] } : undefined;
      }
      if (!TIME_NOUNS.has(ctx.word(i - 1))) return undefined;
      // "le jour que j'ai choisi" is right: "que" is the object. Only when the verb has another object after it.
      const pv = /^j['’]ai$/.test(ctx.word(i + 1)) ? i + 2 : PERSONS[ctx.word(i + 1)] !== undefined && AVOIR_FORMS.test(ctx.word(i + 2)) ? i + 3 : -1;
      if (pv < 0 || !ctx.joinedRun(i - 1, pv + 1)) return undefined;
      const participle = frenchVerbs().slots(ctx.word(pv)).some((s) => s.slot === PARTICIPLE_SLOT);
      return participle && DETERMINERS.test(ctx.word(pv + 1)) ? { from: i, to: i, replacements: ['où'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/negation-order',
    name: 'pas before the participle',
    message: 'In a compound tense "pas" goes between the auxiliary and the participle: "je n\'ai pas vu".',
    at: (ctx, i) => {
      const aux = ctx.word(i).replace(/^n['’]/, '');
      const negated = /^n['’]/.test(ctx.word(i)) || ctx.word(i - 1) === 'ne';
      if (!negated || !/^(ai|as|a|avons|avez|ont|avais|avait|avaient|suis|es|est|sommes|êtes|sont|étais|était|étaient)$/.test(aux)) return undefined;
      const participle = frenchVerbs().slots(ctx.word(i + 1)).some((s) => s.slot >= PARTICIPLE_SLOT);
      // "je n'ai vu personne", "je n'ai vu aucun film" are right: only pas, jamais, plus, rien move.
      if (!participle || !/^(pas|jamais|plus|rien)$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      return { from: i + 1, to: i + 2, replacements: [`${ctx.tokens[i + 2]!.text} ${ctx.tokens[i + 1]!.text}`] };
    },
  }),
  defineRule({
    id: 'fr/quand-future',
    name: 'Future after quand',
    message: 'When the main clause is in the future, "quand" takes the future too: "quand je finirai mes études, je chercherai".',
    at: (ctx, i) => {
      if (!/^(quand|lorsque|dès)$/.test(ctx.word(i)) || !ctx.startsSentence(i)) return undefined;
      const start = ctx.word(i) === 'dès' ? (ctx.word(i + 1) === 'que' ? i + 2 : -1) : i + 1;
      const pv = start > 0 ? readPronounVerb(ctx, start) : undefined;
      if (!pv || !ctx.joinedRun(i, pv.verbAt)) return undefined;
      // "Lorsque vous êtes connecté, vous recevrez…": a state with être or avoir may stay in the present.
      if (/^(suis|es|est|sommes|êtes|sont|ai|as|a|avons|avez|ont)$/.test(pv.verb)) return undefined;
      const main = readMainClause(ctx, pv.verbAt);
      // Not the other way round: "quand je serai grand, je veux être roi" is right.
      return main && lemmaIn(main.verb, FUTURE, main.person) ? retense(ctx, pv, PRESENT, FUTURE) : undefined;
    },
  }),
  defineRule({
    id: 'fr/quand-imperfect',
    name: 'Imperfect for a past habit',
    message: 'After "quand j\'étais…", a past habit is told in the imperfect: "j\'allais souvent chez ma grand-mère".',
    at: (ctx, i) => {
      if (!/^(quand|lorsque)$/.test(ctx.word(i)) || !ctx.startsSentence(i)) return undefined;
      const pv = readPronounVerb(ctx, i + 1);
      if (!pv || !ctx.joinedRun(i, pv.verbAt) || !lemmaIn(pv.verb, IMPERFECT, pv.person)) return undefined;
      const main = readMainClause(ctx, pv.verbAt);
      if (!main || !lemmaIn(main.verb, PRESENT, main.person)) return undefined;
      // "je suis allé": an auxiliary before a participle is a compound past, which is right.
      if (frenchVerbs().slots(ctx.word(main.pv.verbAt + 1)).some((s) => s.slot >= PARTICIPLE_SLOT)) return undefined;
      return retense(ctx, main.pv, PRESENT, IMPERFECT);
    },
  }),
  defineRule({
    id: 'fr/lui-leur',
    name: 'lui, leur for a person spoken to',
    message: 'With "dire à", "téléphoner à"… the person is an indirect object: "je leur ai dit", "dis-lui".',
    at: (ctx, i) => {
      const fix = ({ le: 'lui', la: 'lui', les: 'leur' } as Record<string, string>)[ctx.word(i)];
      const before = ctx.word(i - 1);
      if (!fix || !ctx.joined(i - 1) || !(PERSONS[before] !== undefined || /-(tu|vous|nous)$/.test(before) || /^(peux|peut|veux|veut|dois|doit|vais|va|pouvez|voulez|devez|allez|ne)$/.test(before))) return undefined;
      let v = i + 1;
      if (AVOIR_FORMS.test(ctx.word(v)) && ctx.joined(v)) v++;
      if (!ctx.joinedRun(i, v)) return undefined;
      const lemmas = new Set(frenchVerbs().slots(ctx.word(v)).map((s) => s.lemma));
      if (frenchVerbs().forms(ctx.word(v))) lemmas.add(ctx.word(v));
      const clauseAfter = /^(que|qu['’].*|de|d['’].*)$/.test(ctx.word(v + 1)) && ctx.joined(v);
      const indirect = [...lemmas].some((l) => ALWAYS_INDIRECT.has(l) && l !== 'parler') || (clauseAfter && [...lemmas].some((l) => INDIRECT_WHEN_CLAUSE.has(l)));
      // "je le donne toujours des bonbons": a verb of giving or telling in the present, with its direct object after it,
      // has the person as "lui"/"leur". Not a time after it ("je le donne le matin", "une fois par jour", "ce soir"; "ma semaine" is an object).
      const giving = v === i + 1 && [...lemmas].some((l) => GIVING_VERBS.has(l)) && hasDirectObjectAfter(ctx, v);
      return indirect || giving ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-agreement-pronoun',
    name: 'Participle agreement with la, les',
    message: 'With "avoir", the participle agrees with an object pronoun before it: "je les ai vues", "je l\'ai vue" when it stands for a feminine noun.',
    at: (ctx, i) => {
      const pronoun = ctx.word(i);
      // "je ne les ai pas encore fini": "ne" before the pronoun, and pas/encore/jamais/déjà before the participle.
      const subjectAt = ctx.word(i - 1) === 'ne' ? i - 2 : i - 1;
      let p = i + 2;
      while (/^(pas|encore|jamais|déjà|toujours|bien|plus|vraiment|tous|toutes)$/.test(ctx.word(p)) && p < i + 5) p++;
      if (!/^(la|les|nous)$/.test(pronoun) || PERSONS[ctx.word(subjectAt)] === undefined || !ctx.joinedRun(subjectAt, p)) return undefined;
      if (!AVOIR_FORMS.test(ctx.word(i + 1))) return undefined;
      const reading = frenchVerbs().slots(ctx.word(p)).find((s) => s.slot >= PARTICIPLE_SLOT);
      if (!reading || ALWAYS_INDIRECT.has(reading.lemma) || INDIRECT_WHEN_CLAUSE.has(reading.lemma)) return undefined;
      // "nous" may be an indirect object ("ils nous ont parlé"): only with verbs whose person is the direct object.
      if (pronoun === 'nous' && (!PERSON_OBJECT_VERBS.has(reading.lemma) || PERSONS[ctx.word(i - 1)] === 3)) return undefined;
      // "les" stands for the last plural noun before it ("Tes clés ? Je les ai vues"); either gender when none is found.
      const gender = pronoun === 'la' ? 'f' : pronoun === 'nous' ? undefined : genderOfLastPlural(ctx, i);
      const forms = frenchVerbs().forms(reading.lemma)!.slice(PARTICIPLE_SLOT);
      const plural = pronoun !== 'la';
      if (gender === undefined && (ctx.word(p) === forms[1] || ctx.word(p) === forms[3])) return undefined;
      const wanted = forms[(plural ? 1 : 0) + (gender === 'f' ? 2 : 0)];
      // An infinitive after the participle ("je les ai vus partir", "je l'ai fait faire") is another case: left alone.
      if (/(er|ir|re)$/.test(ctx.word(p + 1)) && frenchVerbs().forms(ctx.word(p + 1)) && ctx.joined(p)) return undefined;
      return wanted && wanted !== ctx.word(p) ? { from: p, to: p, replacements: [wanted] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/inverted-subject',
    name: 'Verb agrees with an inverted subject',
    message: 'After "que", "où", "quand", "comment", the subject may follow its verb, which still agrees with it: "que pensent vos parents ?".',
    at: (ctx, i) => {
      if (!/^(que|où|quand|comment|combien)$/.test(ctx.word(i)) || !ctx.startsSentence(i) || !ctx.joinedRun(i, i + 1)) return undefined;
      const verb = ctx.word(i + 1);
      if (verb.includes('-')) return undefined;
      const subject = readSubjectPhrase(ctx, i + 2);
      if (!subject || !ctx.joined(i + 1)) return undefined;
      const fix = frenchVerbs().fixPerson(verb, [subject.person]);
      return fix ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/depuis-not-pour',
    name: 'depuis for a time up to now',
    message: 'Something that started in the past and still goes on takes "depuis" with the present: "j\'apprends le français depuis deux ans".',
    // "J'apprends le français pour deux ans" copies "for two years": a present of learning, living or working
    // earlier in the clause, and no word of a plan ("je pars pour deux ans", "je suis là pour deux ans" stay).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'pour' || !/^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|quelques)$/.test(ctx.word(i + 1)) || !/^(ans|mois|semaines|jours|années|heures)$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      let present = false;
      for (let k = i - 1; k >= 0 && ctx.joined(k); k--) {
        if (frenchVerbs().read(ctx.word(k).replace(/^[jnl]['’]/, '')).some((r) => r.tense === PRESENT && ONGOING_SINCE.test(r.lemma))) present = true;
      }
      let start = i;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      let end = i;
      while (end < ctx.tokens.length - 1 && !ctx.startsSentence(end + 1)) end++;
      const plan = ctx.tokens.slice(start, end + 1).some((t) => /^(prochain|prochaine|bientôt|encore|vais|vas|va|allons|allez|vont|puis|ensuite|après|seulement|juste|partir|pars|part|partons|partent|l['’]année)$/.test(t.lower));
      return present && !plan && ctx.word(i + 3) !== 'de' ? { from: i, to: i, replacements: ['depuis'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/passe-compose-interrupting',
    name: 'Passé composé for an event that interrupts',
    message: 'An event that interrupts a scene in the imperfect takes the passé composé: "je lisais quand le téléphone a sonné".',
    // "Hier, je lisais dans le salon quand le téléphone sonnait": after a main clause in the imperfect, "quand" +
    // a ringing or knocking closing the sentence, on one past day.
    at: (ctx, i) => {
      if (!/^(quand|lorsque)$/.test(ctx.word(i)) || ctx.startsSentence(i) || /,/.test(ctx.gapBefore(i))) return undefined;
      const subjectEnd = DETERMINERS.test(ctx.word(i + 1)) ? i + 2 : /^(quelqu['’]un|on)$/.test(ctx.word(i + 1)) ? i + 1 : -1;
      const v = subjectEnd + 1;
      // The verb closes the sentence.
      if (subjectEnd < 0 || !ctx.joinedRun(i, v) || (v < ctx.tokens.length - 1 && !/[.!]/.test(ctx.gapAfter(v)))) return undefined;
      const reading = frenchVerbs().read(ctx.word(v)).find((r) => r.tense === IMPERFECT && (r.person === 2 || r.person === 5) && /^(sonner|frapper)$/.test(r.lemma));
      if (!reading) return undefined;
      let start = i;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      const before = ctx.tokens.slice(start, i).map((t) => t.lower);
      const scene = before.some((w) => frenchVerbs().read(w.replace(/^[jn]['’]/, '')).some((r) => r.tense === IMPERFECT) && !findNoun(w));
      const oneDay = before.some((w, k) => /^(hier|soudain|ce)$/.test(w) && (w !== 'ce' || /^(matin|soir)$/.test(before[k + 1] ?? '')));
      if (!scene || !oneDay) return undefined;
      const participle = participleOf(reading.lemma, undefined, false);
      return participle ? { from: v, to: v, replacements: [`${reading.person === 5 ? 'ont' : 'a'} ${participle}`] } : undefined;
    },
  }),
];

/** The subject pronoun and verb after the comma that ends the clause opening at `from`. */
function readMainClause(ctx: RuleContext, from: number): { person: Person; verb: string; pv: NonNullable<ReturnType<typeof readPronounVerb>> } | undefined {
  for (let k = from; k < ctx.tokens.length - 1 && k < from + 12; k++) {
    if (!/,/.test(ctx.gapAfter(k))) continue;
    const pv = readPronounVerb(ctx, k + 1);
    if (!pv) return undefined;
    return { person: pv.person, verb: pv.verb.replace(/^n['’]/, ''), pv };
  }
  return undefined;
}

/** The verb after "s'il": "s'il pourrait" → "s'il pouvait". */
function fixVerbOnly(ctx: RuleContext, at: number, person: Person) {
  const lemma = lemmaIn(ctx.word(at), CONDITIONAL, person);
  const form = lemma && frenchVerbs().conjugate(lemma, IMPERFECT, person);
  return form ? { from: at, to: at, replacements: [form] } : undefined;
}

/** The gender of the last plural noun before word i (for "les" standing for it), or undefined when none. */
function genderOfLastPlural(ctx: RuleContext, i: number): Gender | undefined {
  // Only a noun after its determiner ("tes clés"): a participle the lexicon also lists as a noun (invités) is none.
  for (let k = i - 1; k >= 1; k--) {
    const noun = findNoun(ctx.word(k));
    // "une paire de chaussures … je les ai reçues": a plural noun after "de" (a quantity's complement) is one too.
    if (noun?.plural && (DETERMINERS.test(ctx.word(k - 1)) || (ctx.word(k - 1) === 'de' && ctx.joined(k - 1)))) return noun.gender;
  }
  return undefined;
}
