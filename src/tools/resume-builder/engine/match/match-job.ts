import { stemmer } from 'stemmer';
import type { Resume, ResumeResult } from '../../contract';
import { extractJobKeywords, type JobKeyword } from './extract-keywords';
import { containsKey, termKey } from './term-key';

export type JobMatch = NonNullable<ResumeResult['match']>;
type Suggestion = NonNullable<JobMatch['suggestions']>[number];

/** Every text a reader sees in the resume (no addresses or links), as one comparable string. */
function resumeText(resume: Resume): string {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!/^(url|email|image|phone|\$schema|canonical|startDate|endDate|date|releaseDate|countryCode|postalCode)$/.test(key)) texts.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(resume, '');
  return termKey(texts.join(' ; '));
}

function stems(text: string): string {
  return ` ${text.split(/[^\p{L}\p{N}#+]+/u).filter(Boolean).map((w) => stemmer(w)).join(' ')} `;
}

function isStated(keyword: JobKeyword, text: string, stemmed: string): boolean {
  if (keyword.aliases.some((alias) => containsKey(text, alias))) return true;
  // "managing data pipelines" states "data pipeline": compare word stems for phrases, never for short skill names.
  return keyword.key.includes(' ') && stemmed.includes(stems(keyword.key));
}

/**
 * Where a missing keyword belongs. A skill goes under Skills; a phrase belongs in a bullet of the
 * latest job or the summary. Always "if you have it": the tool never writes experience for you.
 */
function suggestPlace(keyword: JobKeyword, resume: Resume): Suggestion {
  if (keyword.kind === 'skill') {
    const group = (resume.skills ?? []).findIndex((s) => s.keywords?.length);
    const section = group >= 0 ? `skills[${group}].keywords` : 'skills';
    return { keyword: keyword.keyword, section, message: `If you know ${keyword.keyword}, add it under Skills, and name it in the bullet of the job where you used it.` };
  }
  const job = resume.work?.[0];
  if (job) {
    return {
      keyword: keyword.keyword,
      section: 'work[0].highlights',
      message: `If your work involved ${keyword.keyword}, say so in a bullet under ${job.position ?? 'your role'}${job.name ? ` at ${job.name}` : ''}; leave it out if it did not.`,
    };
  }
  return { keyword: keyword.keyword, section: 'basics.summary', message: `If it fits your background, mention ${keyword.keyword} in your summary.` };
}

/** Named skills weigh twice as much as noun phrases in the score. */
const WEIGHT = { skill: 2, phrase: 1 } as const;

/** The job's keywords found in the resume and missing from it, a 0–100 score, and where each missing one would go. */
export function matchJob(resume: Resume, jobDescription: string): JobMatch {
  const keywords = extractJobKeywords(jobDescription);
  const text = resumeText(resume);
  const stemmed = stems(text);
  const matched: JobKeyword[] = [];
  const missing: JobKeyword[] = [];
  for (const keyword of keywords) (isStated(keyword, text, stemmed) ? matched : missing).push(keyword);
  const total = keywords.reduce((sum, k) => sum + WEIGHT[k.kind], 0);
  const earned = matched.reduce((sum, k) => sum + WEIGHT[k.kind], 0);
  return {
    score: total === 0 ? 0 : Math.round((100 * earned) / total),
    matched: matched.map((k) => k.keyword),
    missing: missing.map((k) => k.keyword),
    suggestions: missing.map((k) => suggestPlace(k, resume)),
  };
}
