import { strFromU8, strToU8, zipSync } from 'fflate';
import { unzipWithinCaps } from '../../../../platform/document-kit/unzip-within-caps';

// pandoc writes a LaTeX command's arguments it does not know (Awesome-CV's \cventry{role}{employer}{place}{dates},
// \cvskill{label}{list}) as plain runs with a run of one space between them: "Data Engineer", " ", "CannaSpyglass",
// " ", "Remote", " ", "2021 – 2023". mammoth joins the runs into one string, and the parts were lost. Such a
// space run is where a template set a gap: it is read as a tab, which the line reader already takes as a gap.

const PARAGRAPH = /<w:p\b[^>]*>[\s\S]*?<\/w:p>/g;
const RUN = /<w:r>\s*<w:t(?: xml:space="preserve")?>([^<]*)<\/w:t>\s*<\/w:r>/g;
const SPACE_RUN = /<w:r>\s*<w:t xml:space="preserve"> <\/w:t>\s*<\/w:r>/g;

/**
 * Only a paragraph made of nothing but unformatted runs, parts and lone spaces alternating, two parts or more,
 * is changed: a space run between runs of different formatting (bold, italic) in a sentence has formatting.
 */
export function partSpacedParagraph(paragraph: string): string {
  if (/<w:rPr\b/.test(paragraph)) return paragraph;
  const body = paragraph.replace(/^<w:p\b[^>]*>(?:\s*<w:pPr>[\s\S]*?<\/w:pPr>)?/, '').replace(/<\/w:p>$/, '');
  const runs = [...body.matchAll(RUN)];
  // Every run is a plain text run: nothing else (links, fields, tabs) stands in the paragraph.
  if (runs.length < 3 || body.replace(RUN, '').trim() !== '') return paragraph;
  const texts = runs.map((run) => run[1]!);
  const alternates = texts.every((text, index) => (index % 2 === 1 ? text === ' ' : text.trim() !== '' && text === text.trim()));
  if (!alternates || texts.length % 2 === 0) return paragraph;
  return paragraph.replace(SPACE_RUN, '<w:r><w:tab/></w:r>');
}

/** The repacked .docx (XML parts only, stored) with every such paragraph's space runs read as gaps. */
export function partSpacedRuns(repacked: Uint8Array): Uint8Array {
  const parts = unzipWithinCaps(repacked);
  const body = strFromU8(parts['word/document.xml']!);
  const changed = body.replace(PARAGRAPH, partSpacedParagraph);
  if (changed === body) return repacked;
  return zipSync({ ...parts, 'word/document.xml': strToU8(changed) }, { level: 0 });
}
