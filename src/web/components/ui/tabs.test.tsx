// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function renderTabs() {
  return render(
    <Tabs defaultValue="a">
      <TabsList aria-label="Mode">
        <TabsTrigger value="a">First</TabsTrigger>
        <TabsTrigger value="b">Second</TabsTrigger>
        <TabsTrigger value="c" disabled>
          Third
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b" forceMount className="data-[state=inactive]:hidden">
        Panel B
      </TabsContent>
      <TabsContent value="c">Panel C</TabsContent>
    </Tabs>,
  );
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('marks the selected tab and puts only it in the Tab order, its panel labelled by it', () => {
    renderTabs();
    const first = screen.getByRole('tab', { name: 'First' });
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(panel.textContent).toBe('Panel A');
    expect(first.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects with a press, keeps a forceMount panel mounted, and unmounts the others', () => {
    renderTabs();
    expect(screen.getByText('Panel B').getAttribute('data-state')).toBe('inactive');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Second' }), { button: 0 });
    expect(screen.getByText('Panel B').getAttribute('data-state')).toBe('active');
    expect(screen.queryByText('Panel A')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, skipping disabled tabs and wrapping round', () => {
    renderTabs();
    const list = screen.getByRole('tablist');
    const first = screen.getByRole('tab', { name: 'First' });
    const second = screen.getByRole('tab', { name: 'Second' });
    first.focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });
});
