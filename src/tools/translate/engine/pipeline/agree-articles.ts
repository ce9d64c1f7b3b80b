import escapeStringRegexp from 'escape-string-regexp';

/**
 * A forced glossary term is a placeholder to the engine, so the article it writes before it agrees
 * with nothing ("los factura"). This puts the article right, from the term's number and, when a
 * dictionary gave it, its gender; with no gender, the article keeps its own and only its number moves.
 */
export interface ForcedTerm {
  text: string;
  plural: boolean;
  gender?: 'm' | 'f';
}

type Form = 'ms' | 'fs' | 'mp' | 'fp';
type ArticleTable = Record<'definite' | 'indefinite', Record<Form, string>>;

const TABLES: Record<string, ArticleTable> = {
  es: { definite: { ms: 'el', fs: 'la', mp: 'los', fp: 'las' }, indefinite: { ms: 'un', fs: 'una', mp: 'unos', fp: 'unas' } },
  pt: { definite: { ms: 'o', fs: 'a', mp: 'os', fp: 'as' }, indefinite: { ms: 'um', fs: 'uma', mp: 'uns', fp: 'umas' } },
  fr: { definite: { ms: 'le', fs: 'la', mp: 'les', fp: 'les' }, indefinite: { ms: 'un', fs: 'une', mp: 'des', fp: 'des' } },
  it: { definite: { ms: 'il', fs: 'la', mp: 'i', fp: 'le' }, indefinite: { ms: 'un', fs: 'una', mp: '', fp: '' } },
};
/** Italian "lo"/"gli"/"uno" stand for "il"/"i"/"un" before s+consonant, z, gn, ps, x, y. */
const ITALIAN_IMPURE = /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i;
const ITALIAN_VARIANTS: Record<string, string> = { lo: 'il', gli: 'i', uno: 'un' };

function readForm(article: string, table: ArticleTable): { kind: 'definite' | 'indefinite'; form: Form } | undefined {
  const lower = ITALIAN_VARIANTS[article.toLowerCase()] ?? article.toLowerCase();
  for (const kind of ['definite', 'indefinite'] as const) {
    const entry = Object.entries(table[kind]).find(([, word]) => word !== '' && word === lower);
    if (entry) return { kind, form: entry[0] as Form };
  }
  return undefined;
}

function chooseArticle(table: ArticleTable, kind: 'definite' | 'indefinite', form: Form, language: string, next: string): string {
  const article = table[kind][form];
  if (language !== 'it' || !ITALIAN_IMPURE.test(next)) return article;
  return { il: 'lo', i: 'gli', un: 'uno' }[article] ?? article;
}

/** The text with each article directly before a forced term made to agree with it. */
export function agreeArticles(text: string, terms: readonly ForcedTerm[], language: string): string {
  const table = TABLES[language];
  if (!table) return text;
  const articles = [...new Set(Object.values(table).flatMap((forms) => Object.values(forms).filter(Boolean)).concat(language === 'it' ? Object.keys(ITALIAN_VARIANTS) : []))];
  let out = text;
  for (const term of terms) {
    const pattern = new RegExp(`(?<![\\p{L}'’])(${articles.join('|')})(\\s+)(?=${escapeStringRegexp(term.text)}(?![\\p{L}]))`, 'giu');
    out = out.replace(pattern, (match: string, article: string, space: string) => {
      const read = readForm(article, table);
      if (!read) return match;
      const own = table[read.kind];
      // French "les"/"des" say nothing of gender: without the term's, a singular one cannot be chosen.
      if (!term.gender && own.mp === own.fp && read.form.endsWith('p') && !term.plural) return match;
      const gender = term.gender ?? (read.form.startsWith('m') ? 'm' : 'f');
      const form = `${gender}${term.plural ? 'p' : 's'}` as Form;
      // Before a vowel the article depends on sound as much as gender ("l'", "un'", Spanish "el agua"): left as written.
      if (/^[aeiouhàâéèêíóôú]/i.test(term.text) && !term.plural) return match;
      const wanted = chooseArticle(table, read.kind, form, language, term.text);
      // Italian has no plural indefinite article ("dei" is "of the" as often): left as the engine wrote it.
      if (wanted === '') return match;
      const cased = /^\p{Lu}/u.test(article) ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
      // Italian "gli" before a vowel ("gli esami"), the rest as the table says.
      const vowelPlural = language === 'it' && term.plural && read.kind === 'definite' && gender === 'm' && /^[aeiou]/i.test(term.text);
      return `${vowelPlural ? cased.replace(/^i$/i, (letter) => (letter === 'I' ? 'Gli' : 'gli')) : cased}${space}`;
    });
  }
  return out;
}
