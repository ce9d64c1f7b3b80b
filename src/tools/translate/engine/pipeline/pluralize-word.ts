/**
 * The plural of a glossary word, from spelling alone. Where spelling settles it ("servidor" →
 * "servidores") the form is `certain`; where it depends on gender, stress or an exception the
 * spelling cannot show (Italian "tema" → "temi" but "casa" → "case"), there is no certain form, only
 * `candidates` a dictionary may confirm. With neither, the caller keeps the word as the user wrote it.
 */
export interface PluralGuess {
  certain?: string;
  /** Forms a dictionary may confirm, most likely first; the certain form is among them. */
  candidates: string[];
}

const sure = (form: string): PluralGuess => ({ certain: form, candidates: [form] });
const unsure = (...forms: string[]): PluralGuess => ({ candidates: [...new Set(forms)] });

const ACCENTED = /[áéíóúàèìòùâêôãõ]/i;

/** "canción" → "cancion": the stress mark on a final syllable goes away once "-es" adds one. */
function stripAccents(word: string): string {
  // Acute and grave only: "ñ" and "ç" are letters, not accents.
  return word.normalize('NFD').replace(/[\u0300\u0301]/g, '').normalize('NFC');
}

/** "examen" → "exámen": Spanish marks the stress that "-es" pushes to the third syllable from the end. */
function markPenultimateStress(word: string): string {
  const vowels = [...word.matchAll(/[aeiou]/gi)];
  const vowel = vowels.at(-2);
  if (!vowel || vowel.index === undefined) return word;
  const accented = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' }[vowel[0].toLowerCase()] ?? vowel[0];
  return word.slice(0, vowel.index) + accented + word.slice(vowel.index + 1);
}

function pluralizeSpanish(word: string, lower: string): PluralGuess {
  if (/[aeoáéó]$/.test(lower)) return sure(`${word}s`);
  if (/[íú]$/.test(lower)) return unsure(`${word}es`, `${word}s`);
  if (lower.endsWith('z')) return sure(`${word.slice(0, -1)}ces`);
  // A written accent on the last syllable: stressed there, the accent goes ("canción" → "canciones").
  if (/[áéíóú][ns]$/.test(lower)) return sure(`${stripAccents(word)}es`);
  // Unmarked "-n"/"-s": stressed on the one before, so the plural gains an accent ("examen" → "exámenes") or
  // does not change ("crisis"); monosyllables just add "-es" ("tren" → "trenes").
  if (/[ns]$/.test(lower)) {
    if ((lower.match(/[aeiou]+/g) ?? []).length < 2) return sure(`${word}es`);
    return lower.endsWith('s') ? unsure(word, `${word}es`) : unsure(`${markPenultimateStress(word)}es`, `${word}es`);
  }
  if (/[rldjy]$/.test(lower)) return sure(`${word}es`);
  // Borrowed words ("club", "chip", "test"): usage is split.
  return unsure(`${word}s`, `${word}es`);
}

function pluralizePortuguese(word: string, lower: string): PluralGuess {
  if (/[çs]ão$/.test(lower)) return sure(`${word.slice(0, -2)}ões`);
  // "-ão" has three plurals ("botões", "pães", "mãos"); only a dictionary knows which.
  if (lower.endsWith('ão')) return unsure(`${word.slice(0, -2)}ões`, `${word.slice(0, -2)}ães`, `${word}s`);
  if (/[aeiouáéíóúâêô]$/.test(lower)) return sure(`${word}s`);
  if (lower.endsWith('m')) return sure(`${word.slice(0, -1)}ns`);
  if (/[rz]$/.test(lower)) return sure(`${word}es`);
  if (lower.endsWith('x')) return sure(word);
  if (/[au]l$/.test(lower)) return sure(`${word.slice(0, -1)}is`);
  const marked = ACCENTED.test(word);
  // Unmarked "-el"/"-ol" is stressed there and keeps it open ("papel" → "papéis"); "nível" → "níveis".
  if (lower.endsWith('el')) return sure(`${word.slice(0, -2)}${marked ? 'e' : 'é'}is`);
  if (lower.endsWith('ol')) return sure(`${word.slice(0, -2)}${marked ? 'o' : 'ó'}is`);
  if (lower.endsWith('il')) return sure(marked ? `${word.slice(0, -2)}eis` : `${word.slice(0, -1)}s`);
  if (lower.endsWith('s')) return unsure(word, `${word}es`, `${stripAccents(word)}es`);
  return unsure(`${word}s`, `${word}es`);
}

const FRENCH_AL_S = new Set(['bal', 'cal', 'carnaval', 'chacal', 'choral', 'festival', 'naval', 'pal', 'récital', 'régal', 'étal']);
const FRENCH_AIL_X = new Set(['bail', 'corail', 'émail', 'soupirail', 'travail', 'vantail', 'vitrail']);
const FRENCH_OU_X = new Set(['bijou', 'caillou', 'chou', 'genou', 'hibou', 'joujou', 'pou']);
const FRENCH_EU_S = new Set(['bleu', 'pneu', 'émeu', 'lieu']);

function pluralizeFrench(word: string, lower: string): PluralGuess {
  if (/[sxz]$/.test(lower)) return sure(word);
  if (/eau$|au$/.test(lower)) return sure(`${word}x`);
  // "lieu" is both the place ("lieux") and the fish ("lieus").
  if (lower === 'lieu') return unsure(`${word}x`, `${word}s`);
  if (lower.endsWith('eu')) return sure(FRENCH_EU_S.has(lower) ? `${word}s` : `${word}x`);
  if (lower.endsWith('al')) return sure(FRENCH_AL_S.has(lower) ? `${word}s` : `${word.slice(0, -2)}aux`);
  if (lower.endsWith('ail')) return sure(FRENCH_AIL_X.has(lower) ? `${word.slice(0, -3)}aux` : `${word}s`);
  if (lower.endsWith('ou')) return sure(FRENCH_OU_X.has(lower) ? `${word}x` : `${word}s`);
  return sure(`${word}s`);
}

/** Clipped words that do not change in the plural ("la foto" → "le foto"). */
const ITALIAN_INVARIANT = new Set(['auto', 'bici', 'cinema', 'euro', 'foto', 'moto', 'radio', 'video', 'virus', 'serie', 'specie']);

function pluralizeItalian(word: string, lower: string): PluralGuess {
  const stem = word.slice(0, -1);
  if (ITALIAN_INVARIANT.has(lower) || !/[aeio]$/.test(lower)) return sure(word);
  if (lower.endsWith('e')) return sure(`${stem}i`);
  if (/[cg]o$/.test(lower)) return unsure(`${stem}hi`, `${stem}i`);
  if (/[cg]a$/.test(lower)) return unsure(`${stem}he`, `${stem}hi`);
  if (/[cg]ia$/.test(lower)) return unsure(`${stem}e`, `${word.slice(0, -2)}e`);
  // Unstressed "-io" loses its "i" ("studio" → "studi"); stressed it stays ("zio" → "zii").
  if (lower.endsWith('io')) return unsure(stem, `${stem}i`);
  if (lower.endsWith('o')) return sure(`${stem}i`);
  // "-a": feminine nouns take "-e" ("casa" → "case"), masculine ones "-i" ("tema" → "temi"); spelling cannot tell.
  return unsure(`${stem}e`, `${stem}i`);
}

function pluralizeCatalan(word: string, lower: string): PluralGuess {
  const stem = word.slice(0, -1);
  if (lower.endsWith('ca')) return sure(`${word.slice(0, -2)}ques`);
  if (lower.endsWith('ga')) return sure(`${word.slice(0, -2)}gues`);
  if (lower.endsWith('ça')) return sure(`${word.slice(0, -2)}ces`);
  if (lower.endsWith('ja')) return sure(`${word.slice(0, -2)}ges`);
  if (/[gq]ua$/.test(lower)) return sure(`${word.slice(0, -2)}ües`);
  if (lower.endsWith('a')) return sure(`${stem}es`);
  if (/[eiou]$/.test(lower)) return sure(`${word}s`);
  // A stressed final vowel often takes "-ns" ("camió" → "camions"), not always ("sofà" → "sofàs").
  if (/[àéèíóòú]$/.test(lower)) return unsure(`${stripAccents(word)}ns`, `${word}s`);
  // "-s", "-x", "-ç": "-os" when stressed there ("gas" → "gasos"), unchanged when not ("llapis").
  if (/(?:s|x|ç|ix)$/.test(lower)) return unsure(`${word}os`, word);
  return sure(`${word}s`);
}

function pluralizeEnglish(word: string, lower: string): PluralGuess {
  if (/[^aeiou]y$/.test(lower)) return sure(`${word.slice(0, -1)}ies`);
  return sure(/(?:s|x|z|ch|sh)$/.test(lower) ? `${word}es` : `${word}s`);
}

/** The plural of one word of `language` (ISO 639-1), certain or only candidates. */
export function guessPlural(word: string, language: string): PluralGuess {
  const lower = word.toLowerCase();
  if (!/\p{L}$/u.test(word)) return sure(word);
  switch (language) {
    case 'en':
      return pluralizeEnglish(word, lower);
    case 'es':
    case 'gl':
      return pluralizeSpanish(word, lower);
    case 'pt':
      return pluralizePortuguese(word, lower);
    case 'fr':
      return pluralizeFrench(word, lower);
    case 'it':
      return pluralizeItalian(word, lower);
    case 'ca':
      return pluralizeCatalan(word, lower);
    default:
      // German, Chinese…: plurals we cannot form from spelling; the term as given is the honest choice.
      return unsure();
  }
}
