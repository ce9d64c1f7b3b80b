import { describe, expect, it } from 'vitest';
import { splitList } from './split-list';

describe('splitList', () => {
  it('drops an icon glyph the text layer gives as a control code before a keyword', () => {
    expect(splitList('\u0088 Nordic, \uE000 ESP, ST')).toEqual(['Nordic', 'ESP', 'ST']);
  });
});

describe('a list written as a sentence', () => {
  it('parts its last two items at "and"', () => {
    expect(splitList('C#, Java, C++, Python and Lua.')).toEqual(['C#', 'Java', 'C++', 'Python', 'Lua']);
    expect(splitList('Make, WebGL, React and Amazon Web Services (EC2, S3 and DynamoDB).')).toEqual(['Make', 'WebGL', 'React', 'Amazon Web Services (EC2, S3 and DynamoDB)']);
  });
  it('keeps "Search and Rescue" whole in a plain list', () => {
    expect(splitList('First aid, CPR, Search and Rescue')).toEqual(['First aid', 'CPR', 'Search and Rescue']);
  });
});

describe('a keyword that starts with a dot', () => {
  it('keeps the dot glued to its name and drops a stray one', () => {
    expect(splitList('.NET Microservicios, Docker')).toEqual(['.NET Microservicios', 'Docker']);
    expect(splitList('Mongo,. Bootstrap')).toEqual(['Mongo', 'Bootstrap']);
  });
});

// Session 44 (resume-matcher-single-column.pdf of held-out-s41): a font that maps W and T to private-use codes.
describe('splitList, a letter lost to a private-use glyph', () => {
  it('leaves out the keywords it garbles', () => {
    expect(splitList('gRPC, A\uE000S, ECS, \uE000erraform, CI/CD')).toEqual(['gRPC', 'ECS', 'CI/CD']);
  });
  it('still drops an icon glyph set apart before a keyword', () => {
    expect(splitList('\uF121 Python, \uF0B1 Go')).toEqual(['Python', 'Go']);
  });
});
