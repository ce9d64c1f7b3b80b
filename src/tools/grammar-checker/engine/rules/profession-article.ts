import { type Issue } from '../types';
import { tagSentences } from './tag-words';
import { followsWorkVerb } from './work-as-phrase';

// Jobs: a person "is a nurse", never "is nurse". Titles held alone ("She is captain of the team",
// "He was president", "head", "chair", "director", "mayor", "manager") are left out.
const JOBS = new Set(`engineer teacher doctor nurse student lawyer architect accountant pilot farmer dentist scientist programmer
  developer designer journalist writer artist musician actor actress singer chef cook waiter waitress driver mechanic electrician
  plumber photographer officer soldier firefighter secretary receptionist cashier pharmacist vet surgeon lecturer researcher
  translator interpreter tailor baker butcher builder carpenter librarian cleaner hairdresser dancer economist analyst
  astronaut athlete author editor optician physiotherapist psychologist police nanny babysitter volunteer tourist vegetarian
  child kid teenager baby boy girl`.split(/\s+/));
// "wanted to become doctor": becoming one is as countable as being one.
const BE = /^(is|was|am|'m|'s|become|became|becomes|becoming)$/;
const VOWEL_SOUND = /^[aeio]|^u(?!ni|s|t)/;

/**
 * "My dad is engineer" → "is an engineer": a singular job or role after "is/was" (or "work as") takes an article.
 * Only when the noun ends its phrase (punctuation, "at", "in", "and"…), so "is doctor-approved",
 * "was teacher training" and "is captain of" stay.
 */
export function checkProfessionArticle(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      // "works in a hospital as doctor": a place or employer phrase may stand between (work-as-phrase.ts).
      const afterWorkAs = word.lower === 'as' && followsWorkVerb(words, i);
      if ((!BE.test(word.lower) && !afterWorkAs) || i === 0) return;
      // "Mr. Cuomo's lawyer": "'s" after a noun is a possessive, a verb only after a pronoun.
      if (word.lower === "'s" && !/^(he|she|it|that|who|there)$/.test(words[i - 1]?.lower ?? '')) return;
      let k = i + 1;
      if (words[k]?.pos === 'ADJ' && words[k]?.text === words[k]?.lower && words[k + 1] && JOBS.has(words[k + 1]?.lower ?? '')) k += 1;
      // "as data analyst", "as software engineer": a noun naming the field before the job.
      else if (afterWorkAs && words[k]?.pos === 'NOUN' && words[k]?.text === words[k]?.lower && JOBS.has(words[k + 1]?.lower ?? '')) k += 1;
      const job = words[k];
      const next = words[k + 1];
      // wink reads "is engineer" as a verb; a job noun is never one in its base form after "is".
      if (!job || !JOBS.has(job.text) || job.lemma !== job.lower) return;
      // The job ends its phrase: punctuation, a conjunction, a clause opener or a preposition other than "of" follows
      // ("become nurse after she finishes school"), not a noun ("teacher training") nor "of" ("captain of").
      const endsPhrase = (next?.pos === 'PUNCT' && next.text !== '-') || /^(at|in|for|and|but|or|who|from|with|on|after|before|when|because|until|once|if|so|since|while|like|abroad|here|there|now|again|too)$/.test(next?.lower ?? '');
      if (next && !endsPhrase) return;
      if (text.slice(job.end, job.end + 1) === '-') return;
      const first = words[i + 1];
      if (!first) return;
      // "She is best student": a superlative picks one out, so its article is "the".
      const superlative = first !== job && (/^(best|worst|most|least)$/.test(first.lower) || /[a-z]{2}est$/.test(first.lower));
      const article = superlative ? 'the' : VOWEL_SOUND.test(first.lower) ? 'an' : 'a';
      issues.push({
        offset: first.start, length: first.end - first.start, category: 'grammar', rule: 'missing-article', source: 'rule', confidence: 0.8,
        message: superlative ? `A superlative takes 'the': 'the ${first.text}'.` : `A job or role takes an article: '${article} ${first.text}'.`, replacements: [`${article} ${first.text}`],
      });
    });
  }
  return issues;
}
