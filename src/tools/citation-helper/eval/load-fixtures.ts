import { readFileSync } from 'node:fs';

export const DATA_DIR = new URL('../../../../../shared/data/citations-csl/', import.meta.url);

export interface CslFixture {
  name: string;
  mode: 'citation' | 'bibliography';
  expected: string;
  csl: string;
  input: Array<Record<string, unknown>>;
  citation_items?: Array<Array<Record<string, unknown>>>;
  citations?: unknown;
  bibsection?: unknown;
  abbreviations?: unknown;
}

export interface RealReferenceCase {
  test_name: string;
  items: Array<Record<string, unknown>>;
  style: string;
  locale?: string;
  format: 'text' | 'html';
  hyperlinks?: boolean;
  mode: 'bibliography';
  expected: string;
}

function readJsonl<T>(name: string): T[] {
  return readFileSync(new URL(name, DATA_DIR), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** The dev fixtures the issue scores: those without citations/bibsection/abbreviations sections. */
export function loadScoredFixtures(): CslFixture[] {
  return readJsonl<CslFixture>('dev.jsonl').filter((fixture) => !fixture.citations && !fixture.bibsection && !fixture.abbreviations);
}

export function loadRealReferenceCases(): RealReferenceCase[] {
  return readJsonl<RealReferenceCase>('citationjs_real_reference.jsonl');
}
