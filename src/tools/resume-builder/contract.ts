import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

// JSON Resume (https://jsonresume.org/schema, ../shared/data/resumes-jsonresume/schema/schema.json) as
// Zod: the one resume format of the editor, the exports, the import and the API. Objects are loose, as
// the schema allows extra properties; every known field is checked with a message that names it.

/** "2014-06-29", "2023-04" or "2023": each part after the year is optional. */
const isoDate = z
  .string()
  .regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/, 'A date is written YYYY-MM-DD, YYYY-MM or YYYY, e.g. 2023-04.');
const text = z.string();
const url = z.string().url('A web address starts with http:// or https://.');
const texts = z.array(z.string());

export const resumeSchema = z.looseObject({
  $schema: z.string().optional(),
  basics: z
    .looseObject({
      name: text.optional(),
      label: text.optional(),
      image: text.optional(),
      email: z.string().email('The e-mail address is not valid (it should look like name@example.com).').optional(),
      phone: text.optional(),
      url: url.optional(),
      summary: text.optional(),
      location: z
        .looseObject({ address: text.optional(), postalCode: text.optional(), city: text.optional(), countryCode: text.optional(), region: text.optional() })
        .optional(),
      profiles: z.array(z.looseObject({ network: text.optional(), username: text.optional(), url: url.optional() })).optional(),
    })
    .optional(),
  work: z
    .array(
      z.looseObject({
        name: text.optional(),
        location: text.optional(),
        description: text.optional(),
        position: text.optional(),
        url: url.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        summary: text.optional(),
        highlights: texts.optional(),
      }),
    )
    .optional(),
  volunteer: z
    .array(
      z.looseObject({
        organization: text.optional(),
        position: text.optional(),
        url: url.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        summary: text.optional(),
        highlights: texts.optional(),
      }),
    )
    .optional(),
  education: z
    .array(
      z.looseObject({
        institution: text.optional(),
        url: url.optional(),
        area: text.optional(),
        studyType: text.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        score: text.optional(),
        courses: texts.optional(),
      }),
    )
    .optional(),
  awards: z.array(z.looseObject({ title: text.optional(), date: isoDate.optional(), awarder: text.optional(), summary: text.optional() })).optional(),
  certificates: z.array(z.looseObject({ name: text.optional(), date: isoDate.optional(), url: url.optional(), issuer: text.optional() })).optional(),
  publications: z
    .array(z.looseObject({ name: text.optional(), publisher: text.optional(), releaseDate: isoDate.optional(), url: url.optional(), summary: text.optional() }))
    .optional(),
  skills: z.array(z.looseObject({ name: text.optional(), level: text.optional(), keywords: texts.optional() })).optional(),
  languages: z.array(z.looseObject({ language: text.optional(), fluency: text.optional() })).optional(),
  interests: z.array(z.looseObject({ name: text.optional(), keywords: texts.optional() })).optional(),
  references: z.array(z.looseObject({ name: text.optional(), reference: text.optional() })).optional(),
  projects: z
    .array(
      z.looseObject({
        name: text.optional(),
        description: text.optional(),
        highlights: texts.optional(),
        keywords: texts.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        url: url.optional(),
        roles: texts.optional(),
        entity: text.optional(),
        type: text.optional(),
      }),
    )
    .optional(),
  meta: z.looseObject({ canonical: url.optional(), version: text.optional(), lastModified: text.optional() }).optional(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** Ids of the templates (all single-column and ATS-friendly); Free gets the first. */
export const TEMPLATE_IDS = ['classic', 'modern', 'compact', 'professional'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export const EXPORT_FORMATS = ['pdf', 'docx', 'txt', 'json'] as const;
export const PAPER_SIZES = ['a4', 'letter'] as const;

// Saved resumes: GET/POST /api/resumes, GET/PATCH/DELETE /api/resumes/:id (src/tools/resume-builder/server). Accounts
// only (Free keeps one, 409 past it); saving is free, exports and checks are tool runs.

/** A saved resume's fields as sent: POST takes them all (template, paper and resume have defaults), PATCH any of them. */
export const resumeFieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the resume a name.').max(120, 'A name may be at most 120 characters.'),
    template: z.enum(TEMPLATE_IDS, { message: `Choose a template: ${TEMPLATE_IDS.join(', ')}.` }),
    paper: z.enum(PAPER_SIZES, { message: `Choose a paper size: ${PAPER_SIZES.join(' or ')}.` }),
    resume: resumeSchema,
  })
  .strict();
export type ResumeFields = z.input<typeof resumeFieldsSchema>;
export const newResumeSchema = resumeFieldsSchema.extend({
  template: resumeFieldsSchema.shape.template.default('classic'),
  paper: resumeFieldsSchema.shape.paper.default('a4'),
  resume: resumeFieldsSchema.shape.resume.default({}),
});
export const resumeChangesSchema = resumeFieldsSchema.partial().refine((fields) => Object.keys(fields).length > 0, {
  message: 'Send at least one of name, template, paper or resume.',
});

/** A saved resume in the account's list, without the resume itself. */
export const resumeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.string(),
  paper: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** GET /api/resumes: most recently edited first, and how many the plan keeps. */
export const resumeListSchema = z.object({ items: z.array(resumeSummarySchema), limit: z.number() });
export type ResumeList = z.infer<typeof resumeListSchema>;

export const savedResumeSchema = resumeSummarySchema.extend({ resume: resumeSchema });
export type SavedResume = z.infer<typeof savedResumeSchema>;

/** POST (201), GET, PATCH /api/resumes[/:id]: the whole saved resume. DELETE answers `{deleted: true, id}`. */
export const savedResumeAnswerSchema = z.object({ resume: savedResumeSchema });
export type SavedResumeAnswer = z.infer<typeof savedResumeAnswerSchema>;

/** A resume file is a few pages; 10 MB is the upload limit elsewhere too. Base64 grows it by a third. */
export const MAX_IMPORT_BASE64_CHARS = 14_000_000;

export const resumeInputSchema = z
  .object({
    resume: resumeSchema.optional(),
    /** An existing resume to read into JSON Resume: .json, .pdf or .docx. */
    import: z
      .object({
        name: z.string().trim().min(1, 'The imported file needs a name, such as resume.pdf.').max(255),
        base64: z.string().min(1, 'The imported file is empty.').max(MAX_IMPORT_BASE64_CHARS, 'The imported file is larger than 10 MB.'),
      })
      .strict()
      .optional(),
    template: z.enum(TEMPLATE_IDS).default('classic'),
    paper: z.enum(PAPER_SIZES).default('a4'),
    format: z.enum(EXPORT_FORMATS).optional(),
    jobDescription: textField({ label: 'The job description', maxChars: 50_000, required: false }).optional(),
  })
  .strict()
  .refine((input) => Boolean(input.resume) || Boolean(input.import), { message: 'Give a resume, or a file to import.', path: ['resume'] });
export type ResumeInput = z.input<typeof resumeInputSchema>;
export type ParsedResumeInput = z.output<typeof resumeInputSchema>;

export const resumeResultSchema = z.object({
  /** The validated (or imported) resume. */
  resume: resumeSchema,
  file: z.object({ name: z.string(), mimeType: z.string(), base64: z.string() }).optional(),
  ats: z.object({
    /** 0–100, with the reasons in checks. */
    score: z.number().min(0).max(100),
    checks: z.array(z.object({ id: z.string(), passed: z.boolean(), message: z.string() })),
  }),
  /** Advanced responses with a job description: keywords of the job found in the resume, and where to add the missing ones. */
  match: z
    .object({
      score: z.number().min(0).max(100),
      matched: z.array(z.string()),
      missing: z.array(z.string()),
      suggestions: z.array(z.object({ keyword: z.string(), section: z.string(), message: z.string() })).optional(),
    })
    .optional(),
  /** Unsure parts of an import, and problems a reader would trip on: path like "work[0].startDate". */
  warnings: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ResumeResult = z.infer<typeof resumeResultSchema>;

export const resumeContract = defineToolContract({
  id: 'resume-builder',
  input: resumeInputSchema,
  result: resumeResultSchema,
  // The plan's per-scan word limit applies to the job description pasted for matching, not to the
  // resume itself: a two-page resume (~700 words) would otherwise be over Free's 500 words to export.
  countInputWords: (input) => Math.max(1, countWords(input.jobDescription ?? '')),
});
