import type { ResumeBlock } from './layout-resume';

/**
 * Plain text for pasting into an application form: headings in capitals, a blank line before each
 * section and entry, "- " bullets. Lines are not wrapped; the form wraps them.
 */
export function renderResumeText(blocks: ResumeBlock[]): string {
  const lines: string[] = [];
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    switch (block.kind) {
      case 'heading':
        lines.push('', block.text.toUpperCase());
        break;
      case 'entry-title':
        if (previous?.kind !== 'heading') lines.push('');
        lines.push(block.aside ? `${block.text} | ${block.aside}` : block.text);
        break;
      case 'paragraph':
        lines.push(`${block.lead ?? ''}${block.text}`);
        break;
      case 'bullet':
        lines.push(`- ${block.text}`);
        break;
      default:
        lines.push(block.text);
    }
  });
  return `${lines.join('\n').trim()}\n`;
}
