import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { isRegularVerbBase } from './dictionary-classes';
import { findPast, isKnownBase, isPastForm } from './verb-lexicon';

// States may hold now beside a past event ("She loves jazz and learned the sax at school").
const STATES = /^(be|have|do|love|like|hate|know|want|need|think|believe|hope|live|work|own|feel|miss|prefer|enjoy|understand|remember|mean|seem|wish|study|teach|speak|play|run|use)$/;
const OWNERS = /^(the|a|an|my|your|his|her|our|their|this|that)$/;
const THIRD_SINGULAR = /^(he|she|it)$/;

/** Where the subject before `verbAt` starts, and whether it is third person singular; undefined if none. */
function readSubject(words: TaggedWord[], verbAt: number): { start: number; third: boolean } | undefined {
  const last = words[verbAt - 1];
  if (!last) return undefined;
  if (/^(i|you|we|they|he|she)$/.test(last.lower) && last.pos === 'PRON') return { start: verbAt - 1, third: THIRD_SINGULAR.test(last.lower) };
  if (last.pos === 'PROPN' && last.text !== last.lower && !/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(last.lower)) return { start: verbAt - 1, third: true };
  if (last.pos !== 'NOUN' || last.lower.endsWith('s')) return undefined;
  let s = verbAt - 2;
  while (s > verbAt - 4 && (words[s]?.pos === 'ADJ' || words[s]?.pos === 'NOUN')) s -= 1;
  return OWNERS.test(words[s]?.lower ?? '') ? { start: s, third: true } : undefined;
}

/** The subject opens its clause: the sentence's start, a comma or joint before it, or an opening place or time phrase ("On Saturday"). */
function opensClause(words: TaggedWord[], start: number): boolean {
  const before = words[start - 1];
  if (!before) return true;
  if (before.text === ',' || before.pos === 'CCONJ' || before.pos === 'SCONJ') return true;
  const opening = words.slice(0, start);
  // The tagger may read the phrase's noun as a verb ("After lunch/VERB"): any word but an auxiliary, a subject or a stop.
  return opening[0]?.pos === 'ADP' && opening.length <= 4 && opening.every((w) => w.pos !== 'AUX' && w.pos !== 'PUNCT' && !/^(i|you|we|they|he|she|it)$/.test(w.lower));
}

/**
 * "On Saturday my grandfather fix the fence and then painted the shed" → "fixed": a bare verb after its subject, whose
 * clause goes on with "and" (or "and then") and a past verb sharing that subject, is the past too. With a third-person
 * singular subject the bare form is wrong anyway; with "I/we/they" only before "and then", which orders two events.
 * Not states ("She loves jazz and learned the sax"), nor a subject inside another clause ("I saw the kids play and
 * then went home": the kids are what was seen).
 */
export function checkBareVerbBeforePastCoordinate(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 3; i++) {
      const verb = words[i] as TaggedWord;
      // The tagger may read the verb as a noun or adjective after a noun subject ("my sister wash/NOUN the dishes"):
      // a base our lexicon knows, before a determiner or an object pronoun ("my brother call/NOUN me"), is the verb.
      const misread = (verb.pos === 'NOUN' || verb.pos === 'ADJ') && /^(the|a|an|my|your|his|her|our|their|this|that|these|those|some|me|him|us|them)$/.test(words[i + 1]?.lower ?? '');
      if ((verb.pos !== 'VERB' && !misread) || verb.text !== verb.lower || (verb.pos === 'VERB' && verb.lower !== verb.lemma) || !(isKnownBase(verb.lower) || (verb.pos === 'VERB' && isRegularVerbBase(verb.lower))) || STATES.test(verb.lower)) continue;
      const past = findPast(verb.lower);
      if (past === verb.lower) continue;
      const subject = readSubject(words, i);
      if (!subject || !opensClause(words, subject.start)) continue;
      // The verb's object or place, up to "and": no other verb, clause or relative word between.
      let a = i + 1;
      while (a < words.length && a < i + 9 && words[a]?.lower !== 'and') {
        const w = words[a] as TaggedWord;
        if (w.pos === 'VERB' || w.pos === 'AUX' || w.pos === 'SCONJ' || w.pos === 'PART' || /^(that|who|which|but|or|so)$/.test(w.lower) || (w.pos === 'PUNCT' && !(w.text === ',' && words[a + 1]?.lower === 'and') && w.text !== '-')) break;
        a += 1;
      }
      if (words[a]?.lower !== 'and') continue;
      const then = words[a + 1]?.lower === 'then';
      const second = words[a + (then ? 2 : 1)];
      if (!second || second.pos !== 'VERB' || second.text !== second.lower || second.lower === second.lemma || !(isPastForm(second.lower) || /[^e]ed$|ied$/.test(second.lower))) continue;
      if (!then && !subject.third) continue;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
        message: `The same subject goes on in the past ('${second.text}'), so this verb is in the past too: '${past}'.`, replacements: [matchCase(verb.text, past)],
      });
    }
  }
  return issues;
}
