import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findBaseForm, findParticiple, isVerbForm } from './verb-lexicon';
import { PLAN_NOUN_WORDS } from './word-classes';

/*
 * "The gas hob was switch off before the inspector came" → "switched off": a phrasal verb done to the subject, after a
 * form of "be", takes its participle. Only verbs whose participle differs from the base, and only when the particle
 * ends the verb group (a preposition, an adverb of time or the end of the clause follows): "All I did was switch off
 * the light" and "The first step is fill in the form" (an infinitive without "to", with its object) stay, and so does
 * a clause whose opening has "do" in it ("What you do is turn off…").
 */
// Not words that are also adjectives before a particle ('warm out', 'close by', 'clear up here', 'back on').
const PHRASAL_BASES = 'switch|turn|fill|hand|pick|throw|lock|plug|unplug|wash|wipe|tidy|pack|sort|call|carry|check|tick|cross|log|sign|print|hang|give|take|break|write|wear|use|fold|roll|tear|knock|blow|rub|pull|push|hold|send|pay|heat|board|seal|block|rule|phase|drop|fix';
const PARTICLES = 'off|on|in|out|up|down|away|back|over';
const AFTER_PARTICLE = /^\s+(by|before|after|at|in|on|for|until|till|when|while|because|during|every|each|yesterday|today|again|already|early|late|automatically|properly|overnight|and|but|so|as|twice|once)\b|^\s*([.,;:!?]|$)/i;

// "Her first thought was pack up and leave": a subject naming a thought or a course of action is followed by what to
// do (a bare infinitive), not by something done to it.
const PLAN_NOUNS = [...PLAN_NOUN_WORDS].join('|');
const NOT_PASSIVE_BEFORE = new RegExp(`^(i|you|we|they|he|she|to|will|would|can|could|should|must|may|might|what|all|${PLAN_NOUNS})$`);

/** "… pack up and leave": a second bare verb after "and" shows the first is an infinitive too ("and left" would not). */
function opensBareVerbAfterAnd(rest: string): boolean {
  const next = /^\s+and\s+([a-z]+)\b/i.exec(rest)?.[1]?.toLowerCase();
  return !!next && isVerbForm(next) && findBaseForm(next) === undefined && findParticiple(next) !== next;
}

const RULES: PatternRule[] = [
  {
    rule: 'verb-form/passive-participle', pattern: ['is|are|was|were|be|been|being', PHRASAL_BASES, PARTICLES], span: [1, 2],
    fix: (w) => {
      const participle = findParticiple(w[1] ?? '');
      return participle && participle !== w[1] ? participle : undefined;
    },
    confidence: 0.85,
    message: "Something done to it takes the participle: 'the heating was switched off'.",
    // "The trick is switch off and on again": an instruction named by its subject stays.
    previous: (w) => w !== undefined && !NOT_PASSIVE_BEFORE.test(w),
    next: (rest) => AFTER_PARTICLE.test(rest) && !opensBareVerbAfterAnd(rest),
    earlier: (sentence) => !/\b(do|does|did|done|doing|need|needs|have to|has to|had to)\b/i.test(sentence),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "was switch off" → "was switched off". */
export function checkPassivePhrasalParticiple(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
