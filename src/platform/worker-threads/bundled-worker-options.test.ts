import { describe, expect, it } from 'vitest';
import { keepPreloadsButTsx } from './bundled-worker-options';

describe('keepPreloadsButTsx', () => {
  it('drops the tsx loader in both spellings and keeps every other preload', () => {
    expect(keepPreloadsButTsx(['--import', 'tsx', '--require', './trace.cjs', '--import=tsx', '--import=./otel.mjs'])).toEqual([
      '--require',
      './trace.cjs',
      '--import=./otel.mjs',
    ]);
  });

  it('drops V8 flags, which a worker thread refuses when given explicitly', () => {
    expect(keepPreloadsButTsx(['--expose-gc', '--max-old-space-size=512', '--import', 'tsx'])).toEqual([]);
  });
});
