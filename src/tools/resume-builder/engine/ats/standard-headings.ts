/**
 * Section headings applicant tracking systems recognise, lower case. A heading outside this list
 * ("My Journey", "What I bring") may leave its section unread or filed under the wrong field.
 */
const STANDARD_HEADINGS = [
  'summary', 'professional summary', 'profile', 'about', 'about me', 'objective', 'career objective', 'contact', 'contact information',
  'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'relevant experience',
  'education', 'education and training', 'academic background', 'qualifications',
  'skills', 'technical skills', 'core skills', 'key skills', 'core competencies', 'competencies', 'expertise', 'areas of expertise', 'technologies', 'tools',
  'projects', 'personal projects', 'selected projects', 'volunteering', 'volunteer', 'volunteer experience', 'volunteer work',
  'awards', 'honors', 'honours', 'honors and awards', 'awards and honors', 'achievements', 'certificates', 'certifications', 'licenses', 'licenses and certifications',
  'publications', 'languages', 'interests', 'hobbies', 'hobbies and interests', 'references', 'courses', 'training', 'activities', 'leadership', 'affiliations', 'memberships',
];

const STANDARD = new Set(STANDARD_HEADINGS);

export function isStandardHeading(heading: string): boolean {
  const key = heading.toLowerCase().replace(/[:&]/g, (c) => (c === '&' ? 'and' : '')).replace(/\s+/g, ' ').trim();
  return STANDARD.has(key);
}
