import type { ResumeLine } from './resume-line';

/** "[github]: https://github.com/engeir": a Markdown link's reference definition, its label and its target. */
const DEFINITION = /\[([^\]]*(?:\][^\]:]*)?)\]:\s*(\S+)/g;
const NETWORK_LABEL = /^(?:github|gitlab|linkedin|twitter|x|mastodon|stack\s?overflow|orcid|google scholar|researchgate|bitbucket|kaggle)$/i;
const WEBSITE_TERM = /^(?:website|web\s?site|homepage|home page|web|blog|portfolio)\s*:/i;

/**
 * A Markdown resume turned into Word by pandoc with its link definitions left as text (engeir's pandoc_resume: one
 * paragraph "[github]: https://github.com/engeir [PyPI]: https://pypi.org/ [linkedin]: https://www.linkedin.com/in/…").
 * Such a paragraph (three definitions or more, nothing else) is no part of the resume's text: it is taken out, and the
 * targets it gives to a network's name ("[linkedin]") and to the link of a "Website : … [eirik.re] …" row are returned
 * as contact lines for the header.
 */
export function takeLinkReferences(lines: ResumeLine[]): { lines: ResumeLine[]; contacts: ResumeLine[] } {
  const targets = new Map<string, string>();
  const kept = lines.filter((line) => {
    const found = [...line.text.matchAll(DEFINITION)];
    if (found.length < 3 || line.text.replace(DEFINITION, '').trim() !== '') return true;
    for (const [, label, target] of found) if (!targets.has(label!.toLowerCase())) targets.set(label!.toLowerCase(), target!);
    return false;
  });
  if (targets.size === 0) return { lines, contacts: [] };
  const contacts: ResumeLine[] = [];
  for (const [label, target] of targets) if (NETWORK_LABEL.test(label) && /^https?:\/\//.test(target)) contacts.push({ text: target });
  const website = kept.find((line) => WEBSITE_TERM.test(line.text.replace(/\t/g, ' ')));
  const named = website && [...website.text.matchAll(/\[([^\]]+)\]/g)].map((match) => targets.get(match[1]!.toLowerCase())).find(Boolean);
  if (named) contacts.push({ text: named });
  return { lines: kept, contacts };
}
