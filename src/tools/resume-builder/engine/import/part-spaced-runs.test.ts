import { describe, expect, it } from 'vitest';
import { partSpacedParagraph } from './part-spaced-runs';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...runs: string[]) => `<w:p><w:pPr><w:pStyle w:val="BodyText" /></w:pPr>${runs.join('')}</w:p>`;

// Session 42 (awesome-cv-pandoc-gaurav.docx of held-out-s38): pandoc's runs of Awesome-CV's \cventry arguments.
describe("a paragraph of plain runs parted by one-space runs (pandoc's Awesome-CV entries)", () => {
  it('reads each space run as a gap between the parts', () => {
    const read = partSpacedParagraph(paragraph(run('Data Engineer'), run(' '), run('CannaSpyglass'), run(' '), run('Remote'), run(' '), run('2021 – 2023')));
    expect(read.match(/<w:tab\/>/g)).toHaveLength(3);
    expect(read).toContain('CannaSpyglass');
  });

  it('leaves a sentence whose words change formatting, and a paragraph of one run, as they are', () => {
    const bold = `<w:r><w:rPr><w:b/></w:rPr><w:t>Led</w:t></w:r>`;
    const formatted = paragraph(bold, run(' '), run('the migration to Kubernetes'));
    expect(partSpacedParagraph(formatted)).toBe(formatted);
    const single = paragraph(run('Software Engineer E.SUN BANK Taipei, Taiwan Jun. 2018 - Mar. 2020'));
    expect(partSpacedParagraph(single)).toBe(single);
  });
});
