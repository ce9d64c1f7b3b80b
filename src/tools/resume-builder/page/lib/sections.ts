import type { Resume } from '../api/run-resume';

/** How a field is edited: one line, a paragraph, a JSON Resume date, or a list written one item per line. */
export type FieldKind = 'text' | 'textarea' | 'date' | 'lines';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  placeholder?: string;
}

export type SectionKey = Exclude<keyof Resume, 'basics' | 'meta' | '$schema'>;

export interface SectionSpec {
  key: SectionKey;
  /** The standard heading the templates print, which ATS parsers look for. */
  title: string;
  /** What one entry is called on buttons ("Add a job"). */
  entry: string;
  /** Fields whose values name an entry in its header, in order of preference. */
  nameFields: string[];
  fields: FieldSpec[];
}

const DATES: FieldSpec[] = [
  { name: 'startDate', label: 'Start date', kind: 'date' },
  { name: 'endDate', label: 'End date (empty = present)', kind: 'date' },
];

// The order the templates print the sections in, and the JSON Resume fields each one keeps.
export const SECTIONS: readonly SectionSpec[] = [
  {
    key: 'work',
    title: 'Experience',
    entry: 'job',
    nameFields: ['position', 'name'],
    fields: [
      { name: 'position', label: 'Position', kind: 'text', placeholder: 'Data analyst' },
      { name: 'name', label: 'Employer', kind: 'text', placeholder: 'Acme Corp' },
      { name: 'location', label: 'Location', kind: 'text' },
      ...DATES,
      { name: 'summary', label: 'Summary', kind: 'textarea' },
      { name: 'highlights', label: 'Highlights (one per line)', kind: 'lines', placeholder: 'Cut report time by 40% with automated SQL pipelines' },
    ],
  },
  {
    key: 'education',
    title: 'Education',
    entry: 'school',
    nameFields: ['institution', 'area'],
    fields: [
      { name: 'institution', label: 'Institution', kind: 'text' },
      { name: 'studyType', label: 'Degree', kind: 'text', placeholder: 'Bachelor' },
      { name: 'area', label: 'Field of study', kind: 'text' },
      ...DATES,
      { name: 'score', label: 'Grade', kind: 'text' },
      { name: 'courses', label: 'Courses (one per line)', kind: 'lines' },
    ],
  },
  {
    key: 'skills',
    title: 'Skills',
    entry: 'skill group',
    nameFields: ['name'],
    fields: [
      { name: 'name', label: 'Skill group', kind: 'text', placeholder: 'Data analysis' },
      { name: 'level', label: 'Level', kind: 'text' },
      { name: 'keywords', label: 'Keywords (one per line)', kind: 'lines', placeholder: 'SQL' },
    ],
  },
  {
    key: 'projects',
    title: 'Projects',
    entry: 'project',
    nameFields: ['name'],
    fields: [
      { name: 'name', label: 'Project', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      ...DATES,
      { name: 'url', label: 'Web address', kind: 'text' },
      { name: 'highlights', label: 'Highlights (one per line)', kind: 'lines' },
      { name: 'keywords', label: 'Keywords (one per line)', kind: 'lines' },
    ],
  },
  {
    key: 'volunteer',
    title: 'Volunteering',
    entry: 'role',
    nameFields: ['position', 'organization'],
    fields: [
      { name: 'position', label: 'Role', kind: 'text' },
      { name: 'organization', label: 'Organization', kind: 'text' },
      ...DATES,
      { name: 'summary', label: 'Summary', kind: 'textarea' },
      { name: 'highlights', label: 'Highlights (one per line)', kind: 'lines' },
    ],
  },
  {
    key: 'awards',
    title: 'Awards',
    entry: 'award',
    nameFields: ['title'],
    fields: [
      { name: 'title', label: 'Award', kind: 'text' },
      { name: 'awarder', label: 'Awarded by', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'summary', label: 'Summary', kind: 'textarea' },
    ],
  },
  {
    key: 'certificates',
    title: 'Certificates',
    entry: 'certificate',
    nameFields: ['name'],
    fields: [
      { name: 'name', label: 'Certificate', kind: 'text' },
      { name: 'issuer', label: 'Issuer', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'url', label: 'Web address', kind: 'text' },
    ],
  },
  {
    key: 'publications',
    title: 'Publications',
    entry: 'publication',
    nameFields: ['name'],
    fields: [
      { name: 'name', label: 'Title', kind: 'text' },
      { name: 'publisher', label: 'Publisher', kind: 'text' },
      { name: 'releaseDate', label: 'Date', kind: 'date' },
      { name: 'url', label: 'Web address', kind: 'text' },
      { name: 'summary', label: 'Summary', kind: 'textarea' },
    ],
  },
  {
    key: 'languages',
    title: 'Languages',
    entry: 'language',
    nameFields: ['language'],
    fields: [
      { name: 'language', label: 'Language', kind: 'text' },
      { name: 'fluency', label: 'Fluency', kind: 'text', placeholder: 'Native speaker' },
    ],
  },
  {
    key: 'interests',
    title: 'Interests',
    entry: 'interest',
    nameFields: ['name'],
    fields: [
      { name: 'name', label: 'Interest', kind: 'text' },
      { name: 'keywords', label: 'Keywords (one per line)', kind: 'lines' },
    ],
  },
  {
    key: 'references',
    title: 'References',
    entry: 'reference',
    nameFields: ['name'],
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'reference', label: 'Reference', kind: 'textarea' },
    ],
  },
];
