import { defineRule, type IntlRule, type RuleContext } from './intl-rule';
import { type Person, type VerbTable } from './lexicon/verb-table';

/** A subject found at a clause start: the words it spans and the persons a verb may take after it. */
export interface Subject {
  end: number;
  persons: Person[];
}

export interface SubjectVerbSpec {
  id: string;
  name: string;
  message: string;
  table: () => VerbTable;
  /** Personal pronouns and the persons their verb takes (the first is the one a fix uses). */
  pronouns: Record<string, Person[]>;
  /** A noun subject starting at a clause start ("les élèves", "los niños", "die Kinder"). */
  readNounSubject: (ctx: RuleContext, i: number) => Subject | undefined;
  /** Words that may stand between subject and verb: negation, object pronouns, a few adverbs. */
  between: ReadonlySet<string>;
  /** Words after which a clause starts (que, dass, y…): a subject may follow. */
  openers: ReadonlySet<string>;
  /** A word before i that starts a clause only in some contexts (German "und" after a clause with its own verb). */
  opensClause?: (ctx: RuleContext, i: number) => boolean;
  /** Function words the table also lists as verb forms (Spanish "de" of dar): never read as the verb. */
  notVerbs?: ReadonlySet<string>;
  /** Forms the table lacks for a person (French "je peux" beside "je puis"): never flagged. */
  alsoAccepted?: Record<string, Person[]>;
  /** A verb form the table does not know, read for a person (Spanish "sabo" → "sé"). */
  guessUnknown?: (table: VerbTable, word: string, person: Person) => string | undefined;
  /**
   * Relative pronouns that open a clause set off by commas after a noun subject ("La profesora, que da clases
   * en dos colegios, está…"): the verb after the closing comma still agrees with the subject.
   */
  relatives?: ReadonlySet<string>;
  /**
   * Past a relative clause, a verb with any third-person reading is read (German "muss" is ich and er, "müssen"
   * wir and sie), not only one whose readings are all third person; only after a noun subject.
   */
  relativeVerbAnyThirdPerson?: boolean;
  /** A pronoun at i that is another word misspelt (Spanish "Tú hermano": the possessive "tu"): no subject. */
  notPronoun?: (ctx: RuleContext, i: number) => boolean;
  /**
   * True when a word between subject and verb cannot go with this subject, so the word after it is no verb of the
   * clause ("Yo no se nada": a reflexive "se" never goes with "yo"; it is "sé", and "nada" is no verb).
   */
  betweenClash?: (ctx: RuleContext, from: number, to: number, persons: readonly Person[]) => boolean;
  /**
   * Prepositions that open a phrase between a plural noun subject and its verb ("Les campeurs du bloc B fait",
   * "Die Duschen auf dem Campingplatz ist"): past it, a verb read only as a third person singular takes the plural.
   */
  prepositions?: ReadonlySet<string>;
  /** Determiners and prepositions: the phrase never ends on one (a noun closes it). */
  functionWords?: ReadonlySet<string>;
  /** A word after the verb that may be its own subject (German "Die Fenster im Bad hat der Vermieter repariert"). */
  subjectAfterVerb?: (ctx: RuleContext, v: number) => boolean;
}

/** The part of a token after an elided prefix: "n'est" → n' + est. */
function splitElision(word: string): { prefix: string; rest: string } {
  const match = /^([jnlmts]|qu)['’](.+)$/.exec(word);
  return match ? { prefix: word.slice(0, word.length - (match[2] ?? '').length), rest: match[2] ?? '' } : { prefix: '', rest: word };
}

function startsClause(ctx: RuleContext, i: number, openers: ReadonlySet<string>): boolean {
  return ctx.startsSentence(i) || /[,;:]/.test(ctx.gapBefore(i)) || (openers.has(ctx.word(i - 1)) && ctx.joined(i - 1));
}

function findSubject(spec: SubjectVerbSpec, ctx: RuleContext, i: number): Subject | undefined {
  const persons = spec.pronouns[ctx.word(i)];
  if (persons) return spec.notPronoun?.(ctx, i) ? undefined : { end: i, persons };
  return spec.readNounSubject(ctx, i);
}

/** The comma closing a relative clause right after the subject ("…, que …,"): the index of its last word. */
function skipRelativeClause(ctx: RuleContext, end: number, relatives: ReadonlySet<string>): number | undefined {
  if (!/^,\s+$/.test(ctx.gapAfter(end)) || !relatives.has(ctx.word(end + 1))) return undefined;
  for (let k = end + 1; k < ctx.tokens.length - 1 && k <= end + 16; k++) {
    const gap = ctx.gapAfter(k);
    if (/^,\s+$/.test(gap)) return k;
    if (ctx.endsClause(k)) return undefined;
  }
  return undefined;
}

const RELATIVE_WORDS = /^(qui|que|quoi|lequel|laquelle|lesquels|lesquelles|dont|où|quien|quienes|cual|cuales|cuyo|cuya|cuyos|cuyas|donde|cuando|como|je|tu|yo|tú|wer|wo|welche|welcher|welches)$/;

/**
 * A prepositional phrase right after a plural noun subject: the index of its last word, when 1–4 words after
 * the preposition, none a verb form nor between-word, end before a verb form (the last not a function word).
 */
function skipPrepositionalPhrase(spec: SubjectVerbSpec, ctx: RuleContext, end: number): number | undefined {
  // "Les campeurs du bloc B fait": a one-letter or numeral label closes the subject's noun.
  if (spec.prepositions && /^(\p{Lu}|\d+)$/u.test(ctx.tokens[end + 1]?.text ?? '') && ctx.joined(end) && !spec.functionWords?.has(ctx.word(end))) return end + 1;
  if (!spec.prepositions?.has(ctx.word(end + 1)) || !ctx.joined(end)) return undefined;
  const table = spec.table();
  for (let k = end + 2; k <= end + 6 && k < ctx.tokens.length; k++) {
    if (!ctx.joined(k - 1)) return undefined;
    const { rest } = splitElision(ctx.word(k));
    const verbLike = (table.read(rest).length > 0 && !spec.notVerbs?.has(rest)) || spec.between.has(rest);
    if (!verbLike) {
      // "Les amis avec qui je voyage": a relative or a subject pronoun opens another clause with its own verb.
      if (spec.relatives?.has(rest) || spec.openers.has(rest) || spec.pronouns[rest] || RELATIVE_WORDS.test(rest)) return undefined;
      continue;
    }
    const last = ctx.word(k - 1);
    return k - 1 > end + 1 && !spec.functionWords?.has(last) && !spec.prepositions.has(last) && !/['’]$/.test(last) ? k - 1 : undefined;
  }
  return undefined;
}

/** Subject–verb agreement from a conjugation table: the finite verb after a subject takes its person. */
export function defineSubjectVerbRule(spec: SubjectVerbSpec): IntlRule {
  return defineRule({
    id: spec.id,
    name: spec.name,
    message: spec.message,
    at: (ctx, i) => {
      if (!startsClause(ctx, i, spec.openers) && !spec.opensClause?.(ctx, i)) return undefined;
      const subject = findSubject(spec, ctx, i);
      if (!subject) return undefined;
      const relative = spec.relatives ? skipRelativeClause(ctx, subject.end, spec.relatives) : undefined;
      // Past a prepositional phrase only a plural noun subject is read, and only a verb read as third singular (or first, "je paie") and nothing else.
      const phrase = relative === undefined && !spec.pronouns[ctx.word(i)] && subject.persons.every((p) => p === 5) ? skipPrepositionalPhrase(spec, ctx, subject.end) : undefined;
      const afterRelative = relative ?? phrase;
      // The verb's slot: right after the subject, or right after the comma closing its relative clause.
      const slotStart = afterRelative === undefined ? subject.end : afterRelative + 1;
      let v = afterRelative === undefined ? subject.end + 1 : afterRelative + 1;
      while (spec.between.has(splitElision(ctx.word(v)).rest) && splitElision(ctx.word(v)).prefix === '' && (v === slotStart || ctx.joined(v - 1))) v++;
      if (!ctx.joinedRun(slotStart, v)) return undefined;
      if (spec.betweenClash?.(ctx, slotStart, v, subject.persons)) return undefined;
      const { prefix, rest } = splitElision(ctx.word(v));
      if ((prefix && !/^n['’]$/.test(prefix)) || spec.notVerbs?.has(rest)) return undefined;
      const table = spec.table();
      const target = subject.persons[0]!;
      if (spec.alsoAccepted?.[rest]?.some((p) => subject.persons.includes(p))) return undefined;
      const fix = table.read(rest).length > 0 ? table.fixPerson(rest, subject.persons) : spec.guessUnknown?.(table, rest, target);
      if (!fix || fix === rest) return undefined;
      // "Die Bücher hat mein Bruder gelesen": an object opens the clause and the subject follows the verb.
      if (!spec.pronouns[ctx.word(i)] && spec.subjectAfterVerb?.(ctx, v + 1)) return undefined;
      if (phrase !== undefined && (!table.read(rest).some((r) => r.person === 2) || table.read(rest).some((r) => r.person !== 2 && r.person !== 0) || spec.subjectAfterVerb?.(ctx, v + 1))) return undefined;
      // Past a relative clause only a third person is read as the verb: "…, que leí ayer, bajo la mesa" has none.
      if (relative !== undefined) {
        const third = (r: { person: Person }) => r.person === 2 || r.person === 5;
        if (spec.relativeVerbAnyThirdPerson ? spec.pronouns[ctx.word(i)] !== undefined || !table.read(rest).some(third) : !table.read(rest).every(third)) return undefined;
      }
      return { from: v, to: v, replacements: [prefix + fix] };
    },
  });
}
