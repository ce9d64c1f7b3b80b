/**
 * Reads the extracted real references (tagged-references/*.jsonl, see tagged-references/README.md) and turns each into the
 * tagger's tokens with one gold label per token.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tokenizeReference, type Token } from '../engine/free-text/tagger/tokenize-reference';
import { toTaggerLabel } from '../engine/free-text/tagger/tagger-labels';

export type Segment = [string, string];

export interface TaggedReference {
  source: string;
  doc: string;
  /** GROBID: one of the (at most ten) evenly spaced references per bibliography the figures are measured on. */
  sample?: boolean;
  /** Our collected held-out set: the layout family it was tagged with by hand. */
  family?: string;
  /** What cross-validation keeps whole when it is not the document: a collected reference's project (readCollectedReferences). */
  group?: string;
  segments: Segment[];
}

export interface LabelledTokens {
  reference: TaggedReference;
  text: string;
  tokens: Token[];
  /** Tagger labels (tagger-labels.ts), one per token. */
  labels: string[];
}

/** The real references we collected and tagged by hand (tagged-references/README.md), all of them measured as held out once. */
export const COLLECTED_SETS = ['collected-heldout.jsonl', 'collected-2-tune.jsonl', 'collected-2-heldout.jsonl', 'collected-3-tune.jsonl', 'collected-3-heldout.jsonl', 'collected-4-heldout.jsonl'] as const;

/**
 * The collected sets the uncertainty calibration may be fitted on (train-reference-tagger.ts): the dev and tune sets, with
 * the eleventh to fourteenth sets (dev since their one measurement; added in session 31, for the next calibration refit).
 * Never a held-out set (collected-4, -5, -6, -8, -10-heldout), nor GROBID's evaluation files, nor anystyle's gold.xml.
 */
export const CALIBRATION_SETS = ['collected-heldout.jsonl', 'collected-2-tune.jsonl', 'collected-2-heldout.jsonl', 'collected-3-tune.jsonl', 'collected-3-heldout.jsonl', 'collected-7-tune.jsonl', 'collected-9-tune.jsonl', 'collected-11-heldout.jsonl', 'collected-12-heldout.jsonl', 'collected-13-heldout.jsonl', 'collected-14-heldout.jsonl'] as const;

export type TaggedFile = 'anystyle-core.jsonl' | 'grobid-citations.jsonl' | 'grobid-evaluation.jsonl' | 'collected-5-heldout.jsonl' | 'collected-6-heldout.jsonl' | 'collected-7-tune.jsonl' | 'collected-8-heldout.jsonl' | 'collected-9-tune.jsonl' | 'collected-10-heldout.jsonl' | 'collected-11-heldout.jsonl' | 'collected-12-heldout.jsonl' | 'collected-13-heldout.jsonl' | 'collected-14-heldout.jsonl' | 'collected-15-heldout.jsonl' | 'collected-16-heldout.jsonl' | 'collected-17-heldout.jsonl' | 'collected-18-heldout.jsonl' | 'collected-19-heldout.jsonl' | 'collected-20-heldout.jsonl' | 'collected-21-heldout.jsonl' | 'collected-22-heldout.jsonl' | 'collected-23-heldout.jsonl' | 'collected-24-heldout.jsonl' | 'collected-25-heldout.jsonl' | 'collected-26-heldout.jsonl' | 'collected-27-heldout.jsonl' | 'collected-28-heldout.jsonl' | 'collected-29-heldout.jsonl' | (typeof COLLECTED_SETS)[number] | (typeof CALIBRATION_SETS)[number];

/** Docstrings of one project share their authors' habits: a reference's project, from its doc id ("sp-fir" and "scipy-fft" are SciPy). */
const PROJECT_OF_PREFIX: Readonly<Record<string, string>> = { sp: 'scipy', gto: 'pyscf', libxc: 'pyscf' };

export function findCollectedProject(doc: string): string {
  const prefix = doc.split('-')[0] ?? doc;
  return PROJECT_OF_PREFIX[prefix] ?? prefix;
}

/**
 * Every collected set, each reference grouped by its project, so that cross-validation never trains on
 * the project it is tested on (a project's docstrings repeat one layout).
 */
export function readCollectedReferences(): TaggedReference[] {
  return COLLECTED_SETS.flatMap((name) => readTaggedReferences(name)).map((reference) => ({ ...reference, group: `collected:${findCollectedProject(reference.doc)}` }));
}

export function readTaggedReferences(name: TaggedFile): TaggedReference[] {
  const path = fileURLToPath(new URL(`./tagged-references/${name}`, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TaggedReference);
}

/**
 * A token takes the label covering most of its letters and digits (punctuation that a corpus left
 * untagged, such as GROBID's "(" before a year, does not outvote the year).
 */
export function labelTokens(reference: TaggedReference): LabelledTokens {
  const text = reference.segments.map(([, part]) => part).join('');
  const charLabels: string[] = [];
  for (const [label, part] of reference.segments) for (let k = 0; k < part.length; k++) charLabels.push(toTaggerLabel(label));
  const tokens = tokenizeReference(text);
  const labels = tokens.map((token) => {
    const counts = new Map<string, number>();
    for (let at = token.start; at < token.end; at++) {
      const weight = /[\p{L}\p{N}]/u.test(text[at] ?? '') ? 10 : 1;
      const label = charLabels[at] ?? 'other';
      counts.set(label, (counts.get(label) ?? 0) + weight - (label === 'other' ? 0.5 : 0));
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
  });
  return { reference, text, tokens, labels };
}
