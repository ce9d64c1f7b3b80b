import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './extract-keywords';

const keywords = (ad: string) => extractJobKeywords(ad).map((k) => k.keyword.toLowerCase());

describe('extractJobKeywords: words about the work, not skills', () => {
  it('reads a list after a duty ("Think about systems:") as what the duty is about, not as skills', () => {
    const ad = `Requirements
* Think about systems: edge cases, failure modes, behaviors, specific implementations.
* Run our infrastructure with Chef, Ansible and Terraform.`;
    const found = keywords(ad);
    expect(found).not.toContain('edge cases');
    expect(found).not.toContain('failure modes');
    expect(found).not.toContain('behaviors');
    // The lexicon's skills in the same bullets stay.
    expect(found).toEqual(expect.arrayContaining(['chef', 'ansible', 'terraform']));
  });

  it('keeps a list after a name and a colon ("Databases:") as skills', () => {
    const ad = `Requirements
* Databases: CockroachDB, ScyllaDB, TimescaleDB`;
    expect(keywords(ad)).toEqual(expect.arrayContaining(['cockroachdb', 'scylladb', 'timescaledb']));
  });

  it('drops a bare work noun asked for in prose ("experience with workflows and tooling") and keeps a named skill beside it', () => {
    expect(keywords('Requirements\n- You have experience with workflows and tooling used by engineering teams.')).not.toContain('workflows');
    expect(keywords('Requirements\n- You have experience with Markdown and static site generators used by engineering teams.')).toEqual(
      expect.arrayContaining(['markdown', 'static site generators']),
    );
  });

  it('keeps an ad\'s own list item named by a work noun ("Tooling (tsconfig)")', () => {
    expect(keywords('Requirements:\n- TypeScript\n- Tooling (tsconfig)')).toContain('tooling');
  });

  it('takes the examples, not the kind of tool, from "setup tools like Terraform and Ansible"', () => {
    const found = keywords('Requirements\n- Have the ability to grow your knowledge of GitLab provisioning and setup tools like Terraform and Ansible.');
    expect(found).not.toContain('setup tools');
    expect(found).not.toContain('gitlab provisioning');
    expect(found).toEqual(expect.arrayContaining(['terraform', 'ansible']));
  });

  it('keeps a list of skills that merely ends before "like" when its last item is not a kind of tool', () => {
    expect(keywords('Requirements\n- Knowledge of load testing and chaos engineering like our SRE team does.')).toEqual(
      expect.arrayContaining(['load testing', 'chaos engineering']),
    );
  });
});
