/**
 * After a deploy, an open tab may ask for page chunks that no longer exist. Vite then fires
 * `vite:preloadError`; we reload once to pick up the new build. A sessionStorage flag stops a reload
 * loop: if the chunk still fails after the reload, the error is rethrown and the error screen shows it.
 */
export const PRELOAD_RELOAD_KEY = 'scribewell:preload-reload';

export function installPreloadErrorHandler(target: Window = window): () => void {
  const handler = (event: Event) => {
    let alreadyReloaded = false;
    try {
      alreadyReloaded = target.sessionStorage.getItem(PRELOAD_RELOAD_KEY) === '1';
      if (!alreadyReloaded) target.sessionStorage.setItem(PRELOAD_RELOAD_KEY, '1');
    } catch {
      // Storage can be blocked (private mode); without the guard we must not reload, or we could loop.
      alreadyReloaded = true;
    }
    if (alreadyReloaded) return; // not prevented: Vite rethrows the load error
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', handler);
  // Once the app has run a while without a chunk failure, allow a future deploy to reload again.
  const timer = target.setTimeout(() => {
    try {
      target.sessionStorage.removeItem(PRELOAD_RELOAD_KEY);
    } catch {
      /* storage blocked: nothing to clear */
    }
  }, 10_000);
  return () => {
    target.removeEventListener('vite:preloadError', handler);
    target.clearTimeout(timer);
  };
}
