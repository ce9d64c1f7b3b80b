// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkingIssue } from '../lib/working-issues';
import { IssuesPanel } from './issues-panel';

afterEach(cleanup);

function renderPanel(issues: WorkingIssue[], checks: string[], text = 'Their going home.') {
  const noop = () => undefined;
  render(
    <IssuesPanel
      text={text}
      issues={issues}
      hiddenCategories={new Set()}
      activeId={null}
      checked
      checks={checks}
      onToggleCategory={noop}
      onSelect={noop}
      onAccept={noop}
      onDismiss={noop}
      onAcceptAll={noop}
    />,
  );
}

describe('IssuesPanel', () => {
  it('celebrates an empty list only when grammar and spelling both ran', () => {
    renderPanel([], ['grammar', 'spelling', 'readability']);
    expect(screen.getByText('No issues left')).toBeTruthy();
    cleanup();

    renderPanel([], ['spelling', 'readability', 'tone', 'terminology']);
    expect(screen.queryByText('No issues left')).toBeNull();
    expect(screen.getByTestId('issues-empty').textContent).toContain('Grammar was not checked');
  });

  it('names the rule in words and offers each replacement once', () => {
    const issue: WorkingIssue = {
      id: 0,
      offset: 0,
      length: 5,
      message: 'Did you mean “they’re”?',
      category: 'grammar',
      rule: 'harper/TheirToTheyre',
      replacements: ["They're", "They're"],
      confidence: 0.8,
    };
    renderPanel([issue], ['grammar', 'spelling']);
    const card = screen.getByRole('listitem');
    expect(card.textContent).not.toContain('harper/');
    expect(within(card).getByTestId('rule-name').textContent).toBe('Their to theyre');
    expect(within(card).getAllByRole('button', { name: /^Accept/ })).toHaveLength(1);
  });
});
