import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LabelledText } from './read-dataset';

/** The multilingual corpus of corpus/README.md: model-written texts in ai-written/*.txt, human texts in human-*.jsonl. */
export const CORPUS_DIR = resolve(import.meta.dirname, 'corpus');

export type CorpusLanguage = 'en' | 'de' | 'fr' | 'es';

export interface CorpusText extends LabelledText {
  lang: CorpusLanguage;
  genre: string;
  /** Lightly human-edited model text: evaluated as the 'mixed' band, never trained on. */
  edited: boolean;
}

/** Parses one ai-written file: blocks opened by "@@ id | genre | prompt". */
export function parseWrittenTexts(content: string): Array<{ id: string; genre: string; prompt: string; text: string }> {
  return content
    .split(/^@@ /mu)
    .slice(1)
    .map((block) => {
      const newline = block.indexOf('\n');
      const [id = '', genre = '', prompt = ''] = block.slice(0, newline).split('|').map((part) => part.trim());
      return { id, genre, prompt, text: block.slice(newline + 1).trim() };
    });
}

/**
 * Human corpus documents kept out of training: the tests score them as texts the model never saw
 * (shipped-model-languages.test.ts). One per language, picked by position, not by score.
 */
export const TEST_FIXTURE_GROUPS: readonly string[] = ['ud/en-ewt/email-enronsent21_02', 'ud/de-gsd/de_gsd-ud-test/40', 'ud/fr-gsd/fr_gsd-ud-test/20', 'ud/es-gsd/es_gsd-ud-test/20'];

/** The corpus texts a model may learn from: neither human-edited nor a test fixture. */
export function isTrainingText(text: CorpusText): boolean {
  return !text.edited && !TEST_FIXTURE_GROUPS.includes(text.group);
}

/**
 * Texts measured and not trained on (corpus/README.md, docs/decisions/0074): `held-back/*.txt` (model-written)
 * and `held-back/human-*.jsonl`. Read only with AI_DETECTOR_HELD_BACK=1 (or `includeHeldBack`), which
 * `npm run train:ai-detector` and the evaluations then treat as part of the corpus.
 */
export const HELD_BACK_DIR = 'held-back';

const listFiles = (directory: string, test: (name: string) => boolean): string[] =>
  existsSync(directory)
    ? readdirSync(directory)
        .filter(test)
        .sort()
        .map((name) => join(directory, name))
    : [];

/**
 * Genre names as writers and collectors spell them, mapped to the corpus's own, so that a genre both classes
 * have stays one domain (findDomain in read-dataset.ts): a collector's 'blog post' is EWT's 'blog'.
 */
const GENRE_ALIASES: Readonly<Record<string, string>> = { 'blog post': 'blog', email: 'e-mail', 'forum reply': 'forum post', 'how to': 'how-to' };

export function normalizeGenre(genre: string): string {
  const lower = genre.trim().toLowerCase();
  return GENRE_ALIASES[lower] ?? lower;
}

export function readCorpus(directory = CORPUS_DIR, includeHeldBack = process.env.AI_DETECTOR_HELD_BACK === '1'): CorpusText[] {
  const directories = includeHeldBack ? [directory, join(directory, HELD_BACK_DIR)] : [directory];
  const written = [join(directory, 'ai-written'), ...(includeHeldBack ? [join(directory, HELD_BACK_DIR)] : [])]
    .flatMap((folder) => listFiles(folder, (name) => name.endsWith('.txt')))
    .flatMap((path) => parseWrittenTexts(readFileSync(path, 'utf8')))
    .map((entry): CorpusText => {
      const lang = entry.id.slice(0, 2) as CorpusLanguage;
      const edited = entry.genre === 'mixed';
      const genre = edited ? 'mixed' : normalizeGenre(entry.genre);
      return { text: entry.text, label: 1, lang, genre, edited, source: `scribewell/${lang}/${genre}`, group: entry.id };
    });
  const human = directories
    .flatMap((folder) => listFiles(folder, (name) => name.startsWith('human-') && name.endsWith('.jsonl')))
    .flatMap((path) => readFileSync(path, 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const { text, lang, source, genre: written, group } = JSON.parse(line) as { text: string; lang: CorpusLanguage; source: string; genre: string; group: string };
      const genre = normalizeGenre(written);
      // The genre goes into the source so that findDomain (read-dataset.ts) can hold genres out together.
      return { text, lang, genre, group, source: `${source}/${genre}`, label: 0 as const, edited: false };
    });
  return [...written, ...human];
}
