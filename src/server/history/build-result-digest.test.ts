import { describe, expect, it } from 'vitest';
import { buildResultDigest } from './build-result-digest';

describe('buildResultDigest', () => {
  it('keeps the figures and short texts a summary line reads, and cuts long strings', () => {
    const digest = buildResultDigest({ ats: { score: 82 }, resume: { basics: { name: 'Ada Lovelace' } }, file: { base64: 'A'.repeat(50_000) } }) as {
      ats: { score: number };
      resume: { basics: { name: string } };
      file: { base64: string };
    };
    expect(digest.ats.score).toBe(82);
    expect(digest.resume.basics.name).toBe('Ada Lovelace');
    expect(digest.file.base64).toHaveLength(120);
  });

  it('keeps arrays whole, so counts read from them are right', () => {
    const digest = buildResultDigest({ issues: Array.from({ length: 37 }, (_, index) => ({ id: index })) }) as { issues: unknown[] };
    expect(digest.issues).toHaveLength(37);
  });

  it('gives nothing rather than a cut array or an oversized copy', () => {
    expect(buildResultDigest({ issues: Array.from({ length: 201 }, () => 1) })).toBeUndefined();
    expect(buildResultDigest({ rows: Array.from({ length: 200 }, () => ({ a: 'x'.repeat(100), b: 'y'.repeat(100) })) })).toBeUndefined();
  });
});
