import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatFigureValue } from '../../../../domain/figures';
import { findTool, TOOLS, type ToolId } from '../../../../domain/tools';
import { figureOf } from '../../../lib/highlight-figures';
import { ToolCard } from './tool-card';

const render = (id: string) => renderToStaticMarkup(<MemoryRouter><ToolCard tool={findTool(id)!} imageFirst /></MemoryRouter>).replace(/&#x27;/g, "'");

describe('home tool cards', () => {
  it('quote the figures as src/tools/*/eval/figures.json holds them, called development-set figures', () => {
    const symbolic = figureOf('math-problem-assistance', 'symbolic-correct');
    expect(render('math-problem-assistance')).toContain(`${formatFigureValue(symbolic)} correct on ${symbolic.n} textbook-style problems in our development-set test`);
    const toefl = figureOf('ai-detector', 'toefl-flagged');
    expect(render('ai-detector')).toContain(`${toefl.count} of ${toefl.n} non-native (TOEFL) essays flagged in our development-set test`);
  });

  it.each(TOOLS.map((tool) => [tool.id] as const))('%s shows no unfilled figure', (id) => {
    expect(render(id)).not.toMatch(/\{(value|n|count):/);
  });

  it('draws a tool without an illustration of its own with the generic one: its icon in the shared window', () => {
    const tool = { ...findTool('text-compare')!, id: 'word-echo' as ToolId, label: 'Word echo', menuDescription: 'Count the words of a text', icon: 'puzzle' as const };
    const html = renderToStaticMarkup(<MemoryRouter><ToolCard tool={tool} imageFirst /></MemoryRouter>);
    expect(html).toContain('aria-label="Word echo: Count the words of a text"');
    expect(html).toContain('lucide-puzzle');
  });
});
