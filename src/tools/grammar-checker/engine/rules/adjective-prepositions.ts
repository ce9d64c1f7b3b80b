import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

// Adjectives whose preposition is fixed, and the prepositions learners put there instead that are hardly ever right
// after them ("allergic of" → "to", "aware about" → "of", "similar with" → "to"). Left out where the wrong-looking one
// has a use of its own: "allergic for years", "famous with tourists", "different with her", "tired from work", "my hands
// full with children".
const FIXED: Record<string, [string, RegExp]> = {
  allergic: ['to', /^(of|from|with)$/],
  proud: ['of', /^(on)$/],
  similar: ['to', /^(with)$/],
  different: ['from', /^(of)$/],
  keen: ['on', /^(of)$/],
  fond: ['of', /^(to|with|about|on)$/],
  aware: ['of', /^(about|on)$/],
  famous: ['for', /^(of)$/],
  jealous: ['of', /^(on)$/],
  addicted: ['to', /^(of|with|on)$/],
  accustomed: ['to', /^(with|of)$/],
  satisfied: ['with', /^(of|from)$/],
  excited: ['about', /^(on|of)$/],
  worried: ['about', /^(of|on)$/],
  scared: ['of', /^(from)$/],
  terrified: ['of', /^(from)$/],
  frightened: ['of', /^(from)$/],
  ashamed: ['of', /^(from)$/],
};

/**
 * "The patient is allergic of penicillin" → "allergic to": an adjective whose preposition is fixed, followed by one
 * learners put in its place, before what it is about (a noun phrase, a pronoun or an -ing form).
 */
export function checkAdjectivePrepositions(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((adjective, i) => {
      const entry = FIXED[adjective.lower];
      const preposition = words[i + 1];
      if (!entry || !preposition || !entry[1].test(preposition.lower) || preposition.start !== adjective.end + 1) return;
      const object = words[i + 2];
      // "similar with respect to", "full with a smile": only before what the adjective is about.
      if (!object || !/^(DET|NOUN|PROPN|PRON|ADJ|NUM|VERB)$/.test(object.pos) || /^(respect|regard)$/.test(words[i + 3]?.lower ?? '') || /^(respect|regard)$/.test(object.lower)) return;
      if (object.pos === 'VERB' && !/ing$/.test(object.lower)) return;
      issues.push({
        offset: preposition.start, length: preposition.end - preposition.start, category: 'grammar', rule: 'preposition-usage', source: 'rule', confidence: 0.8,
        message: `The preposition after '${adjective.text}' is '${entry[0]}'.`, replacements: [matchCase(preposition.text, entry[0])],
      });
    });
  }
  return issues;
}
