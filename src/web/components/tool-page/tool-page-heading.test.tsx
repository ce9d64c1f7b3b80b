import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatFigureValue } from '../../../domain/figures';
import { findTool } from '../../../domain/tools';
import { figureOf } from '../../lib/highlight-figures';
import { ToolPageHeading } from './tool-page-heading';

describe('tool page heading', () => {
  it("shows the highlights with the measured figure filled in from src/tools/*/eval/figures.json", () => {
    const html = renderToStaticMarkup(<ToolPageHeading tool={findTool('citation-helper')!} />);
    const fields = figureOf('citation-helper', 'free-text-real-collected-8-fields');
    expect(html).toContain(`Paste a reference from a real bibliography: ${formatFigureValue(fields)} of fields read right on sources we never tuned on`);
    expect(html).not.toContain('{value:');
  });
});
