// Vitest runs this before every test file (vitest.config.ts, setupFiles).
//
// Component tests (happy-dom): Testing Library's findBy*/waitFor give up after 1 s by default. On a
// loaded 2-core machine a page's first render after a click (lazy chunks, KaTeX) took 1–3 s, and the
// math page's first test failed on it. They poll, so a longer limit costs nothing when the page is fast.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
