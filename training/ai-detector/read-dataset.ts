import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface LabelledText {
  text: string;
  label: 0 | 1;
  source: string;
  lang: 'en' | 'zh' | 'de' | 'fr' | 'es';
  group: string;
}

/** Sources whose repositories state the MIT licence: the only texts a shipped model may learn from. */
const TRAINABLE_PREFIXES = ['fast-detect-gpt/', 'detector-bias/'];

export const DEFAULT_DATA_PATH = resolve(process.cwd(), '../shared/data/ai-text-detection/dev.jsonl');

export function readDataset(path = process.env.AI_DETECTION_DATA ?? DEFAULT_DATA_PATH): LabelledText[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const record = JSON.parse(line) as { text: string; label: string; source: string; lang: 'en' | 'zh'; group: string };
      return { text: cleanText(record.text), label: record.label === 'ai' ? 1 : 0, source: record.source, lang: record.lang, group: record.group };
    });
}

/**
 * Removes packaging that only one class has: the human CS224N abstracts start with "Title: …
 * Abstract:", the generated ones do not. Left in, a model learns the header, not the writing.
 */
export function cleanText(text: string): string {
  return text.replace(/^Title:[^\n]*\n\s*Abstract:\s*/u, '');
}

export function isTrainable(record: Pick<LabelledText, 'source'>): boolean {
  return TRAINABLE_PREFIXES.some((prefix) => record.source.startsWith(prefix));
}

/**
 * The domain a source belongs to: human and AI subsets of one domain (CS224N abstracts, college essays)
 * are held out together, so a held-out fold always has both classes when the domain has them.
 */
export function findDomain(source: string): string {
  const modern = findModernDomain(source);
  if (modern) return modern;
  const match = /^detector-bias\/([A-Za-z0-9]+?)_/.exec(source);
  return match?.[1] ? `detector-bias/${match[1]}` : source;
}

/** Deterministic fold of a group (FNV-1a hash), so near-duplicate texts never straddle folds. */
export function assignFold(group: string, folds: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < group.length; i++) {
    hash ^= group.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % folds;
}

/** Prefixes of the corpus's human sources: UD treebanks, and other openly licensed texts (build-open-corpus.ts). */
export const CORPUS_HUMAN_PREFIXES = ['ud/', 'open/'] as const;

/** A text of the corpus (training/ai-detector/corpus), not of dev.jsonl: model-written by this project or a corpus human source. */
export function isCorpusSource(source: string): boolean {
  return source.startsWith('scribewell/') || CORPUS_HUMAN_PREFIXES.some((prefix) => source.startsWith(prefix));
}

/**
 * Sources of the multilingual corpus (read-corpus.ts) carry their genre: `scribewell/<lang>/<genre>` for
 * model-written texts, `ud/<treebank>/<genre>` or `open/<lang>-<name>/<genre>` for human ones. Genres both classes have are one domain,
 * held out together ('modern/en/e-mail'), so a fold never teaches "e-mails are human"; treebank genres
 * without model-written counterparts (web, news, newsgroups) are their own source.
 */
const SHARED_GENRES = new Set(['answer', 'blog', 'e-mail', 'review', 'essay', 'cover letter', 'product copy']);

function findModernDomain(source: string): string | undefined {
  const written = /^scribewell\/([a-z]{2})\/(.+)$/u.exec(source);
  if (written) return `modern/${written[1]}/${written[2]}`;
  // Open sources may name their site as well as their kind ('open/en-se-coffee'), hence the hyphens.
  const treebank = /^(ud|open)\/([a-z]{2})-([a-z][a-z-]*)\/(.+)$/u.exec(source);
  if (!treebank) return undefined;
  return SHARED_GENRES.has(treebank[4] ?? '') ? `modern/${treebank[2]}/${treebank[4]}` : `${treebank[1]}/${treebank[2]}-${treebank[3]}`;
}
