import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Keyboard navigation between changes: J / N next and K / P previous (as in mail and code review
 * tools) when not typing; Alt+↓ / Alt+↑ work everywhere, including inside the text boxes.
 */
export function useChangeShortcuts(enabled: boolean, onNext: () => void, onPrevious: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      let direction = 0;
      if (event.altKey && event.key === 'ArrowDown') direction = 1;
      else if (event.altKey && event.key === 'ArrowUp') direction = -1;
      else if (!event.altKey && !event.shiftKey && !isTyping(event.target)) {
        const key = event.key.toLowerCase();
        if (key === 'j' || key === 'n') direction = 1;
        else if (key === 'k' || key === 'p') direction = -1;
      }
      if (direction === 0) return;
      event.preventDefault();
      if (direction > 0) onNext();
      else onPrevious();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [enabled, onNext, onPrevious]);
}
