// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/test-utils';
import { TOOL_PAGES } from './tool-pages';

// History shows every saved run in its tool's own view (issue 37): each registration has one, and a
// stored result of a shape the tool no longer reads says so in words instead of failing the page.
describe('saved-run views', () => {
  afterEach(cleanup);

  it.each([...TOOL_PAGES.keys()])('%s shows a result it cannot read as a sentence, not an error', async (toolId) => {
    const page = TOOL_PAGES.get(toolId)!;
    const { default: SavedRunView } = await page.loadSavedRunView();
    renderWithProviders(<SavedRunView result={{ something: 'else' }} input={{}} />);
    expect(await screen.findByText(/saved in a form this version cannot show/)).toBeTruthy();
  });
});
