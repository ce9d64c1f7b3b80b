import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCanonicalCode } from '../../src/tools/detect-language/engine/language-codes';

export type SourceName = 'lingua' | 'udhr' | 'tatoeba';

export interface LabelledText {
  text: string;
  /** Canonical code (macrolanguage where one exists), comparable with the engine's answers. */
  gold: string;
  source: SourceName;
  /** UDHR only: the declaration's script (latn, cyrl, hans, hant…). */
  script?: string;
}

const DEFAULT_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared/data/language-identification/dev.jsonl',
);

function nameSource(raw: string): SourceName {
  if (raw.startsWith('lingua')) return 'lingua';
  if (raw.startsWith('udhr')) return 'udhr';
  return 'tatoeba';
}

interface RawRecord {
  text: string;
  lang: string;
  source: string;
  script?: string;
}

/** Reads the dev split (README beside it explains the fields); LANGUAGE_DEV_PATH overrides the path. */
export function readDevData(path = process.env.LANGUAGE_DEV_PATH ?? DEFAULT_PATH): LabelledText[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const record = JSON.parse(line) as RawRecord;
      // Codes outside ISO 639-3 (tzl, the retired kzj) stay as they are: nothing can match them.
      return {
        text: record.text,
        gold: toCanonicalCode(record.lang) ?? record.lang,
        source: nameSource(record.source),
        script: record.script,
      };
    });
}

export function bucketByLength(text: string): '≤20' | '21–60' | '>60' {
  const length = [...text].length;
  if (length <= 20) return '≤20';
  return length <= 60 ? '21–60' : '>60';
}
