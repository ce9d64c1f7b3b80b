import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember|spring|summer|fall|autumn|winter)$/;
/** Words that announce the next field; a hint each, the weights decide what they mean. */
const CUE_WORDS: Record<string, string> = {
  pp: 'pages', p: 'pages', pages: 'pages', s: 'pages', vol: 'volume', vols: 'volume', volume: 'volume', bd: 'volume', no: 'issue', nr: 'issue', issue: 'issue',
  ed: 'editor', eds: 'editor', editor: 'editor', editors: 'editor', edited: 'editor', hrsg: 'editor', hg: 'editor', hgg: 'editor', translated: 'editor', trad: 'editor', transl: 'editor', in: 'in', et: 'et', al: 'al', and: 'and', und: 'and',
  edn: 'edition', edition: 'edition', press: 'publisher', university: 'univ', univ: 'univ', publishers: 'publisher', publishing: 'publisher', verlag: 'publisher', inc: 'publisher', ltd: 'publisher',
  journal: 'journal', j: 'journal', proc: 'proceedings', proceedings: 'proceedings', conference: 'proceedings', conf: 'proceedings', symposium: 'proceedings', workshop: 'proceedings',
  trans: 'journal', rev: 'journal', lett: 'journal', phys: 'journal', chem: 'journal', soc: 'journal', am: 'journal', thesis: 'genre', dissertation: 'genre', phd: 'genre', report: 'genre',
  retrieved: 'url', available: 'url', accessed: 'url', doi: 'doi', isbn: 'identifier', arxiv: 'identifier', http: 'url', https: 'url',
};

/** Letters → a/A, digits → 9, runs collapsed: "(2011)." → "(9).", "Smith," → "Aa,". */
function shapeOf(text: string): string {
  return text
    .replace(/\p{Lu}/gu, 'A')
    .replace(/\p{Ll}/gu, 'a')
    .replace(/\d/g, '9')
    .replace(/(.)\1+/g, '$1');
}

function stripPunctuation(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** What the token is on its own: its word, shape, punctuation, kind of number, dictionary hint. */
function ownFeatures(typed: string): string[] {
  // Typesetters join page ranges with the hyphen (U+2010), the non-breaking hyphen (U+2011) or the figure dash (U+2012):
  // "576‑77" looks to the reader like "576-77", so the tagger sees it so too (it was read as an issue or left out, session 46).
  const text = typed.replace(/[\u2010-\u2012]/g, '-');
  const bare = stripPunctuation(text);
  const lower = bare.toLowerCase();
  const features = [`w=${lower}`, `shape=${shapeOf(text)}`, `end=${/[^\p{L}\p{N}]*$/u.exec(text)?.[0] ?? ''}`, `begin=${/^[^\p{L}\p{N}]*/u.exec(text)?.[0] ?? ''}`];
  if (lower.length > 3) features.push(`suffix=${lower.slice(-3)}`, `prefix=${lower.slice(0, 3)}`);
  if (/^\p{Lu}\.?$/u.test(bare) || /^(?:\p{Lu}\.){2,}-?$/u.test(text.replace(/[,;]$/, ''))) features.push('initial');
  if (/^\p{Lu}[\p{Lu}'’-]+$/u.test(bare) && bare.length > 1) features.push('all-caps');
  else if (/^\p{Lu}/u.test(bare)) features.push('capitalised');
  else if (/^\p{Ll}/u.test(bare)) features.push('lower');
  if (/^(?:1[5-9]|20)\d\d[a-z]?$/.test(bare)) features.push('year');
  if (/^\d+$/.test(bare)) features.push(`digits=${Math.min(bare.length, 5)}`);
  if (/^\d+\s*[-–—]\s*\d+$/.test(bare)) features.push('number-range');
  if (/^\d+\(\d+/.test(bare) || /^\d+:\d+/.test(bare)) features.push('volume-issue');
  if (/^[ivxlcdm]+$/i.test(bare) && bare.length < 6) features.push('roman');
  if (/^(?:\d+(?:st|nd|rd|th)|\d+e|\d+\.)$/i.test(bare)) features.push('ordinal');
  if (MONTHS.test(lower)) features.push('month');
  // Journal abbreviations ("Phys.", "Chem.", "Rev."): short capitalised words cut by a full stop.
  if (/^\p{Lu}\p{Ll}{1,5}\.,?$/u.test(text)) features.push('abbreviation');
  if (/^10\.\d{4,}\//.test(bare) || /doi\.org/i.test(text)) features.push('doi-like');
  if (/^(?:https?:|www\.)/i.test(text) || /\.(?:com|org|net|edu|gov)\b/i.test(text)) features.push('url-like');
  if (/^\[\d+\]$|^\d+\.$|^\(\d+\)$/.test(text)) features.push('list-number');
  if (/^["“‘«]/.test(text)) features.push('opens-quote');
  if (/["”’»][.,;:]?$/.test(text)) features.push('closes-quote');
  const cue = CUE_WORDS[lower];
  if (cue) features.push(`cue=${cue}`);
  // Place and publisher names are proper names: a lower-case "reading" or "academic" is a title's word.
  const lexicon = /^\p{Lu}/u.test(bare) ? lookUpLexicon(lower) : undefined;
  if (lexicon) features.push(`lex=${lexicon}`);
  return features;
}

/** Where sentences end: after a word of three or more letters and a full stop, or a closing bracket and one. */
const ENDS_SENTENCE = /[\p{Ll}\d]{3,}[.?!]["”]?$|[)\]]\.$/u;

/** Where the token sits: its share of the way through, how many sentences and years came before it. */
function layoutFeatures(tokens: Token[]): string[][] {
  let sentences = 0;
  let yearSeen = false;
  let openParens = 0;
  let openQuote = false;
  let numbers = 0;
  let inSeen = false;
  let quoteClosed = false;
  let editorCue = false;
  return tokens.map((token, index) => {
    const features = [`pos=${Math.floor((10 * index) / tokens.length)}`, `sentence=${Math.min(sentences, 4)}`, yearSeen ? 'after-year' : 'before-year', `numbers-before=${Math.min(numbers, 3)}`];
    if (index === 0) features.push('first');
    if (index === tokens.length - 1) features.push('last');
    if (openParens > 0) features.push('in-parens');
    if (openQuote) features.push('in-quote');
    // What has been announced so far: after "In" comes a container, after a closed quote the title is done.
    if (inSeen) features.push('after-in');
    if (quoteClosed) features.push('after-quote');
    if (editorCue) features.push('after-editor-cue');
    const bare = stripPunctuation(token.text);
    if (/^(?:1[5-9]|20)\d\d[a-z]?$/.test(bare)) yearSeen = true;
    else if (/\d/.test(bare)) numbers++;
    openParens = Math.max(0, openParens + (token.text.match(/[([]/g)?.length ?? 0) - (token.text.match(/[)\]]/g)?.length ?? 0));
    if (/^["“«]/.test(token.text)) openQuote = true;
    if (/["”»][.,;:]?$/.test(token.text)) [openQuote, quoteClosed] = [false, true];
    if (/^(?:In:?|in:)$/.test(token.text) || (/^in$/.test(token.text) && /[.,”"’)]$/.test(tokens[index - 1]?.text ?? ''))) inSeen = true;
    if (/^\(?(?:eds?|editors?|hrsg|hgg?|edited|translated|trad)\b/i.test(token.text)) editorCue = true;
    // A full stop after a word of three or more letters ends a sentence; after an initial it does not.
    if (ENDS_SENTENCE.test(token.text)) sentences++;
    return features;
  });
}

/**
 * What the token's sentence looks like as a whole: its length, and whether its longer words are
 * capitalised — journal and book titles are mostly Title Case, article titles mostly sentence case.
 */
function segmentFeatures(tokens: Token[]): string[][] {
  const features: string[][] = [];
  let start = 0;
  for (let index = 0; index < tokens.length; index++) {
    if (index < tokens.length - 1 && !ENDS_SENTENCE.test(tokens[index]?.text ?? '')) continue;
    const words = tokens.slice(start, index + 1).map((token) => stripPunctuation(token.text));
    const long = words.slice(1).filter((word) => /^\p{L}{4,}$/u.test(word));
    const capitalised = long.filter((word) => /^\p{Lu}/u.test(word)).length;
    const caps = long.length < 2 ? 'few' : capitalised * 4 >= long.length * 3 ? 'title-case' : capitalised * 4 <= long.length ? 'sentence-case' : 'mixed';
    const length = words.length <= 2 ? 'short' : words.length <= 6 ? 'medium' : 'long';
    for (let k = start; k <= index; k++) features.push([`seg-caps=${caps}`, `seg-length=${length}`, ...(k === start ? ['seg-first'] : []), ...(k === index ? ['seg-last'] : [])]);
    start = index + 1;
  }
  return features;
}

/** Every token's features: its own, its layout, and its neighbours' words and shapes. */
export function extractTokenFeatures(tokens: Token[]): string[][] {
  const own = tokens.map((token) => ownFeatures(token.text));
  const layout = layoutFeatures(tokens);
  const segments = segmentFeatures(tokens);
  return tokens.map((token, index) => {
    const features = ['bias', ...(own[index] ?? []), ...(layout[index] ?? []), ...(segments[index] ?? [])];
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    if (before) features.push(`prev-w=${stripPunctuation(before.text).toLowerCase()}`, `prev-shape=${shapeOf(before.text)}`, `prev-end=${/[^\p{L}\p{N}]*$/u.exec(before.text)?.[0] ?? ''}`);
    if (after) features.push(`next-w=${stripPunctuation(after.text).toLowerCase()}`, `next-shape=${shapeOf(after.text)}`);
    for (const feature of own[index - 1] ?? []) if (/^(?:initial|year|month|abbreviation|cue=|lex=)/.test(feature)) features.push(`prev-${feature}`);
    for (const feature of own[index + 1] ?? []) if (/^(?:initial|year|month|abbreviation|cue=|lex=)/.test(feature)) features.push(`next-${feature}`);
    // Two words away: enough to see "Place: Publisher" and "In Name (Ed.)" from either end.
    const [before2, after2] = [tokens[index - 2], tokens[index + 2]];
    if (before2) features.push(`prev2-shape=${shapeOf(before2.text)}`);
    if (after2) features.push(`next2-shape=${shapeOf(after2.text)}`);
    for (const feature of own[index - 2] ?? []) if (/^(?:cue=|lex=)/.test(feature)) features.push(`prev2-${feature}`);
    for (const feature of own[index + 2] ?? []) if (/^(?:cue=|lex=)/.test(feature)) features.push(`next2-${feature}`);
    return features;
  });
}
