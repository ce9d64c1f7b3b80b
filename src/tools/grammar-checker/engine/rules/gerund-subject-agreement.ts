import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findThirdSingular, isKnownBase } from './verb-lexicon';

const SINGULAR_OF: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };
// Words a gerund's object and adverbials are made of, up to the main verb.
const INSIDE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADV', 'ADP', 'PRON', 'PART']);
// Time words that end a gerund's object: "every day", "all night", "at night", "before bed".
const TIME_OPENERS = new Set('every each all'.split(' '));
const TIME_NOUNS = new Set('night nights morning mornings evening evenings afternoon weekend weekends day days week bed school work dinner lunch breakfast class'.split(' '));
// Adverbs that also stand between a plural subject and its verb ("Working parents often need").
const MID_ADVERBS = new Set('often always usually sometimes never also still really just rarely seldom generally normally even only'.split(' '));

function isIngOfKnownVerb(word: string): boolean {
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, stem.slice(0, -1)].some((base) => base.length > 1 && isKnownBase(base));
}

/**
 * "Playing video games all night affect your grades" → "affects": a gerund phrase opening the
 * sentence is one action, so its verb is singular. "Running shoes help" (an -ing adjective and a
 * plural noun) reads the same way, so the gerund must take a determiner or pronoun object ("Playing
 * the guitar") or have a time phrase or adverb after its object ("… all night", "… every day").
 */
export function checkGerundSubjectAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const gerund = words[0];
    if (!gerund || !/^[A-Z][a-z]+ing$/.test(gerund.text) || gerund.lower === 'being') continue;
    // A capitalised "Cooking" may be tagged a name: then it must be the -ing form of a verb we know.
    if (!/^(VERB|NOUN)$/.test(gerund.pos) && !(gerund.pos === 'PROPN' && isIngOfKnownVerb(gerund.lower))) continue;
    let v = 1;
    while (v < words.length && v < 12 && INSIDE.has(words[v]?.pos ?? '') && !/^(to|who|that|which)$/.test(words[v]?.lower ?? '')) v += 1;
    const verb = words[v] as TaggedWord | undefined;
    if (!verb || v < 3 || (verb.pos !== 'VERB' && verb.pos !== 'AUX') || verb.text !== verb.lower) continue;
    const plural = SINGULAR_OF[verb.lower] !== undefined || (verb.pos === 'VERB' && verb.lower === verb.lemma && /^[a-z]+$/.test(verb.lower) && !verb.lower.endsWith('ing'));
    if (!plural) continue;
    // "Heading the processions were some of those…": a quantity after "were" is an inverted subject.
    if (words[v + 1]?.pos === 'NUM' || /^(some|many|several|all|most|both|few|two|three)$/.test(words[v + 1]?.lower ?? '')) continue;
    const inside = words.slice(1, v);
    const objectWithDeterminer = inside[0]?.pos === 'DET' || inside[0]?.pos === 'PRON';
    // After the first noun, a time word or an adverb: the -ing word had an object, so it is a gerund.
    const firstNoun = inside.findIndex((w) => w.pos === 'NOUN' || w.pos === 'PROPN');
    const rest = firstNoun < 0 ? [] : inside.slice(firstNoun + 1);
    const openerAt = rest.findIndex((w) => w.pos !== 'NOUN');
    const opener = openerAt < 0 ? undefined : rest[openerAt];
    const timeNoun = rest.slice(openerAt + 1).find((w) => w.pos === 'NOUN' || w.pos === 'ADV');
    const timeAfterObject =
      opener !== undefined &&
      (TIME_OPENERS.has(opener.lower) || (opener.pos === 'ADV' && !MID_ADVERBS.has(opener.lower)) || (opener.pos === 'ADP' && TIME_NOUNS.has(timeNoun?.lower ?? '')));
    if (!objectWithDeterminer && !timeAfterObject) continue;
    // "Reading books that I love": a relative clause may hold its own verb; stop at the first verb only.
    if (inside.some((w) => w.pos === 'ADP' && /^(like|than|as)$/.test(w.lower))) continue;
    const replacement = SINGULAR_OF[verb.lower] ?? findThirdSingular(verb.lower);
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8,
      message: `'${gerund.text} …' is one activity, a singular subject: the verb should be '${replacement}'.`, replacements: [matchCase(verb.text, replacement)],
    });
  }
  return issues;
}
