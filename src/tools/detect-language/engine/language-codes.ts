import { iso6393 } from 'iso-639-3';
import { MACROLANGUAGE_OF } from './macrolanguages';

export interface LanguageLabel {
  /** ISO 639-3, macrolanguage where one exists (zho, ara, fas, msa…). */
  code: string;
  /** Shortest BCP 47 tag: the ISO 639-1 code when there is one. */
  bcp47: string;
  name: string;
}

/**
 * Codes the libraries emit that are not plain ISO 639-1/3, or that name a grouping our users do not
 * mean: Norwegian text is written in Bokmål unless it says otherwise (no.wikipedia is Bokmål), and
 * Filipino is standardised Tagalog.
 */
const ALIASES: Record<string, string> = {
  iw: 'heb',
  ji: 'yid',
  in: 'ind',
  jw: 'jav',
  no: 'nob',
  nor: 'nob',
  fil: 'tgl',
  mo: 'ron',
};

/** Display names where the ISO 639-3 reference name is not what a reader expects. */
const DISPLAY_NAMES: Record<string, string> = {
  ell: 'Greek',
  pan: 'Punjabi',
  uig: 'Uyghur',
  nob: 'Norwegian Bokmål',
  nno: 'Norwegian Nynorsk',
  kir: 'Kyrgyz',
  ory: 'Odia',
  ori: 'Odia',
  div: 'Dhivehi',
  gsw: 'Swiss German',
  nds: 'Low German',
  oci: 'Occitan',
  tgl: 'Tagalog',
};

interface CodeTables {
  byThree: Map<string, { name: string; iso6391?: string }>;
  byOne: Map<string, string>;
}

let tables: CodeTables | undefined;

/** Built on first use: the ISO table has ~7,900 rows and most requests never need it twice. */
function loadCodeTables(): CodeTables {
  if (tables) return tables;
  const byThree = new Map<string, { name: string; iso6391?: string }>();
  const byOne = new Map<string, string>();
  for (const row of iso6393) {
    byThree.set(row.iso6393, { name: row.name.replace(/ \(macrolanguage\)$/, ''), iso6391: row.iso6391 });
    if (row.iso6391) byOne.set(row.iso6391, row.iso6393);
  }
  tables = { byThree, byOne };
  return tables;
}

/** Libraries emit the same few hundred codes millions of times: remember each answer. */
const canonicalCache = new Map<string, string | undefined>();

/**
 * Maps any code a library or dataset uses (ISO 639-1, 639-3 individual or macro, legacy aliases,
 * `xx-Region`) to our canonical code, or undefined when it names no language (und, romanised tags…).
 */
export function toCanonicalCode(raw: string): string | undefined {
  if (canonicalCache.has(raw)) return canonicalCache.get(raw);
  const code = canonicaliseCode(raw);
  // Bounded in practice (library labels and dataset codes), but never let odd input grow it forever.
  if (canonicalCache.size < 10_000) canonicalCache.set(raw, code);
  return code;
}

function canonicaliseCode(raw: string): string | undefined {
  const lower = raw.trim().toLowerCase();
  // Romanised forms (cld3's "ja-Latn", "hi-Latn") are not the language's usual writing: ignore them.
  if (/-latn$/.test(lower)) return undefined;
  const base = lower.split(/[-_]/)[0] ?? '';
  const aliased = ALIASES[base] ?? base;
  const { byThree, byOne } = loadCodeTables();
  const three = aliased.length === 2 ? byOne.get(aliased) : aliased;
  if (!three || !byThree.has(three)) return undefined;
  if (three === 'und' || three === 'zxx' || three === 'mul') return undefined;
  return ALIASES[three] ?? MACROLANGUAGE_OF.get(three) ?? three;
}

export function describeLanguage(code: string): LanguageLabel {
  const row = loadCodeTables().byThree.get(code);
  return {
    code,
    bcp47: row?.iso6391 ?? code,
    name: DISPLAY_NAMES[code] ?? row?.name ?? code,
  };
}
