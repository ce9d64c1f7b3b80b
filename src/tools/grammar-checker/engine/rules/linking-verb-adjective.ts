import { type Issue } from '../types';
import { tagSentences } from './tag-words';

// Sense verbs that link a subject to how it is: "tastes delicious", "smells wonderful", "sounds great".
const SENSE_VERBS = /^(taste|tastes|tasted|smell|smells|smelled|smelt|sound|sounds|sounded)$/;
// "-ly" words that are adjectives already, or whose stem is no adjective.
const NOT_FROM_ADJECTIVE = /^(lovely|friendly|lively|ugly|silly|only|early|likely|daily|weekly|family|holy|jolly|costly|deadly|elderly|fly|supply|apply|rely|reply|strongly|slightly|faintly|mostly|mainly|exactly|just|nearly|really|truly)$/;

/** "deliciously" → "delicious", "happily" → "happy", "terribly" → "terrible", "basically" → "basic". */
function toAdjective(adverb: string): string | undefined {
  // Short enough for the length guard below, but plainly an adjective's adverb: "the coffee tasted badly".
  if (adverb === 'badly' || adverb === 'oddly') return adverb.slice(0, -2);
  if (NOT_FROM_ADJECTIVE.test(adverb) || !adverb.endsWith('ly') || adverb.length < 6) return undefined;
  if (adverb.endsWith('ically')) return adverb.slice(0, -4);
  if (adverb.endsWith('ily')) return `${adverb.slice(0, -3)}y`;
  // "terribly" → "terrible", "simply" → "simple", "gently" → "gentle"; "deeply" keeps "deep".
  if (/(i|a|m|u)(b|p)ly$/.test(adverb) || adverb === 'gently' || adverb === 'subtly') return `${adverb.slice(0, -1)}e`;
  if (adverb.endsWith('ly')) return adverb.slice(0, -2);
  return undefined;
}

/**
 * "The cake tastes deliciously" → "delicious": a sense verb describes its subject, so an adjective
 * follows. Left alone when the -ly word leads into an adjective ("sounds perfectly reasonable"),
 * "like" or "of" ("smells strongly of garlic").
 */
export function checkLinkingVerbAdjective(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((verb, i) => {
      const adverb = words[i + 1];
      const after = words[i + 2];
      if (!SENSE_VERBS.test(verb.lower) || !adverb || adverb.pos !== 'ADV' || adverb.text !== adverb.lower) return;
      if (after && (['ADJ', 'ADV', 'VERB'].includes(after.pos) || /^(like|of|as)$/.test(after.lower))) return;
      // "It sounds absolutely." is rare; the subject must be a thing or a person described, not a listener: "I smelled carefully".
      if (/^(i|we|you|he|she|they)$/.test(words[i - 1]?.lower ?? '')) return;
      // "sounded badly out of tune": "badly" also grades what follows it, so only a clause that ends on it is mended.
      if (/^(badly|oddly)$/.test(adverb.lower) && after && !/^(PUNCT|CCONJ)$/.test(after.pos)) return;
      const adjective = toAdjective(adverb.lower);
      if (!adjective) return;
      issues.push({
        offset: adverb.start, length: adverb.end - adverb.start, category: 'grammar', rule: 'adjective-after-linking-verb', source: 'rule', confidence: 0.85,
        message: "After 'taste', 'smell' or 'sound', describe the subject with an adjective: 'tastes delicious'.", replacements: [adjective],
      });
    });
  }
  return issues;
}
