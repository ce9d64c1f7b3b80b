/**
 * Rebuilds training/ai-detector/corpus/human-ud.jsonl from Universal Dependencies treebanks (human
 * text written before 2019, CC BY-SA): `npx tsx training/ai-detector/build-human-corpus.ts <dir>`,
 * where <dir> holds the .conllu files named in UD_SOURCES (taken from the repositories and commits
 * listed in corpus/README.md). Deterministic: same files, same corpus. With `--sequoia`, <dir> holds
 * the three fr_sequoia-ud-*.conllu files and corpus/human-sequoia.jsonl is written instead; with `--gum`,
 * en_gum-ud-dev/test.conllu and corpus/human-gum.jsonl; with `--ewt-train`, EWT's train documents and corpus/human-ewt-train.jsonl.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface UdSource {
  file: string;
  lang: 'en' | 'de' | 'fr' | 'es';
  source: string;
  /** 'newdoc': documents are marked; 'runs': none are, so consecutive sentences are joined. */
  documents: 'newdoc' | 'runs';
  genre: (docId: string) => string;
}

const ewtGenre = (docId: string): string =>
  ({ answers: 'answer', email: 'e-mail', newsgroup: 'newsgroup', reviews: 'review', weblog: 'blog' })[docId.split('-')[0] ?? ''] ?? 'web';

export const UD_SOURCES: readonly UdSource[] = [
  { file: 'en_ewt-ud-dev.conllu', lang: 'en', source: 'ud/en-ewt', documents: 'newdoc', genre: ewtGenre },
  { file: 'en_ewt-ud-test.conllu', lang: 'en', source: 'ud/en-ewt', documents: 'newdoc', genre: ewtGenre },
  { file: 'de_gsd-ud-dev.conllu', lang: 'de', source: 'ud/de-gsd', documents: 'runs', genre: () => 'web' },
  { file: 'de_gsd-ud-test.conllu', lang: 'de', source: 'ud/de-gsd', documents: 'runs', genre: () => 'web' },
  { file: 'fr_gsd-ud-dev.conllu', lang: 'fr', source: 'ud/fr-gsd', documents: 'runs', genre: () => 'web' },
  { file: 'fr_gsd-ud-test.conllu', lang: 'fr', source: 'ud/fr-gsd', documents: 'runs', genre: () => 'web' },
  { file: 'es_gsd-ud-dev.conllu', lang: 'es', source: 'ud/es-gsd', documents: 'runs', genre: () => 'web' },
  { file: 'es_gsd-ud-test.conllu', lang: 'es', source: 'ud/es-gsd', documents: 'runs', genre: () => 'web' },
  { file: 'de_pud.conllu', lang: 'de', source: 'ud/de-pud', documents: 'runs', genre: () => 'news' },
  { file: 'fr_pud.conllu', lang: 'fr', source: 'ud/fr-pud', documents: 'runs', genre: () => 'news' },
  { file: 'es_pud.conllu', lang: 'es', source: 'ud/es-pud', documents: 'runs', genre: () => 'news' },
];

/** Texts shorter than this are refused by the tool anyway; longer documents are cut near MAX_WORDS. */
const MIN_WORDS = 50;
const MAX_WORDS = 260;

interface Sentence {
  text: string;
  docId: string;
  paragraph: boolean;
}

function readSentences(path: string, fileTag: string): Sentence[] {
  const sentences: Sentence[] = [];
  let docId = fileTag;
  let paragraph = true;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const doc = /^# newdoc id = (.+)$/u.exec(line);
    if (doc?.[1]) {
      docId = doc[1].trim();
      paragraph = true;
    }
    if (line.startsWith('# newpar')) paragraph = true;
    const text = /^# text = (.+)$/u.exec(line);
    if (text?.[1]) {
      sentences.push({ text: text[1].trim(), docId, paragraph });
      paragraph = false;
    }
  }
  return sentences;
}

const countWords = (text: string): number => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Joins sentences into texts of MIN_WORDS–MAX_WORDS, never across a marked document, paragraphs kept. */
function chunkSentences(sentences: readonly Sentence[]): Array<{ text: string; docId: string }> {
  const chunks: Array<{ text: string; docId: string }> = [];
  let current: Sentence[] = [];
  let words = 0;
  const flush = (): void => {
    if (words >= MIN_WORDS && current[0]) {
      const text = current.map((sentence, i) => (i > 0 && sentence.paragraph ? '\n\n' : i > 0 ? ' ' : '') + sentence.text).join('');
      chunks.push({ text, docId: current[0].docId });
    }
    current = [];
    words = 0;
  };
  for (const sentence of sentences) {
    if (current[0] && current[0].docId !== sentence.docId) flush();
    current.push(sentence);
    words += countWords(sentence.text);
    if (words >= MAX_WORDS) flush();
  }
  flush();
  return chunks;
}

/**
 * Sequoia (UD_French-Sequoia, LGPL-LR): four sources whose sentences are spread over the dev, test and
 * train files. Their ids (`annodis.er_00014`) keep the original order, so the three files are merged and
 * sorted by id, and each source's sentences are joined in order: Est Républicain news, French
 * Wikipedia, Europarl speeches, EMEA medicine leaflets.
 */
const SEQUOIA_FILES = ['fr_sequoia-ud-dev.conllu', 'fr_sequoia-ud-test.conllu', 'fr_sequoia-ud-train.conllu'];
const SEQUOIA_GENRES: Record<string, string> = { 'annodis.er': 'news', frwiki: 'wiki', Europar: 'speech', emea: 'leaflet' };

export function buildSequoiaCorpus(directory: string): string[] {
  const sentences = SEQUOIA_FILES.flatMap((file) => {
    const ids = [...readFileSync(join(directory, file), 'utf8').matchAll(/^# sent_id = (.+)$/gmu)].map((match) => match[1]?.trim() ?? '');
    return readSentences(join(directory, file), file).map((sentence, i) => {
      const id = ids[i] ?? '';
      const cut = id.lastIndexOf('_');
      return { ...sentence, docId: id.slice(0, cut), order: Number(id.slice(cut + 1)) };
    });
  });
  sentences.sort((a, b) => (a.docId === b.docId ? a.order - b.order : a.docId < b.docId ? -1 : 1));
  return chunkSentences(sentences).map((chunk, i) => {
    const genre = Object.entries(SEQUOIA_GENRES).find(([prefix]) => chunk.docId.startsWith(prefix))?.[1] ?? 'web';
    return JSON.stringify({ text: chunk.text, label: 'human', lang: 'fr', source: 'ud/fr-sequoia', genre, group: `ud/fr-sequoia/${chunk.docId}/${i}` });
  });
}

/**
 * GUM (UD_English-GUM): the texts' licences differ by genre (amir-zeldes/gum LICENSE.md). Only genres
 * whose text licence allows commercial use are read: academic (CC BY 4.0), Wikipedia biographies and
 * Wikivoyage (CC BY-SA 3.0), Wikinews news and interviews (CC BY 2.5); essays, letters, fiction,
 * wikiHow, podcasts (BY-NC-SA) and reddit are left out, as are genres the licence file does not name.
 * A document counts only if its `meta::dateModified` is before 2019 (written before current models).
 */
const GUM_FILES = ['en_gum-ud-dev.conllu', 'en_gum-ud-test.conllu'];
const GUM_GENRES: Record<string, string> = { academic: 'academic', bio: 'bio', news: 'news', interview: 'interview', voyage: 'travel guide' };

export function buildGumCorpus(directory: string): string[] {
  const lines: string[] = [];
  for (const file of GUM_FILES) {
    const content = readFileSync(join(directory, file), 'utf8');
    const keep = new Set<string>();
    for (const doc of content.split(/^(?=# newdoc id = )/mu)) {
      const id = /^# newdoc id = (.+)$/mu.exec(doc)?.[1]?.trim();
      const genre = /^# meta::genre = (.+)$/mu.exec(doc)?.[1]?.trim() ?? '';
      const modified = /^# meta::dateModified = (\d{4})/mu.exec(doc)?.[1];
      if (id && genre in GUM_GENRES && modified && Number(modified) < 2019) keep.add(id);
    }
    const sentences = readSentences(join(directory, file), file).filter((sentence) => keep.has(sentence.docId));
    for (const chunk of chunkSentences(sentences)) {
      const genre = GUM_GENRES[chunk.docId.split('_')[1] ?? ''] ?? 'web';
      lines.push(JSON.stringify({ text: chunk.text, label: 'human', lang: 'en', source: 'ud/en-gum', genre, group: `ud/en-gum/${chunk.docId}` }));
    }
  }
  return lines;
}

/**
 * EWT's train documents (UD_English-EWT's `not-to-release/sources/<genre>/<file>.conllu`, listed in
 * `not-to-release/file-lists/files.train`; the release's train file was not in the mirror used): the same
 * web genres as human-ud.jsonl's dev and test documents (answers, e-mails, blogs, newsgroups, reviews),
 * <directory> holding `files.train` and the `not-to-release/sources` tree.
 */
const EWT_REVIEW_STRIDE = 6;

export function buildEwtTrainCorpus(directory: string): string[] {
  const files = readFileSync(join(directory, 'files.train'), 'utf8').split('\n').filter((line) => line.trim() !== '');
  const ewt = UD_SOURCES[0];
  if (!ewt) return [];
  let reviews = 0;
  return files.flatMap((file) => {
    // One review document in six: all of them would make reviews most of the human side (19 model-written reviews).
    if (file.startsWith('reviews/') && reviews++ % EWT_REVIEW_STRIDE !== 0) return [];
    const sentences = readSentences(join(directory, 'not-to-release/sources', file.trim()), file);
    // A document's first text only: long blogs would otherwise give one writer many texts.
    return chunkSentences(sentences)
      .slice(0, 1)
      .map((chunk) => JSON.stringify({ text: chunk.text, label: 'human', lang: 'en', source: ewt.source, genre: ewt.genre(chunk.docId), group: `${ewt.source}/${chunk.docId}` }));
  });
}

export function buildHumanCorpus(directory: string): string[] {
  const lines: string[] = [];
  for (const source of UD_SOURCES) {
    const fileTag = source.file.replace(/\.conllu$/u, '');
    const sentences = readSentences(join(directory, source.file), fileTag);
    chunkSentences(sentences).forEach((chunk, i) => {
      // Without marked documents a run of sentences is its own group; with them, the document is.
      const group = source.documents === 'newdoc' ? `${source.source}/${chunk.docId}` : `${source.source}/${fileTag}/${i}`;
      lines.push(JSON.stringify({ text: chunk.text, label: 'human', lang: source.lang, source: source.source, genre: source.genre(chunk.docId), group }));
    });
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const directory = process.argv[2] ?? '/tmp/ud';
  // `--sequoia` / `--gum` / `--ewt-train`: only those texts, into their own file (the other treebanks' file stays as built).
  const modes = { sequoia: buildSequoiaCorpus, gum: buildGumCorpus, 'ewt-train': buildEwtTrainCorpus } as const;
  const mode = (Object.keys(modes) as Array<keyof typeof modes>).find((name) => process.argv.includes(`--${name}`)) ?? 'ud';
  const lines = mode === 'ud' ? buildHumanCorpus(directory) : modes[mode](directory);
  const out = resolve(import.meta.dirname, `corpus/human-${mode}.jsonl`);
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`Wrote ${lines.length} texts to ${out}`);
}
