// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandler, PRELOAD_RELOAD_KEY } from './preload-error';

describe('installPreloadErrorHandler', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads once, then lets the error through', () => {
    const reload = vi.fn();
    const target = Object.create(window, { location: { value: { reload } } }) as Window;
    const handlers: EventListener[] = [];
    target.addEventListener = ((_type: string, handler: EventListener) => handlers.push(handler)) as Window['addEventListener'];
    target.removeEventListener = (() => {}) as Window['removeEventListener'];
    uninstall = installPreloadErrorHandler(target);

    const first = new Event('vite:preloadError', { cancelable: true });
    handlers.forEach((handler) => handler(first));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBe('1');

    const second = new Event('vite:preloadError', { cancelable: true });
    handlers.forEach((handler) => handler(second));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('does nothing to unrelated events', () => {
    uninstall = installPreloadErrorHandler(window);
    const event = new Event('something-else', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();
  });
});
