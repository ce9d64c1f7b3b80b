/**
 * The parts of a job ad that say what the job needs. Ads also carry "About us", benefits and an
 * equal-opportunity statement; read whole, their lists ("race, religion, sex, disability, veteran
 * status", "unlimited PTO, 401(k)") come out as "missing skills". Under headings, only requirement
 * and responsibility sections are kept; without headings, the sentences that are plainly about
 * benefits or equal opportunity are dropped.
 */
const KEEP_HEADING =
  /\b(requirements?|qualifications?|skills?|must[- ]haves?|nice[- ]to[- ]haves?|bonus points|preferred|what you('| wi)ll (bring|need|do)|what we('re| are) looking for|what you (bring|need|have)|about you|who you are|you have|you are|responsibilit(y|ies)|duties|the role|your role|what you will do|tech stack|technologies|experience)\b/i;
const DROP_HEADING =
  /\b(benefits?|perks|what we offer|we offer|compensation|salary|pay|about (us|the company)|who we are|our (company|mission|values|culture)|equal (employment )?opportunity|eeo|diversity|inclusion|how to apply|application process|accommodations?|privacy)\b/i;
const DROP_SENTENCE =
  /\b(equal (employment )?opportunity|without regard to|regardless of|race|religion|sexual orientation|gender identity|national origin|veteran status|disability|protected (class|characteristic|veteran)|reasonable accommodation|pto|paid time off|401\s*\(?k\)?|health(care)?,? dental|dental|vision insurance|parental leave|stock options|equity package|wellness|gym|snacks|salary range|compensation|pay range)\b/i;

export function readRequirementText(ad: string): string {
  const lines = ad.split(/\r?\n/);
  const headings = lines.map((line) => readHeading(line));
  const hasHeadings = headings.filter((heading) => heading !== undefined).length >= 2;
  const kept: string[] = [];
  // Before the first heading the ad introduces the job; kept only when there are no headings at all.
  let keep = !hasHeadings;
  lines.forEach((line, index) => {
    const heading = headings[index];
    if (hasHeadings && heading !== undefined) {
      keep = KEEP_HEADING.test(heading) && !DROP_HEADING.test(heading);
      // "Requirements: Python, SQL" carries its list on the heading's own line.
      const rest = line.slice(line.indexOf(':') + 1);
      if (keep && line.includes(':') && rest.trim()) kept.push(rest);
      return;
    }
    if (keep) kept.push(line);
  });
  return kept
    .join('\n')
    .split(/(?<=[.!?])\s+(?=\p{Lu})|\n/u)
    .filter((sentence) => !DROP_SENTENCE.test(sentence))
    .join('\n');
}

/** A short line on its own ("Requirements", "What we offer:", "## Benefits"), or the label before a colon. */
function readHeading(line: string): string | undefined {
  const text = line.replace(/^[#*\s]+|[*\s]+$/g, '');
  if (!text) return undefined;
  const label = /^([^:]{2,60}):/.exec(text)?.[1];
  if (label && (KEEP_HEADING.test(label) || DROP_HEADING.test(label))) return label;
  if (text.length <= 60 && !/[.,;]$/.test(text) && text.split(/\s+/).length <= 7 && (KEEP_HEADING.test(text) || DROP_HEADING.test(text))) return text;
  return undefined;
}
