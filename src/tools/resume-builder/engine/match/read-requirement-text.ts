/**
 * The parts of a job ad that say what the job needs. Ads also carry "About us", benefits and an
 * equal-opportunity statement; read whole, their lists ("race, religion, sex, disability, veteran
 * status", "unlimited PTO, 401(k)") come out as "missing skills". Under headings, only requirement
 * and responsibility sections are kept; without headings, the sentences that are plainly about
 * benefits or equal opportunity are dropped.
 */
const KEEP_HEADING =
  /\b(requirements?|qualifications?|skills?|must[- ]haves?|nice[- ]to[- ]haves?|bonus points|preferred|(what|as an? [\w ]{1,40}) you('| wi)ll\b|you could work on|here is what|what we('re| are) looking for|what you (bring|need|have)|about you|who you are|you have|you are|responsibilit(y|ies)|duties|the role|your role|what you will do|tech stack|technologies|experience)\b/i;
const DROP_HEADING =
  /\b(benefits?|perks|what we offer|we offer|compensation|salary|pay|about (?!you\b)\w+|who we are|our (company|mission|values|culture|team)|equal (employment )?opportunity|eeo|diversity|inclusion|how to apply|apply( now)?|application process|what to expect|interview|learn more|accommodations?|privacy|what you('ll| will)? get)\b|^(levels?|leveling\b.*|.*\bjob grade|career (ladder|path|development)|performance indicators|market justification.*|specializations?)$/i;
/** A clause that says what the job does not use or need ("We aren't going to use machine learning", "no degree required"). */
const NEGATED_CLAUSE = /\b(not|never|aren't|isn't|don't|doesn't|won't|no longer|nor)\b|\bno\s+(?:need|prior|previous|degree)\b/i;
const DROP_SENTENCE =
  /\b(equal (employment )?opportunity|without regard to|regardless of|race|religion|sexual orientation|gender identity|national origin|veteran status|disability|protected (class|characteristic|veteran)|reasonable accommodation|pto|paid time off|401\s*\(?k\)?|health(care)?,? dental|dental|vision insurance|parental leave|stock options|equity package|wellness|gym|snacks|salary range|compensation|pay range)\b/i;

export function readRequirementText(ad: string): string {
  const lines = stripMarkup(ad).split(/\r?\n/);
  const headings = lines.map((line) => readHeading(line));
  const hasHeadings = headings.filter((heading) => heading !== undefined).length >= 2;
  const kept: string[] = [];
  const isKeep = (heading: string) => KEEP_HEADING.test(heading) && !DROP_HEADING.test(heading);
  // Headings of the ad's own ("## We can't do this without you") and none naming the requirements: all
  // but the benefits, hiring and company sections is about the job.
  const keepUnnamed = hasHeadings && !headings.some((heading) => heading !== undefined && isKeep(heading));
  // Before the first heading the ad introduces the job; kept only when no heading names the requirements.
  let keep = !hasHeadings || keepUnnamed;
  // Markdown sections nest: "#### Senior Writer Responsibilities" under "## Levels" or "## Hiring process"
  // belongs to that section, so it is read only when every section above it is read.
  const open: { level: number; keep: boolean }[] = [];
  lines.forEach((line, index) => {
    const heading = headings[index];
    const level = /^\s*(#{1,6})\s/.exec(line)?.[1]?.length;
    if (level !== undefined) {
      while (open.length > 0 && open[open.length - 1]!.level >= level) open.pop();
      const parentsKept = open.every((section) => section.keep);
      // A heading that names neither the job's needs nor a section to drop ("## Levels", "### Technical
      // Writer (Intermediate)") starts a section of its own: read it only when no heading names the requirements.
      // A Markdown heading is a heading at any length ("## You may be a fit to this role if you have…").
      const text = line.replace(/^[#*\s]+|[*:\s]+$/g, '');
      const named = KEEP_HEADING.test(text) || DROP_HEADING.test(text);
      const own = named ? isKeep(text) : keepUnnamed;
      keep = parentsKept && own;
      open.push({ level, keep });
      return;
    }
    if (hasHeadings && heading !== undefined) {
      keep = open.every((section) => section.keep) && isKeep(heading);
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
    // "We don't need deep engineering skills, but you'll need to be a reasonable software engineer": the clause after "but" stands.
    .flatMap((sentence) => sentence.split(/,?\s+but\s+/i).filter((clause) => !NEGATED_CLAUSE.test(clause)))
    .join('\n');
}

/**
 * A careers page pasted as Markdown or HTML: "[compensation](/handbook/…)" is the word
 * "compensation", and addresses, e-mails, tags and emphasis marks are not words of the ad.
 */
export function stripMarkup(ad: string): string {
  return ad
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]{1,200}>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, ' ')
    .replace(/(?<=^|\s)\/[\w#/-]+/gm, ' ')
    .replace(/\*\*|__|(?<=\s|^)[*_](?=\S)|(?<=\S)[*_](?=\s|$|[.,;:!?])/gm, '')
    .replace(/[{}]/g, ' ');
}

/** A short line on its own ("Requirements", "What we offer:", "## Benefits"), or the label before a colon. */
function readHeading(line: string): string | undefined {
  const text = line.replace(/^[#*\s]+|[*\s]+$/g, '');
  if (!text) return undefined;
  // A bullet's label ("* Think about systems: edge cases, …") introduces that item, not a section.
  const bulleted = /^\s*(?:[-*•]|\d+[.)])\s/.test(line) && !/:\s*$/.test(line);
  const label = bulleted ? undefined : /^([^:]{2,60}):/.exec(text)?.[1];
  if (label && (KEEP_HEADING.test(label) || DROP_HEADING.test(label))) return label;
  if (text.length <= 60 && !/[.,;]$/.test(text) && text.split(/\s+/).length <= 7 && (KEEP_HEADING.test(text) || DROP_HEADING.test(text))) return text;
  return undefined;
}
