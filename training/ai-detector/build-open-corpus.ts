/**
 * Builds training/ai-detector/corpus/held-back/human-open.jsonl: English human texts of the genres whose held-out
 * HC3-era human texts set English's 'likely AI' cut-off (docs/decisions/0067, 0074): research abstracts
 * and health answers, all written before 2019 and openly licensed (corpus/README.md lists repository,
 * commit, licence and count of each source).
 *
 *   npx tsx training/ai-detector/build-open-corpus.ts <plos dir> <medquad dir>
 *
 * <plos dir> holds the XML articles of PLOS/allofplos's `allofplos/starter_corpus` (CC BY 3.0/4.0 or
 * CC0, each article's own <license>; articles of 2004–2016); <medquad dir> holds abachaa/MedQuAD's
 * folders named in MEDQUAD_FOLDERS (CC BY 4.0; answers written by NIH institutes, collected in 2017).
 * Deterministic: files in sorted order, no sampling by chance.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const MIN_WORDS = 50;
const MAX_WORDS = 260;

const countWords = (text: string): number => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags out, entities decoded, spaces collapsed. */
function toPlainText(xml: string): string {
  return xml
    .replace(/<[^>]+>/gu, '')
    .replace(/&(#x?[0-9a-fA-F]+|[a-z]+);/gu, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    })
    .replace(/[ \t\r\n]+/gu, ' ')
    .trim();
}

/** Sentences of a paragraph (a full stop, question or exclamation mark followed by a space and a capital). */
const splitSentences = (paragraph: string): string[] => paragraph.split(/(?<=[.!?])\s+(?=[A-Z(“"])/u);

/**
 * Paragraphs joined into one text of at most MAX_WORDS, cut at a sentence end; undefined if it stays
 * under MIN_WORDS.
 */
export function joinParagraphs(paragraphs: readonly string[]): string | undefined {
  const kept: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    const sentences: string[] = [];
    for (const sentence of splitSentences(paragraph)) {
      const count = countWords(sentence);
      if (words + count > MAX_WORDS) break;
      sentences.push(sentence);
      words += count;
    }
    if (sentences.length > 0) kept.push(sentences.join(' '));
    if (sentences.length < splitSentences(paragraph).length) break;
  }
  return words >= MIN_WORDS ? kept.join('\n\n') : undefined;
}

/**
 * The article's licence if it allows commercial reuse: CC BY (any version) or CC0 / public domain, from
 * the <license> link or, in older articles, its text. Anything else (one WHO article in the starter
 * corpus reserves promotional use) is left out.
 */
export function readPlosLicence(xml: string): string | undefined {
  const href = /<license[^>]*xlink:href="([^"]+)"/u.exec(xml)?.[1];
  if (href) return /creativecommons\.org\/(licenses\/by\/|publicdomain\/zero\/)/u.test(href) ? href : undefined;
  const text = toPlainText(/<license(?:\s[^>]*)?>([\s\S]*?)<\/license>/u.exec(xml)?.[1] ?? '');
  if (/Creative Commons Attribution License/u.test(text)) return 'CC BY (Creative Commons Attribution License)';
  if (/CC0|Public Domain Declaration/u.test(text)) return 'CC0 / public domain';
  return undefined;
}

/**
 * PLOS articles: the main abstract (a structured abstract's section titles dropped, its paragraphs kept)
 * and, when there is one, the author summary (PLOS's lay summary), each its own text, one group per article.
 */
export function buildPlosTexts(directory: string): string[] {
  const lines: string[] = [];
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.xml')).sort()) {
    const xml = readFileSync(join(directory, file), 'utf8');
    const article = file.replace(/\.xml$/u, '');
    const licence = readPlosLicence(xml);
    if (!licence) continue;
    for (const match of xml.matchAll(/<abstract(\s[^>]*)?>([\s\S]*?)<\/abstract>/gu)) {
      const attributes = match[1] ?? '';
      const type = /abstract-type="([^"]+)"/u.exec(attributes)?.[1];
      const genre = type === undefined ? 'abstract' : type === 'summary' ? 'author summary' : undefined;
      if (!genre) continue;
      const body = (match[2] ?? '').replace(/<title>[\s\S]*?<\/title>/gu, '');
      const paragraphs = [...body.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gu)].map((p) => toPlainText(p[1] ?? '')).filter((p) => p !== '');
      const text = joinParagraphs(paragraphs);
      if (text) lines.push(JSON.stringify({ text, label: 'human', lang: 'en', source: 'open/en-plos', genre, group: `open/en-plos/${article}`, licence }));
    }
  }
  return lines;
}

/**
 * MedQuAD's answers from NIH institutes' pages (public-domain US government text, CC BY 4.0 as a
 * collection). NIHSeniorHealth is left out (its pages' headings run into the sentences) and so are the
 * MedlinePlus and GARD/GHR folders (answers removed or assembled from other sources). One answer per
 * document: the first whose prose paragraphs (list items dropped) make MIN_WORDS; every
 * MEDQUAD_STRIDE-th document of a folder, so no institute dominates.
 */
const MEDQUAD_FOLDERS: Record<string, number> = { '1_CancerGov_QA': 3, '5_NIDDK_QA': 3, '6_NINDS_QA': 5, '8_NHLBI_QA_XML': 2, '9_CDC_QA': 2 };

export function buildMedquadTexts(directory: string): string[] {
  const lines: string[] = [];
  for (const [folder, stride] of Object.entries(MEDQUAD_FOLDERS)) {
    const files = readdirSync(join(directory, folder)).filter((name) => name.endsWith('.xml')).sort();
    files.forEach((file, index) => {
      if (index % stride !== 0) return;
      const xml = readFileSync(join(directory, folder, file), 'utf8');
      for (const answer of xml.matchAll(/<Answer>([\s\S]*?)<\/Answer>/gu)) {
        const paragraphs = (answer[1] ?? '')
          .split(/\n\s*\n?/u)
          .map((paragraph) => toPlainText(paragraph))
          // List items ("- joint aches - thick skin") and headings (no sentence end) are not prose.
          .filter((paragraph) => paragraph !== '' && !paragraph.startsWith('- ') && !/ {2}- /u.test(paragraph) && /[.!?]$/u.test(paragraph));
        const text = joinParagraphs(paragraphs);
        if (!text) continue;
        const id = `${folder}/${file.replace(/\.xml$/u, '')}`;
        lines.push(JSON.stringify({ text, label: 'human', lang: 'en', source: 'open/en-medquad', genre: 'health answer', group: `open/en-medquad/${id}`, licence: 'CC BY 4.0 (MedQuAD; US government text)' }));
        return;
      }
    });
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [plos = '/tmp/plos', medquad = '/tmp/medquad'] = process.argv.slice(2);
  const lines = [...buildPlosTexts(plos), ...buildMedquadTexts(medquad)];
  const out = resolve(import.meta.dirname, 'corpus/held-back/human-open.jsonl');
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`Wrote ${lines.length} texts to ${out}`);
}
