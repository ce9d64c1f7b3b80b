import { strFromU8 } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { unzipWithinCaps } from '../../../../platform/document-kit/unzip-within-caps';

/** What an imported file's layout does that trips applicant tracking systems; undefined where it cannot be told. */
export interface LayoutFindings {
  kind: 'pdf' | 'docx';
  tables?: number;
  columns?: boolean;
  images?: number;
  textBoxes?: number;
  /** Text in the page header or footer, which many systems skip. */
  headerText?: boolean;
  headings?: string[];
}

/** Layout of an imported PDF or DOCX; JSON and unreadable files have none. Never throws: the importer reports unreadable files. */
export async function inspectLayout(name: string, bytes: Uint8Array): Promise<LayoutFindings | undefined> {
  try {
    if (startsWith(bytes, '%PDF-')) return await inspectPdf(bytes);
    if (startsWith(bytes, 'PK') && /\.docx$/i.test(name)) return inspectDocx(bytes);
  } catch {
    return undefined;
  }
  return undefined;
}

function startsWith(bytes: Uint8Array, prefix: string): boolean {
  return [...prefix].every((c, i) => bytes[i] === c.charCodeAt(0));
}

function count(xml: string, pattern: RegExp): number {
  return xml.match(pattern)?.length ?? 0;
}

function inspectDocx(bytes: Uint8Array): LayoutFindings {
  const files = unzipWithinCaps(bytes, { keep: (name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name) });
  const documentXml = files['word/document.xml'] ? strFromU8(files['word/document.xml']) : '';
  const headerXml = Object.entries(files)
    .filter(([fileName]) => /header|footer/.test(fileName))
    .map(([, data]) => strFromU8(data))
    .join('');
  const headings = [...documentXml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((m) => m[0])
    .filter((p) => /<w:pStyle w:val="(Heading[1-3]|Title)"/.test(p) && !/w:val="Title"/.test(p))
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('').trim())
    .filter(Boolean);
  return {
    kind: 'docx',
    tables: count(documentXml, /<w:tbl>/g),
    columns: /<w:cols [^>]*w:num="([2-9])"/.test(documentXml),
    images: count(documentXml, /<w:drawing>|<w:pict>/g) - count(documentXml, /<w:txbxContent>/g),
    textBoxes: count(documentXml, /<w:txbxContent>/g),
    headerText: /<w:t(?: [^>]*)?>[^<]*[\p{L}\p{N}]/u.test(headerXml),
    headings,
  };
}

interface TextRun {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

/** pdf.js paint operators for raster images (OPS.paintImageXObject, paintInlineImageXObject, paintImageMaskXObject). */
const IMAGE_OPERATORS = new Set([85, 86, 83]);
const DATE_LIKE = /\b(19|20)\d{2}\b|present|current|now/i;

async function inspectPdf(bytes: Uint8Array): Promise<LayoutFindings> {
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  let images = 0;
  let columnLines = 0;
  const headings: string[] = [];
  for (let number = 1; number <= Math.min(document.numPages, 10); number += 1) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => IMAGE_OPERATORS.has(fn)).length;
    const width = page.getViewport({ scale: 1 }).width;
    const content = await page.getTextContent();
    const runs: TextRun[] = content.items
      .filter((item): item is Extract<typeof item, { str: string }> => 'str' in item && item.str.trim() !== '')
      .map((item) => ({ x: item.transform[4] as number, y: Math.round(item.transform[5] as number), width: item.width, height: item.height, text: item.str }));
    columnLines += countColumnLines(runs, width);
    headings.push(...findHeadings(runs));
  }
  // Right-aligned dates beside a job title are fine; prose on both halves of many lines is two columns.
  return { kind: 'pdf', images, columns: columnLines >= 6, headings };
}

function groupLines(runs: TextRun[]): TextRun[][] {
  const lines = new Map<number, TextRun[]>();
  for (const run of runs) lines.set(run.y, [...(lines.get(run.y) ?? []), run]);
  return [...lines.values()].map((line) => line.sort((a, b) => a.x - b.x));
}

function countColumnLines(runs: TextRun[], pageWidth: number): number {
  let found = 0;
  for (const line of groupLines(runs)) {
    for (let i = 1; i < line.length; i += 1) {
      const previous = line[i - 1] as TextRun;
      const run = line[i] as TextRun;
      const gap = run.x - (previous.x + previous.width);
      const rightText = line.slice(i).map((r) => r.text).join(' ');
      if (gap > pageWidth * 0.05 && run.x > pageWidth * 0.3 && rightText.split(/\s+/).length >= 3 && !DATE_LIKE.test(rightText)) {
        found += 1;
        break;
      }
    }
  }
  return found;
}

function findHeadings(runs: TextRun[]): string[] {
  const heights = runs.map((r) => r.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  return groupLines(runs)
    .map((line) => ({ text: line.map((r) => r.text).join(' ').replace(/\s+/g, ' ').trim(), height: Math.max(...line.map((r) => r.height)) }))
    .filter(({ text, height }) => {
      const words = text.split(' ').length;
      const shouted = /\p{Lu}{3}/u.test(text) && text === text.toUpperCase();
      return words <= 4 && !/[@\d]/.test(text) && (shouted || height > median * 1.15);
    })
    .map(({ text }) => text.replace(/:$/, ''));
}
