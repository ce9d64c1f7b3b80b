// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { evaluatePageChunks } from './evaluate-page-chunks';

function pageWith(preload: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  if (preload !== null) script.dataset.preload = preload;
  doc.head.append(script);
  return doc;
}

describe('evaluatePageChunks', () => {
  it('imports the listed chunks in their order, each after the previous one has finished', async () => {
    const events: string[] = [];
    const load = async (file: string) => {
      events.push(`start ${file}`);
      await Promise.resolve();
      events.push(`end ${file}`);
    };
    await evaluatePageChunks(pageWith('/assets/a.js /assets/b.js'), load);
    expect(events).toEqual(['start /assets/a.js', 'end /assets/a.js', 'start /assets/b.js', 'end /assets/b.js']);
  });

  it('stops at a chunk that fails to load and leaves the rest to the router', async () => {
    const started: string[] = [];
    const load = async (file: string) => {
      started.push(file);
      if (file.includes('a')) throw new Error('gone');
    };
    await expect(evaluatePageChunks(pageWith('/assets/a.js /assets/b.js'), load)).resolves.toBeUndefined();
    expect(started).toEqual(['/assets/a.js']);
  });

  it('imports nothing on a page without the list', async () => {
    const started: string[] = [];
    await evaluatePageChunks(pageWith(null), async (file) => void started.push(file));
    expect(started).toEqual([]);
  });
});
