import { describe, expect, it } from 'vitest';
import { splitKnownRoles } from './split-known-role';

// Session 42 (typst-jolow-resume.pdf of held-out-s39): one title line lacks the bar its siblings have.
describe("a job whose title lost the separator its section's other jobs use", () => {
  it('takes the role another job of the section states off the front of its employer', () => {
    const items = splitKnownRoles([
      { name: 'Research Collaborator Cooperative Systems & Intelligence (CoSI) Lab', startDate: '2025-08' },
      { name: 'Public AI Network', position: 'Research Collaborator', startDate: '2025-10' },
    ]);
    expect(items[0]).toEqual({ name: 'Cooperative Systems & Intelligence (CoSI) Lab', position: 'Research Collaborator', startDate: '2025-08' });
  });

  it('leaves an employer whose first words are not a role of the section, or a one-word role', () => {
    const items = [
      { name: 'Senior Partners LLP' },
      { name: 'Engineering Corp', position: 'Engineer' },
      { name: 'Acme', position: 'Senior Analyst' },
    ];
    expect(splitKnownRoles(items)).toEqual(items);
  });
});

// Session 43 (pandoc-context-georgiou.pdf of held-out-s39): "Back-end developer SimpleTechs" with no bar and no employer.
describe('splitKnownRoles, a role opening as another job\'s does', () => {
  it('parts the employer off a role whose first words another job\'s role opens with', () => {
    const items = splitKnownRoles([{ position: 'Back-end developer SimpleTechs' }, { name: 'Borocard', position: 'Back-end developer and DevOps' }]);
    expect(items[0]).toMatchObject({ position: 'Back-end developer', name: 'SimpleTechs' });
  });
  it('leaves a job that has an employer, or whose role shares one word only', () => {
    expect(splitKnownRoles([{ name: 'Acme', position: 'Back-end developer Team' }, { name: 'B', position: 'Back-end developer and DevOps' }])[0]!.position).toBe('Back-end developer Team');
    expect(splitKnownRoles([{ position: 'Engineer Intern' }, { name: 'B', position: 'Engineer II' }])[0]!.name).toBeUndefined();
  });
});

// Session 45 (review of session 44): "Senior Software Engineer II" became role "Senior Software Engineer" at "II".
describe('splitKnownRoles, a role with a level numeral', () => {
  it('keeps "II" or "L5" as part of the role, never as the employer', () => {
    const items = [{ name: 'Senior Software Engineer II' }, { name: 'Acme', position: 'Senior Software Engineer' }];
    expect(splitKnownRoles(items)).toEqual(items);
    const levelled = [{ position: 'Software Engineer L5' }, { name: 'Acme', position: 'Software Engineer in Test' }];
    expect(splitKnownRoles(levelled)).toEqual(levelled);
  });
  it('still splits a real employer after the known role', () => {
    const items = splitKnownRoles([{ name: 'Senior Software Engineer Initech' }, { name: 'Acme', position: 'Senior Software Engineer' }]);
    expect(items[0]).toMatchObject({ position: 'Senior Software Engineer', name: 'Initech' });
  });
});
