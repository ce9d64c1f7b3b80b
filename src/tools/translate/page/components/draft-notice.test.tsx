// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftNotice } from './draft-notice';

const source = { code: 'en', detected: false } as never;

afterEach(cleanup);

describe('DraftNotice', () => {
  it('calls Apertium output a draft and quotes the measured figure of the pair', () => {
    render(<DraftNotice result={{ engine: 'apertium', source, target: 'es' }} />);
    const notice = screen.getByTestId('translation-draft-notice');
    expect(notice.textContent).toMatch(/rule-based draft/i);
    expect(notice.textContent).toMatch(/chrF \d+(\.\d)? of 100/);
  });

  it('says nothing about a neural engine', () => {
    const { container } = render(<DraftNotice result={{ engine: 'deepl', source, target: 'es' }} />);
    expect(container.innerHTML).toBe('');
  });
});
