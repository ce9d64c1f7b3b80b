import { readHeadNoun } from '../rules-intl/fr/noun-phrase-rules';

/** "La réunion a été", "Les lettres sont", "elle était": the subject right before a form of "être". */
const NOUN_BEFORE_ETRE = /(?:^|[\s(«"])(\p{L}+)\s+(\p{L}+)\s+(?:(?:a|ont|avait|avaient|aura|auront)\s+été|est|sont|était|étaient|sera|seront|fut|furent)\s+$/iu;
const PRONOUN_BEFORE_ETRE = /(?:^|[\s(«"])(il|elle|ils|elles)\s+(?:(?:a|ont|avait|avaient|aura|auront)\s+été|est|sont|était|étaient|sera|seront|fut|furent)\s+$/iu;

const PRONOUNS: Record<string, { feminine: boolean; plural: boolean }> = {
  il: { feminine: false, plural: false },
  elle: { feminine: true, plural: false },
  ils: { feminine: false, plural: true },
  elles: { feminine: true, plural: true },
};

function readSubjectBefore(before: string): { feminine: boolean; plural: boolean } | undefined {
  const pronoun = PRONOUN_BEFORE_ETRE.exec(before);
  if (pronoun) return PRONOUNS[pronoun[1]!.toLowerCase()];
  const noun = NOUN_BEFORE_ETRE.exec(before);
  const head = noun ? readHeadNoun(noun[1]!.toLowerCase(), noun[2]!.toLowerCase()) : undefined;
  return head ? { feminine: head.gender === 'f', plural: head.plural } : undefined;
}

/**
 * Grammalecte mends "a été reporter" with the four forms of the participle, masculine singular first; after "être"
 * the participle agrees with the subject, so "La réunion a été reporter" takes "reportée" first. Only when its
 * suggestions are exactly the four forms of one participle and the subject right before is a pronoun or a noun
 * whose gender the lexicon knows; otherwise its order stands.
 */
export function orderParticipleBySubject(text: string, offset: number, suggestions: string[]): string[] {
  const base = suggestions[0];
  if (!base || suggestions.length !== 4 || !/[éiut]$/.test(base)) return suggestions;
  const forms = [base, `${base}s`, `${base}e`, `${base}es`];
  if (!forms.every((form) => suggestions.includes(form))) return suggestions;
  const subject = readSubjectBefore(text.slice(Math.max(0, offset - 60), offset));
  if (!subject) return suggestions;
  const chosen = `${base}${subject.feminine ? 'e' : ''}${subject.plural ? 's' : ''}`;
  return [chosen, ...suggestions.filter((suggestion) => suggestion !== chosen)];
}
