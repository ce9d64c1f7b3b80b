import { describe, expect, it } from 'vitest';
import { joinWrappedContactFooter, parseResumeLines } from './parse-resume-lines';

const body = [
  { text: 'Gregory Roe', size: 22 },
  { text: 'Experience', size: 15 },
  { text: 'Sep’19 - Jan’24\tSenior Software Engineer: GoPuff', size: 11 },
];

describe('joinWrappedContactFooter', () => {
  it('reads a row of contacts wrapped over the last two lines, its address cut in two', () => {
    const lines = [...body, { text: 'greg@example.com • (908) 229-7720 • 126 Clifton', size: 11 }, { text: 'Place, Jersey City, NJ, 07424• LinkedIn • Github', size: 11 }];
    expect(joinWrappedContactFooter(lines)?.text).toBe('greg@example.com • (908) 229-7720 • 126 Clifton Place, Jersey City, NJ, 07424• LinkedIn • Github');
    const { basics, work } = parseResumeLines(lines).resume;
    expect(basics).toMatchObject({ email: 'greg@example.com', phone: '(908) 229-7720', location: { city: 'Jersey City', region: 'NJ' } });
    expect(work?.[0]?.summary ?? '').not.toContain('Clifton');
  });

  it('leaves two last lines of running text, or a contact row with a sentence, to the body', () => {
    expect(joinWrappedContactFooter([...body, { text: 'Built the billing service, in Go and Python, for', size: 11 }, { text: 'three teams in Jersey City, NJ.', size: 11 }])).toBeUndefined();
    expect(joinWrappedContactFooter([...body, { text: 'greg@example.com • (908) 229-7720 • Ask me about', size: 11 }, { text: 'the billing service I built for three teams', size: 11 }])).toBeUndefined();
  });
});
