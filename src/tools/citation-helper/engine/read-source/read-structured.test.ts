import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../../platform/engine';
import { readCslJson } from './read-structured';

describe('readCslJson', () => {
  it('refuses CSL-JSON text nested 5,000 deep with a clear message, and keeps the extra fields of ordinary items', () => {
    const hostile = `[{"id": "a", "type": "book", "x": ${'['.repeat(5_000)}${']'.repeat(5_000)}}]`;
    expect(() => readCslJson(hostile)).toThrow(ToolInputError);
    expect(() => readCslJson(hostile)).toThrow(/The CSL-JSON nests arrays or objects more than 64 levels deep/);
    expect(readCslJson('[{"id": "a", "type": "book", "issued": {"date-parts": [[2024, 5]]}, "note": "kept"}]')[0]).toMatchObject({ note: 'kept' });
  });
});
