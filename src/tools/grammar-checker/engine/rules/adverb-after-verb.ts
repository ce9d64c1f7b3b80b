import { type Issue } from '../types';
import { pickAdverbSpellings } from './adverb-spellings';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findBaseForm, isThirdSingular } from './verb-lexicon';
import { BE_FORMS } from './word-classes';

// Adjectives whose adverb learners replace with the adjective; the adverb is the spelling here.
const ADVERB_OF = pickAdverbSpellings(
  'careful careless quick slow quiet loud easy bad serious proper correct polite rude beautiful perfect fluent sudden patient honest calm rapid efficient regular frequent angry heavy nervous professional confident smooth neat accurate clear gentle brief warm clever kind soft immediate instant automatic',
);
// Linking and object-complement verbs take the adjective: "seems careful", "keep quiet", "went quiet", "play safe".
const LINKING = new Set(
  'be seem look feel become get stay remain sound smell taste appear grow turn keep prove go come fall make find consider leave hold stand sit lie rest play think call paint set'.split(' '),
);
// Verbs whose object may take an adjective after it: "want the room very quiet", "like my tea very hot".
const OBJECT_COMPLEMENT = new Set('want like need prefer have get wish serve eat drink cut wash wipe pack fold boil fry cook brew hold push pull keep leave make find consider paint call set'.split(' '));
const INTENSIFIERS = /^(very|really|so|too|extremely|quite|pretty|more|less)$/;

/**
 * "She explained the rules of the game so clear that…" → "so clearly that": "so + adjective + that" after an action
 * verb and its object (past any "of" phrase) says how the action was done. The verb is found walking back over the
 * object; a linking or object-complement verb ("made the room so quiet that", "found it so easy that") keeps the adjective.
 */
function findSoAdjectiveThat(words: TaggedWord[]): Issue[] {
  const issues: Issue[] = [];
  for (let s = 1; s < words.length - 2; s++) {
    const adjective = words[s + 1] as TaggedWord;
    const adverb = ADVERB_OF[adjective.lower];
    if (words[s]?.lower !== 'so' || !adverb || adjective.pos !== 'ADJ' || words[s + 2]?.lower !== 'that') continue;
    let v = s - 1;
    while (v >= 0 && /^(NOUN|DET|ADJ|ADP|NUM|PROPN)$/.test(words[v]?.pos ?? '') && s - v < 10) v -= 1;
    // "made them so angry": an object pronoun is an object too.
    if (/^(me|you|him|her|it|us|them|my|your|his|our|their|its)$/.test(words[v]?.lower ?? '') && words[v]?.pos === 'PRON') v -= 1;
    while (v >= 0 && /^(NOUN|DET|ADJ|ADP|NUM|PROPN)$/.test(words[v]?.pos ?? '') && s - v < 10) v -= 1;
    const verb = words[v];
    if (!verb || verb.pos !== 'VERB' || LINKING.has(verb.lemma) || OBJECT_COMPLEMENT.has(verb.lemma) || BE_FORMS.has(words[v - 1]?.lower ?? '') || words[v - 1]?.pos === 'AUX') continue;
    issues.push({
      offset: adjective.start, length: adjective.end - adjective.start, category: 'grammar', rule: 'word-form/adverb', source: 'rule', confidence: 0.8,
      message: `'${adjective.text}' describes how someone ${verb.text}: the adverb is '${adverb}'.`, replacements: [matchCase(adjective.text, adverb)],
    });
  }
  return issues;
}

const PARTICLES = /^(off|on|up|down|out|in|back|away|over|round|around)$/;
// Adjectives that are adverbs too after a particle ("turn it up loud"), or that describe the object ("cut it up small").
const FLAT_AFTER_PARTICLE = /^(loud|clear|warm|soft|slow|quick)$/;

/**
 * "we switched it off immediate" → "immediately": a phrasal verb with a pronoun between verb and particle has its
 * object already, so an adjective that ends the clause after the particle can only say how it was done.
 */
function findAfterParticle(words: TaggedWord[]): Issue[] {
  const issues: Issue[] = [];
  for (let i = 0; i + 3 < words.length; i++) {
    const [verb, pronoun, particle, adjective] = [words[i], words[i + 1], words[i + 2], words[i + 3]] as [TaggedWord, TaggedWord, TaggedWord, TaggedWord];
    const adverb = ADVERB_OF[adjective.lower];
    if (verb.pos !== 'VERB' || LINKING.has(verb.lemma) || OBJECT_COMPLEMENT.has(verb.lemma) || !/^(it|them|him|her|me|us)$/.test(pronoun.lower)) continue;
    if (!PARTICLES.test(particle.lower) || !adverb || FLAT_AFTER_PARTICLE.test(adjective.lower) || adjective.text !== adjective.lower) continue;
    const after = words[i + 4];
    if (after && !/^(PUNCT|CCONJ)$/.test(after.pos)) continue;
    issues.push({
      offset: adjective.start, length: adjective.end - adjective.start, category: 'grammar', rule: 'word-form/adverb', source: 'rule', confidence: 0.8,
      message: `'${adjective.text}' describes how someone ${verb.text} ${pronoun.text} ${particle.text}: the adverb is '${adverb}'.`, replacements: [adverb],
    });
  }
  return issues;
}

/**
 * "My uncle drives so careful that": wink reads a third-person verb after a noun subject as a plural noun ("uncle
 * drives"). A lower-case -s form our verb lexicon knows, after a noun, a name or "he/she/it", and before an intensifier,
 * is the verb: a plural noun is not followed by "very/so/too" + a manner adjective. Its lemma is the lexicon's base.
 */
function readAsVerb(words: TaggedWord[], i: number): TaggedWord | undefined {
  const word = words[i];
  if (!word) return undefined;
  if (word.pos === 'VERB') return word;
  const before = words[i - 1];
  if (word.pos !== 'NOUN' || word.text !== word.lower || !isThirdSingular(word.lower) || !INTENSIFIERS.test(words[i + 1]?.lower ?? '')) return undefined;
  const subject = before !== undefined && (before.pos === 'NOUN' || before.pos === 'PROPN' || /^(he|she|it)$/.test(before.lower));
  return subject ? { ...word, pos: 'VERB', lemma: findBaseForm(word.lower) ?? word.lemma } : undefined;
}

/**
 * "He drives very careful" → "carefully": an adjective right after an action verb (or after an
 * intensifier after it), where the sentence goes on with a preposition or ends, describes the
 * action. Linking verbs and passives ("was considered careful") keep the adjective.
 */
export function checkAdverbAfterVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    issues.push(...findSoAdjectiveThat(words), ...findAfterParticle(words));
    for (let i = 0; i < words.length - 1; i++) {
      const verb = readAsVerb(words, i);
      if (!verb || verb.pos !== 'VERB' || LINKING.has(verb.lemma) || BE_FORMS.has(words[i - 1]?.lower ?? '')) continue;
      // "a results-oriented professional", "a well-known expert": a participle inside a compound before a noun is no action.
      if (text[verb.start - 1] === '-' || words[i - 1]?.pos === 'DET') continue;
      let k = i + 1;
      // "answered the questions very quick": past a short object, only with an intensifier and at the
      // clause's end, where no object complement ("want the room quiet", "found it easy") can stand.
      const objectStart = k;
      if (words[k]?.pos === 'DET' || /^(my|your|his|her|our|their|its)$/.test(words[k]?.lower ?? '')) {
        k += 1;
        while (words[k]?.pos === 'ADJ' && !ADVERB_OF[words[k]?.lower ?? '']) k += 1;
        if (words[k]?.pos !== 'NOUN') continue;
        k += 1;
      }
      const hasObject = k > objectStart;
      if (hasObject && (!INTENSIFIERS.test(words[k]?.lower ?? '') || OBJECT_COMPLEMENT.has(verb.lemma))) continue;
      const intensified = INTENSIFIERS.test(words[k]?.lower ?? '');
      if (intensified) k += 1;
      const adjective = words[k];
      const adverb = adjective ? ADVERB_OF[adjective.lower] : undefined;
      // wink tags "very soft" after "spoke" ADV (a flat adverb); after an intensifier it is still the adjective's slot.
      if (!adjective || !adverb || (adjective.pos !== 'ADJ' && !(intensified && adjective.pos === 'ADV'))) continue;
      const after = words[k + 1];
      // A clause that follows ("drives very careful when the roads are wet") ends the manner slot too; wink may tag "when" ADV.
      const opensClause = after !== undefined && /^(when|while|if|because|before|after|until|unless|whenever)$/.test(after.lower)
        // "spoke very soft so that she would not wake them": a purpose clause ends it as well.
        || (after?.lower === 'so' && words[k + 2]?.lower === 'that');
      if (after && after.pos !== 'PUNCT' && after.pos !== 'ADP' && after.pos !== 'CCONJ' && after.pos !== 'SCONJ' && !opensClause) continue;
      if (hasObject && after && after.pos !== 'PUNCT') continue;
      issues.push({
        offset: adjective.start, length: adjective.end - adjective.start, category: 'grammar', rule: 'word-form/adverb', source: 'rule', confidence: 0.8,
        message: `'${adjective.text}' describes how someone ${verb.text}: the adverb is '${adverb}'.`, replacements: [matchCase(adjective.text, adverb)],
      });
    }
  }
  return issues;
}
