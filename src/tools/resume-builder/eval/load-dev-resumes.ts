import { readFileSync } from 'node:fs';
import { resumeSchema, type Resume } from '../contract';

/** The README's dev split; the other three resumes are the holdout and are never read here. */
export const DEV_RESUME_FILES = [
  'schema__sample.resume.json',
  'schema__examples__new-grad.resume.json',
  'schema__examples__career-changer.resume.json',
  'sample-data__complete-resume.json',
  'sample-data__resume-sample.json',
] as const;

const RESUME_DIRECTORY = new URL('../../../../../shared/data/resumes-jsonresume/resumes/', import.meta.url);

export interface DevResume {
  file: string;
  resume: Resume;
}

/** Each dev resume, checked against the schema so an eval never runs on input the API would refuse. */
export function loadDevResumes(): DevResume[] {
  return DEV_RESUME_FILES.map((file) => ({ file, resume: resumeSchema.parse(JSON.parse(readFileSync(new URL(file, RESUME_DIRECTORY), 'utf8'))) }));
}
