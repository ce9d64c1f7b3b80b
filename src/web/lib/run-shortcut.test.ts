// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRunShortcut } from './run-shortcut';

describe('Ctrl+Enter runs the tool', () => {
  let uninstall: () => void;
  const submitted = vi.fn();
  beforeEach(() => {
    uninstall = installRunShortcut();
    submitted.mockReset();
  });
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  function press(target: Element, keys: Partial<KeyboardEventInit> = { ctrlKey: true }) {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...keys }));
  }

  function page(disabled = false) {
    document.body.innerHTML = `<main><select id="mode"></select><form data-tool-form><textarea></textarea><button type="submit" ${disabled ? 'disabled' : ''}>Run</button></form></main>`;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted();
    });
  }

  it('submits the form around the focused field, with Ctrl or ⌘', () => {
    page();
    press(document.querySelector('textarea')!);
    press(document.querySelector('textarea')!, { metaKey: true });
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it("submits the page's tool form from outside it (an option above the form, the page itself)", () => {
    page();
    press(document.querySelector('#mode')!);
    press(document.body);
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the modifier, while the run button is disabled, or when a field handled the keys', () => {
    page();
    press(document.querySelector('textarea')!, {});
    page(true);
    press(document.querySelector('textarea')!);
    page();
    const field = document.querySelector('textarea')!;
    field.addEventListener('keydown', (event) => event.preventDefault());
    press(field);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('presses the page\'s run button when the tool has no form (the grammar editor)', () => {
    document.body.innerHTML = '<main><div contenteditable="true" id="editor"></div><button type="button" data-tool-run>Check text</button></main>';
    document.querySelector('button')!.addEventListener('click', submitted);
    press(document.querySelector('#editor')!);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
