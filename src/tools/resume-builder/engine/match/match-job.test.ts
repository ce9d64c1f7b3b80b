import { describe, expect, it } from 'vitest';
import type { Resume } from '../../contract';
import { matchJob } from './match-job';

const resume: Resume = {
  basics: { summary: 'Backend developer who builds data pipelines.' },
  work: [{ name: 'Acme', position: 'Developer', highlights: ['Moved the billing service to Postgres and Node.js.'] }],
  skills: [{ name: 'Languages', keywords: ['C', 'Python'] }],
};

// An ad written for this test in the usual shape: about us, duties, requirements, nice to have, benefits, an EEO statement.
const AD = `Senior Backend Engineer — Payments

About us
Brightledger helps 4,000 small businesses get paid faster. We are a remote-first team of 60 across Europe and North America.

What you'll do
- Design and run the services that move money between banks, card networks and our customers.
- Own our event pipeline on Kafka and the Postgres databases behind it.
- Mentor two junior engineers and review their code.

Requirements
- 5+ years building backend services in Go, Java or Kotlin
- Strong SQL and PostgreSQL; experience with Kafka or another message broker
- Docker, Kubernetes and Terraform on AWS
- Clear written communication

Nice to have
- Experience with PCI DSS, fraud detection or ledger systems
- Python for data work, C or Rust for performance-critical code

What we offer
Competitive salary, equity, unlimited PTO, 401(k) matching, health, dental and vision insurance, a home office budget.

Brightledger is an equal opportunity employer. We consider all applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.`;
const strongResume: Resume = {
  basics: { summary: 'Backend engineer, eight years building payment services in Go and Kotlin.' },
  work: [{ name: 'Paystream', position: 'Senior Software Engineer', highlights: ['Built a Kafka event pipeline processing 2M card payments a day.', 'Ran PostgreSQL clusters and wrote the SQL migrations.', 'Mentored three junior engineers.', 'Moved services to Docker and Kubernetes on AWS with Terraform.'] }],
  skills: [{ name: 'Engineering', keywords: ['Go', 'Kotlin', 'Java', 'SQL', 'PostgreSQL', 'Kafka', 'Docker', 'Kubernetes', 'Terraform', 'AWS', 'Python', 'Communication'] }],
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

  it('reads only what the job needs: no benefits, no equal-opportunity words, no duties written as clauses', () => {
    const match = matchJob(strongResume, AD);
    const missing = match.missing.map((word) => word.toLowerCase());
    for (const word of ['religion', 'sex', 'sexual orientation', 'disability', 'veteran status', 'unlimited pto', 'k', 'equity', 'dental', 'our customers', 'card networks']) {
      expect(missing).not.toContain(word);
    }
    expect(match.missing.every((word) => !/\b(their|two|our)\b/i.test(word))).toBe(true);
    expect(match.missing).toEqual(expect.arrayContaining(['PCI DSS', 'Rust']));
    expect(match.score).toBeGreaterThanOrEqual(65);
  });

  it('counts "C" only where the ad lists it as a language, never in "401(k)" or "C-suite"', () => {
    expect(matchJob({}, 'Requirements: C, C++ or Rust.').missing).toContain('C');
    expect(matchJob({}, 'We offer a 401(k) plan and report to the C-suite. Requirements: Rust, Go.').missing).not.toContain('C');
  });

  it('drops equal-opportunity and benefit sentences from an ad without headings', () => {
    const match = matchJob({}, 'We need Python and SQL. We are an equal opportunity employer without regard to race, religion, sex, disability, or veteran status. Perks: unlimited PTO, dental, 401(k).');
    expect(match.missing).toEqual(['Python', 'SQL']);
  });

  it('reads a careers page pasted as Markdown: link words, not addresses', () => {
    const match = matchJob({}, 'We use [Kafka](https://kafka.apache.org) and Python. Questions: jobs@example.com, see https://example.com/careers or /handbook/stack.');
    expect(match.missing).toEqual(['Kafka', 'Python']);
  });

  it('takes "rest", "less" and "go" as skills only when written as their names', () => {
    expect(matchJob({}, 'You will have the rest of the team behind you, and we hire people with less experience too. Go for it.').missing).toEqual([]);
    expect(matchJob({}, 'Requirements: REST APIs, Sass or Less, and Go.').missing).toEqual(expect.arrayContaining(['REST', 'Less', 'Go']));
  });

  it('leaves out what the ad says the job does not use, and keeps the clause after "but"', () => {
    const match = matchJob({}, "We aren't going to use machine learning or blockchain any time soon. We don't need deep Rust skills, but you'll need Python.");
    expect(match.missing).toEqual(['Python']);
  });

  it('reads a list inside a sentence only after words that ask for skills', () => {
    expect(matchJob({}, 'That reaches from understanding retention, conversion rates, session recordings, plugins and heatmaps.').missing).toEqual([]);
    expect(matchJob({}, 'Those with a very strong background in Django, architecture and databases are going to have fun here.').missing).toEqual(['Django', 'architecture', 'databases']);
  });

  it('reads "Here is what you will be working on" as the job and "Sold? Apply now" as not', () => {
    const ad = 'We are a small company.\n## Here is what you will be working on:\n* Building AWS deployment automation\n## What you\'ll bring:\n* Kubernetes\n## Sold? Apply now\n* Tell us about Haskell projects';
    expect(matchJob({}, ad).missing).toEqual(['AWS', 'Kubernetes']);
  });

  it('reads a job family page by its sections: levels, grades and hiring steps below "## Levels" are not the job', () => {
    const ad = [
      '## Requirements',
      '- Experience using the Linux shell and command-line Git.',
      '## Levels',
      '### Senior Writer',
      '#### Senior Writer Job Grade',
      'The Senior Writer is a grade 7.',
      '#### Senior Writer Responsibilities',
      '* **Structure**: Implement content topic types to make pages easier to scan, with good naming and logical groupings.',
      '## Hiring Process',
      '1. A 50-minute interview with our Technical Writing Manager about Salesforce.',
    ].join('\n');
    const missing = matchJob({}, ad).missing;
    expect(missing).toEqual(expect.arrayContaining(['Linux', 'Git']));
    for (const word of ['Salesforce', 'content topic types', 'good naming', 'logical groupings', 'Senior Writer', 'Job Grade']) expect(missing).not.toContain(word);
  });

  it('takes a bullet\'s own label as part of the item, not as a new section', () => {
    const ad = '## You may be a fit to this role if you have some of these inclinations:\n* Think about systems: edge cases.\n* Know your way around Linux and the Unix Shell.\n* Have experience with Nginx, HAProxy, or similar technologies';
    expect(matchJob({}, ad).missing).toEqual(expect.arrayContaining(['Linux', 'Unix', 'Nginx', 'HAProxy']));
    expect(matchJob({}, ad).missing).not.toContain('similar technologies');
  });

  it('never lists a fragment or a vague item: "creating low", "more coding languages", "Google Docs etc"', () => {
    const ad = 'Requirements\n- Hands-on experience in creating low and high fidelity prototypes.\n- General familiarity with one or more coding languages.\n- Deep understanding of Google suite (Gmail, Google Docs etc.)\n- Familiarity with agile development processes and scrum methodologies.';
    const missing = matchJob({}, ad).missing;
    expect(missing).not.toContain('creating low');
    expect(missing).not.toContain('more coding languages');
    expect(missing).not.toContain('Google Docs etc');
    expect(missing).toEqual(expect.arrayContaining(['Google Workspace', 'Gmail', 'Google Docs', 'Agile', 'Scrum']));
  });

  it('finds Ruby on Rails by "Rails", never by "Ruby" alone', () => {
    expect(matchJob({}, 'Requirements\n- Strong programming skills: Shell, and Ruby and/or Go.').missing).not.toContain('Ruby on Rails');
    expect(matchJob({}, 'Requirements\n- Ruby and Rails, PostgreSQL').missing).toContain('Ruby on Rails');
  });
});
