import { describe, expect, it } from 'vitest';
import type { Resume } from '../../contract';
import { matchJob } from './match-job';

const resume: Resume = {
  basics: { summary: 'Backend developer who builds data pipelines.' },
  work: [{ name: 'Acme', position: 'Developer', highlights: ['Moved the billing service to Postgres and Node.js.'] }],
  skills: [{ name: 'Languages', keywords: ['C', 'Python'] }],
};

describe('matchJob', () => {
  it('finds skills written another way and phrases in other word forms', () => {
    const ad = 'We build data pipelines. Our data pipeline team wants: PostgreSQL, NodeJS, Python, C#, Kubernetes.';
    const match = matchJob(resume, ad);
    expect(match.matched).toEqual(expect.arrayContaining(['PostgreSQL', 'Node.js', 'Python', 'data pipelines']));
    // "C" in the resume is not C#.
    expect(match.missing).toEqual(expect.arrayContaining(['C#', 'Kubernetes']));
    expect(match.score).toBeGreaterThan(40);
    expect(match.score).toBeLessThan(100);
  });

  it('says where each missing keyword would go, only if the writer has it', () => {
    const match = matchJob(resume, 'Requirements: Terraform, Docker, AWS.');
    expect(match.missing).toEqual(['Terraform', 'Docker', 'AWS']);
    for (const suggestion of match.suggestions ?? []) {
      expect(suggestion.section).toBe('skills[0].keywords');
      expect(suggestion.message).toMatch(/^If you know /);
    }
  });

  it('scores 0 with nothing to match and never matches what the resume lacks', () => {
    expect(matchJob({}, 'Requirements: Rust, Go.')).toMatchObject({ score: 0, matched: [] });
    expect(matchJob(resume, '').missing).toEqual([]);
  });
});
