import { describe, expect, it } from 'vitest';
import { readKeywordGroups, splitCells } from './read-lists';

describe('keywords set in cells', () => {
  it('reads no keyword from a column of levels beside the names, a misspelt one among them (CVClass)', () => {
    const rows = ['Java\tProficient', 'Python\tProficient', 'C++\tExperienced', 'C\tIntermediete'].map((text) => ({ text, x: 375, cellX: [433] }));
    expect(readKeywordGroups(rows, true).flatMap((group) => group.keywords ?? [])).toEqual(['Java', 'Python', 'C++', 'C']);
    // A grid of keywords in two columns keeps both.
    const grid = ['Java\tDocker', 'Python\tKubernetes', 'C++\tTerraform'].map((text) => ({ text, x: 375, cellX: [433] }));
    expect(readKeywordGroups(grid, true).flatMap((group) => group.keywords ?? [])).toEqual(['Java', 'Python', 'C++', 'Docker', 'Kubernetes', 'Terraform']);
  });
  it('reads each cell of a centred row as a keyword', () => {
    const groups = readKeywordGroups([{ text: 'HTML\tCSS\tPython', x: 82, cellX: [280, 460] }, { text: 'TypeScript\tReact\tC++', x: 60, cellX: [272, 475] }], true);
    expect(groups.flatMap((group) => group.keywords ?? [])).toEqual(['HTML', 'CSS', 'Python', 'TypeScript', 'React', 'C++']);
  });
  it('drops a level cell and leaves a plain list as it was', () => {
    expect(splitCells('Python\tAdvanced')).toEqual(['Python']);
    expect(splitCells('Go, Rust; Zig')).toEqual(['Go', 'Rust', 'Zig']);
  });
});

describe('a row of cells in a narrow sidebar', () => {
  it('does not run into the next line', () => {
    const groups = readKeywordGroups([{ text: 'UX\tMobile Devices & Applications', fullWidth: true, x: 369, cellX: [398] }, { text: 'Product Management & Marketing', fullWidth: true, x: 369 }], true);
    expect(groups.flatMap((group) => group.keywords ?? [])).toEqual(['UX', 'Mobile Devices & Applications', 'Product Management & Marketing']);
  });
  it('still joins a long wrapped list line', () => {
    const groups = readKeywordGroups([{ text: 'Languages: Python, Go, Rust, TypeScript, Kotlin, Vendor', fullWidth: true }, { text: 'negotiation' }], true);
    expect(groups[0]!.keywords?.at(-1)).toBe('Vendor negotiation');
  });
});

describe('a list parted by bullets', () => {
  it('reads "• a • b •" lines wrapping in a sidebar as one list under the line above, joining a word broken at its hyphen', () => {
    const groups = readKeywordGroups(
      [
        { text: 'Skills/Exposure', x: 377 },
        { text: 'JavaScript • Python • Java • React •', bullet: true, fullWidth: true, x: 377 },
        { text: 'Docker • Git • HTML/CSS • SQL • Material', fullWidth: true, x: 377 },
        { text: 'UI • Tailwind CSS', x: 377 },
        { text: 'Methodology/Approach', x: 377 },
        { text: 'Lean • Kanban • Test-', bullet: true, fullWidth: true, x: 377 },
        { text: 'Driven Development • Pair Programming', fullWidth: true, x: 377 },
      ],
      true,
    );
    expect(groups).toEqual([
      { name: 'Skills/Exposure', keywords: ['JavaScript', 'Python', 'Java', 'React', 'Docker', 'Git', 'HTML/CSS', 'SQL', 'Material UI', 'Tailwind CSS'] },
      { name: 'Methodology/Approach', keywords: ['Lean', 'Kanban', 'Test-Driven Development', 'Pair Programming'] },
    ]);
  });
});

describe('a sidebar set flush right', () => {
  it('reads a short line over a list as a keyword, not as the list\'s name, and drops an icon glyph before it', () => {
    const groups = readKeywordGroups([{ text: '\uFFFF JavaScript', x: 93, fullWidth: true }, { text: 'Python, C++, PHP', x: 63, fullWidth: true }], true);
    expect(groups.flatMap((group) => group.keywords ?? [])).toEqual(['JavaScript', 'Python', 'C++', 'PHP']);
  });
  it('still reads a name set left of its list as the name', () => {
    const groups = readKeywordGroups([{ text: 'Languages', x: 40 }, { text: 'Python, C++, PHP', x: 40 }], true);
    expect(groups).toEqual([{ name: 'Languages', keywords: ['Python', 'C++', 'PHP'] }]);
  });
});

describe('a skill name and its keywords parted by spaced dashes', () => {
  it('reads the first part as the name (JSON Resume themes)', () => {
    const groups = readKeywordGroups([{ text: 'Front End - TypeScript - Vue - Sass' }, { text: 'Storage - Redis - Postgres' }], true);
    expect(groups).toEqual([
      { name: 'Front End', keywords: ['TypeScript', 'Vue', 'Sass'] },
      { name: 'Storage', keywords: ['Redis', 'Postgres'] },
    ]);
  });

  it('leaves a name and a level, and a sentence with dashes, alone', () => {
    expect(readKeywordGroups([{ text: 'Python - Advanced' }], true)[0]!.name).toBeUndefined();
    expect(readKeywordGroups([{ text: 'Built the data pipeline for the whole reporting team - batch - and the streaming jobs' }], true)[0]!.name).toBeUndefined();
  });
});

describe('a label cell over keywords parted by spaced dashes (Awesome-CV)', () => {
  it('names the group and splits its keywords', () => {
    const groups = readKeywordGroups([{ text: 'Cloud\tGCP ‑ Terraform ‑ Ansible', size: 12 }, { text: 'Data\tSpark ‑ Airflow', size: 12 }], true);
    expect(groups).toEqual([{ name: 'Cloud', keywords: ['GCP', 'Terraform', 'Ansible'] }, { name: 'Data', keywords: ['Spark', 'Airflow'] }]);
  });
});

describe('labels set left in a column of their own, each beside its list (resume.cls)', () => {
  it('reads each row as a named group', () => {
    const groups = readKeywordGroups(
      [
        { text: 'Computer Languages\tProlog, Haskell, AWK', x: 70, cellX: [215] },
        { text: 'Protocols & APIs\tXML, JSON, SOAP, REST', x: 70, cellX: [215] },
        { text: 'Tools\tSVN, Vim, Emacs', x: 70, cellX: [215] },
      ],
      true,
    );
    expect(groups).toEqual([
      { name: 'Computer Languages', keywords: ['Prolog', 'Haskell', 'AWK'] },
      { name: 'Protocols & APIs', keywords: ['XML', 'JSON', 'SOAP', 'REST'] },
      { name: 'Tools', keywords: ['SVN', 'Vim', 'Emacs'] },
    ]);
  });
});

describe('a label set level with the middle of its list\'s two lines (Awesome-CV skill rows)', () => {
  it('is read with both lines as one named group', () => {
    const groups = readKeywordGroups(
      [
        { text: 'Azure (AKS), AWS (ECS, Lambda), Terraform, GitHub Actions, Azure DevOps,', x: 221, fullWidth: true },
        { text: 'DevOps & Infraestructura Cloud', x: 71 },
        { text: 'Infrastructure as Code (IaC)', x: 221 },
        { text: 'Frameworks & Tecnologías .NET\t.NET 8 & ASP.NET Core, Entity Framework Core, MediatR', x: 70, cellX: [221] },
      ],
      true,
    );
    expect(groups).toEqual([
      { name: 'DevOps & Infraestructura Cloud', keywords: ['Azure (AKS)', 'AWS (ECS, Lambda)', 'Terraform', 'GitHub Actions', 'Azure DevOps', 'Infrastructure as Code (IaC)'] },
      { name: 'Frameworks & Tecnologías .NET', keywords: ['.NET 8 & ASP.NET Core', 'Entity Framework Core', 'MediatR'] },
    ]);
  });
});

// Session 43 (pandoc-resume-valcarce.docx of held-out-s35): "Programming:" over "Python : what for" rows gave no keyword "Python".
describe('readKeywordGroups, tool rows under a caption', () => {
  it("gives the caption its rows' tool names as keywords and keeps the rows", () => {
    const groups = readKeywordGroups(
      [{ text: 'Programming:', bullet: true }, { text: 'Python : Optimization, numerical analysis', bullet: true }, { text: 'Julia : numerical analysis', bullet: true }, { text: 'Mathematica', bullet: true }],
      true,
    );
    expect(groups[0]).toMatchObject({ name: 'Programming', keywords: ['Python', 'Julia', 'Mathematica'] });
    expect(groups.some((group) => group.name === 'Python')).toBe(true);
  });
});

// Session 44 (resume-matcher-single-column.pdf of held-out-s41): a comma list wrapped at a word, its lines at one edge.
describe('readKeywordGroups, a list wrapped inside an item', () => {
  it('joins the item the line break cut', () => {
    const [group] = readKeywordGroups(
      [
        { text: 'Technical Skills:\tGo, Python, Kafka,', x: 28, size: 9.7, cellX: [124] },
        { text: 'Docker, Kubernetes, API Design, Distributed Systems, Microservices', x: 124, size: 9.7 },
        { text: 'Architecture, Event-driven Systems, Feature Flags', x: 124, size: 9.7 },
      ],
      true,
    );
    expect(group!.keywords).toContain('Microservices Architecture');
    expect(group!.keywords).toContain('Event-driven Systems');
  });
  it('keeps two lists at different edges apart', () => {
    const groups = readKeywordGroups([{ text: 'Go, Python, Rust', x: 124, size: 9.7 }, { text: 'Spanish, French', x: 40, size: 9.7 }], true);
    expect(groups.flatMap((group) => group.keywords ?? [])).toEqual(['Go', 'Python', 'Rust', 'Spanish', 'French']);
  });
});
