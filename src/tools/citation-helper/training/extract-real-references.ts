/**
 * Extracts tagged real references from fetched mirrors into compact JSONL (one reference a line):
 * `npx tsx src/tools/citation-helper/training/extract-real-references.ts`.
 * - anystyle `res/parser/core.xml` (BSD-2-Clause) → tagged-references/anystyle-core.jsonl (training, k-fold dev);
 * - GROBID's citation corpus (Apache-2.0), bibliographies only, every reference →
 *   tagged-references/grobid-citations.jsonl (training and k-fold dev by bibliography); at most
 *   PER_DOCUMENT evenly spaced references per bibliography are marked `sample` (the figures' test set);
 * - GROBID's citation evaluation files (arXiv, INSPIRE-HEP journals; Apache-2.0) →
 *   tagged-references/grobid-evaluation.jsonl: held out, never trained or tuned on, errors never looked at.
 * anystyle's gold.xml is never read: it is kept for independent checks.
 * Each line: { source, doc, segments: [label, text][] }, labels in anystyle's vocabulary; the segments'
 * texts joined give the reference as printed (single spaces).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ANYSTYLE = process.env.ANYSTYLE_MIRROR ?? '/work/.mirror/inukshuk+anystyle/repo';
const GROBID = process.env.GROBID_MIRROR ?? '/work/.mirror/kermitt2+grobid/repo';
const GROBID_CORPUS = 'grobid-trainer/resources/dataset/citation/corpus/';
const GROBID_EVALUATION = 'grobid-trainer/resources/dataset/citation/evaluation/';
/** Enough references per bibliography for variety without one long list dominating the test set. */
const PER_DOCUMENT = 10;

type Segment = [string, string];
interface Reference { source: string; doc: string; sample?: boolean; segments: Segment[] }

const gitShow = (repo: string, path: string) => execFileSync('git', ['-C', repo, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 64 << 20 });

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

/** anystyle's core.xml: <sequence> of flat <label>text</label> children. Neighbouring sequences share a block id. */
function readAnystyle(): Reference[] {
  const xml = gitShow(ANYSTYLE, 'res/parser/core.xml');
  const references: Reference[] = [];
  for (const [index, match] of [...xml.matchAll(/<sequence>([\s\S]*?)<\/sequence>/g)].entries()) {
    const segments: Segment[] = [...(match[1] ?? '').matchAll(/<([a-z-]+)>([\s\S]*?)<\/\1>/g)].map((part) => [part[1] ?? '', squash(decodeEntities(part[2] ?? '')).trim()]);
    const kept = segments.filter(([, text]) => text);
    // Tags are separated by a space in the file; keep it, so the segments join into the reference.
    references.push({ source: 'anystyle-core', doc: `block-${Math.floor(index / 50)}`, segments: kept.map(([label, text], k): Segment => [label, k < kept.length - 1 ? `${text} ` : text]) });
  }
  return references;
}

/** GROBID's TEI tags → anystyle's labels; untagged text between tags is "other". */
function grobidLabel(tag: string, attributes: string, hasArticleTitle: boolean): string {
  const type = /(?:type|level|unit)="([^"]*)"/.exec(attributes)?.[1] ?? '';
  switch (tag) {
    case 'author':
      return 'author';
    case 'editor':
      return 'editor';
    case 'date':
      return 'date';
    case 'title':
      if (type === 'a') return 'title';
      if (type === 'j') return 'journal';
      if (type === 's') return 'collection-title';
      return hasArticleTitle ? 'container-title' : 'title';
    case 'biblScope':
      if (/^(?:vol|volume)$/.test(type)) return 'volume';
      if (type === 'issue') return 'issue';
      if (/^(?:pp|page)$/.test(type)) return 'pages';
      return 'other';
    case 'publisher':
      return 'publisher';
    case 'pubPlace':
    case 'pubplace':
      return 'location';
    case 'orgName':
      return type === 'collaboration' ? 'author' : 'publisher';
    case 'note':
      return type === 'report' ? 'genre' : 'note';
    case 'idno':
      return type === 'DOI' ? 'doi' : 'identifier';
    case 'ptr':
      return 'url';
    default:
      return 'other';
  }
}

/** One <bibl>'s mixed content flattened into labelled segments (the outermost known tag wins). */
function readBibl(body: string): Segment[] {
  const hasArticleTitle = /<title level="a"/.test(body);
  const segments: Segment[] = [];
  const stack: string[] = [];
  let at = 0;
  const push = (text: string) => {
    const label = stack[0] ?? 'other';
    const last = segments[segments.length - 1];
    if (last && last[0] === label) last[1] += text;
    else segments.push([label, text]);
  };
  for (const tag of body.matchAll(/<(\/?)([A-Za-z]+)([^>]*?)(\/?)>/g)) {
    push(decodeEntities(body.slice(at, tag.index)));
    at = tag.index + tag[0].length;
    const [, closing, name = '', attributes = '', selfClosing] = tag;
    if (name === 'lb') push(' ');
    else if (selfClosing) continue;
    else if (closing) stack.pop();
    else stack.push(stack[0] ?? grobidLabel(name, attributes, hasArticleTitle));
  }
  push(decodeEntities(body.slice(at)));
  return joinSpacing(segments.map(([label, text]): Segment => [label, squash(text)]));
}

/** Segments whose concatenation is the reference with single spaces and no space at either end. */
function joinSpacing(segments: Segment[]): Segment[] {
  const joined: Segment[] = [];
  for (const [label, raw] of segments) {
    const previous = joined[joined.length - 1];
    let text = raw;
    if ((!previous || previous[1].endsWith(' ')) && text.startsWith(' ')) text = text.slice(1);
    if (text) joined.push([label, text]);
  }
  const last = joined[joined.length - 1];
  if (last) last[1] = last[1].trimEnd();
  return joined.filter(([, text]) => text);
}

function readGrobid(): Reference[] {
  const files = execFileSync('git', ['-C', GROBID, 'ls-tree', '-r', '--name-only', 'HEAD', GROBID_CORPUS], { encoding: 'utf8' })
    .split('\n')
    // Whole bibliographies only (not the header/crossref/multilingual batches).
    .filter((path) => /\.(?:training|tranining)\.references(?:\.tei)?\.xml$/.test(path))
    .sort();
  const references: Reference[] = [];
  for (const path of files) {
    const bibls = [...gitShow(GROBID, path).matchAll(/<bibl>([\s\S]*?)<\/bibl>/g)].map((match) => readBibl(match[1] ?? ''));
    const usable = bibls.filter((segments) => segments.some(([label]) => label !== 'other'));
    // Evenly spaced, so a document's early and late references are both represented in the sample.
    const step = Math.max(1, usable.length / PER_DOCUMENT);
    const sampled = new Set(Array.from({ length: Math.min(PER_DOCUMENT, usable.length) }, (_, k) => Math.floor(k * step)));
    usable.forEach((segments, k) => references.push({ source: 'grobid-citation', doc: path.slice(GROBID_CORPUS.length), sample: sampled.has(k), segments }));
  }
  return references;
}

/** GROBID's evaluation files: bibliographies introduced by a `<!-- source: … -->` comment each. */
function readGrobidEvaluation(): Reference[] {
  const files = execFileSync('git', ['-C', GROBID, 'ls-tree', '-r', '--name-only', 'HEAD', GROBID_EVALUATION], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.endsWith('.xml'))
    .sort();
  const references: Reference[] = [];
  for (const path of files) {
    let doc = path;
    for (const match of gitShow(GROBID, path).matchAll(/<!--\s*source:\s*(\S+)\s*-->|<bibl>([\s\S]*?)<\/bibl>/g)) {
      if (match[1]) doc = match[1];
      else {
        const segments = readBibl(match[2] ?? '');
        if (segments.some(([label]) => label !== 'other')) references.push({ source: 'grobid-evaluation', doc, segments });
      }
    }
  }
  return references;
}

function writeJsonl(name: string, references: Reference[]): void {
  const path = fileURLToPath(new URL(`./tagged-references/${name}`, import.meta.url));
  writeFileSync(path, references.map((reference) => JSON.stringify(reference)).join('\n') + '\n');
  console.log(`${name}: ${references.length} references from ${new Set(references.map((r) => r.doc)).size} documents/blocks`);
}

writeJsonl('anystyle-core.jsonl', readAnystyle());
writeJsonl('grobid-citations.jsonl', readGrobid());
writeJsonl('grobid-evaluation.jsonl', readGrobidEvaluation());
