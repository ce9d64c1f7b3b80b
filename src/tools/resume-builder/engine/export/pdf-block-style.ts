import type { RunStyle, StyledRun } from './wrap-runs';
import { META_SEPARATOR, type ResumeBlock } from './layout-resume';
import type { ResumeTemplate, Rgb } from './resume-templates';

// How each kind of block looks in the PDF, and which blocks must not be parted by a page break.

export interface BlockStyle {
  size: number;
  style: RunStyle;
  color: Rgb;
  align: 'left' | 'center';
  indent: number;
  /** Space above the block, in points. */
  before: number;
}

export const BULLET_INDENT = 12;
/** Contact and meta lines break between their parts, so "San Francisco, CA" stays on one line. */
export const SEPARATOR_GAP = new RegExp(`(${META_SEPARATOR.replace('|', '\\|')})`);

/** Whether `block` must share a page with the start of `next`: a heading with its first entry, an entry's title with its details. */
export function keepsWithNext(block: ResumeBlock, next: ResumeBlock | undefined): boolean {
  if (!next) return false;
  if (block.kind === 'heading') return true;
  if (block.kind === 'entry-title') return next.kind !== 'entry-title' && next.kind !== 'heading';
  if (block.kind === 'entry-meta') return next.kind === 'paragraph' || next.kind === 'bullet';
  return false;
}

export function styleBlock(block: ResumeBlock, template: ResumeTemplate, previous: ResumeBlock | undefined): BlockStyle {
  const base = { style: 'regular' as RunStyle, color: template.text, align: 'left' as const, indent: 0, before: 0 };
  switch (block.kind) {
    case 'name':
      return { ...base, size: template.nameSize, style: 'bold', color: template.accent, align: template.headerAlign };
    case 'label':
      return { ...base, size: template.labelSize, color: template.muted, align: template.headerAlign, before: 2 };
    case 'contact':
      return { ...base, size: template.contactSize, color: template.muted, align: template.headerAlign, before: 2 };
    case 'heading':
      return { ...base, size: template.headingSize, style: 'bold', color: template.accent, before: template.sectionGap };
    case 'entry-title':
      return { ...base, size: template.titleSize, style: 'bold', before: previous?.kind === 'heading' ? 2 : template.entryGap };
    case 'entry-meta':
      return { ...base, size: template.bodySize, style: 'italic', color: template.muted };
    case 'paragraph':
      return { ...base, size: template.bodySize, before: previous?.kind === 'paragraph' || previous?.kind === 'bullet' ? 2 : 1 };
    case 'bullet':
      return { ...base, size: template.bodySize, indent: BULLET_INDENT, before: 1 };
  }
}

/** The runs to wrap: a bold lead then the text, headings in capitals when the template wants them. */
export function blockRuns(block: ResumeBlock, style: RunStyle, template: ResumeTemplate): StyledRun[] {
  const text = block.kind === 'heading' && template.headingUppercase ? block.text.toUpperCase() : block.text;
  if (block.kind === 'paragraph' && block.lead) return [{ text: block.lead, style: 'bold' }, { text, style }];
  return [{ text, style }];
}
