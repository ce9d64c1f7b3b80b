import { indexForms, readParadigmFile } from './read-lexicon';

/** Person as an index: 0 = 1st singular … 2 = 3rd singular, 3 = 1st plural … 5 = 3rd plural. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;

export interface VerbReading {
  lemma: string;
  /** Which block of six persons (the file's tense order). */
  tense: number;
  person: Person;
}

/**
 * A conjugation table read from a paradigm file whose first `tenses` × 6 forms are finite forms,
 * person by person. Answers "what is this form?" and "what is the form for that person?".
 */
export class VerbTable {
  private readonly byForm: ReturnType<typeof indexForms>;
  private readonly byLemma: Map<string, string[]>;
  private readonly tagByLemma: Map<string, string>;

  constructor(
    file: string,
    private readonly tenses: number,
    /** Rewrites a lemma's forms as read from the file (German: the old "muß" spelling → "muss"). */
    respell?: (lemma: string, forms: string[]) => string[],
  ) {
    const entries = readParadigmFile(file).map((e) => (respell ? { ...e, forms: respell(e.lemma, e.forms) } : e));
    this.byForm = indexForms(entries);
    this.byLemma = new Map(entries.map((e) => [e.lemma, e.forms]));
    this.tagByLemma = new Map(entries.map((e) => [e.lemma, e.tag]));
  }

  /** The file's tag of a lemma (German: its past participle, "~" for the stem), or undefined. */
  tagOf(lemma: string): string | undefined {
    return this.tagByLemma.get(lemma) || undefined;
  }

  /** Finite readings of a form (slots beyond the finite tenses, e.g. participles, are left out). */
  read(form: string): VerbReading[] {
    return (this.byForm.get(form) ?? [])
      .filter(({ slot }) => slot < this.tenses * 6)
      .map(({ entry, slot }) => ({ lemma: entry.lemma, tense: Math.floor(slot / 6), person: (slot % 6) as Person }));
  }

  /** Every slot a form fills, participles included. */
  slots(form: string): { lemma: string; slot: number }[] {
    return (this.byForm.get(form) ?? []).map(({ entry, slot }) => ({ lemma: entry.lemma, slot }));
  }

  forms(lemma: string): string[] | undefined {
    return this.byLemma.get(lemma);
  }

  conjugate(lemma: string, tense: number, person: Person): string | undefined {
    return this.byLemma.get(lemma)?.[tense * 6 + person] || undefined;
  }

  /**
   * The form for `person` when `form` is a finite verb that does not fit that person in any reading;
   * undefined when it fits, is not a verb, or its readings disagree on the fix.
   */
  fixPerson(form: string, persons: readonly Person[]): string | undefined {
    const readings = this.read(form);
    if (readings.length === 0 || readings.some((r) => persons.includes(r.person))) return undefined;
    // Every reading proposes its form for the person; two verbs sharing a form (fui: ser, ir) must agree.
    const fixes = new Set(readings.map((r) => this.conjugate(r.lemma, r.tense, persons[0]!)));
    if (fixes.size !== 1) return undefined;
    return [...fixes][0];
  }
}
