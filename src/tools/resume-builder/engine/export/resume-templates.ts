import type { TemplateId } from '../../contract';

/** Red, green, blue from 0 to 1. */
export type Rgb = readonly [number, number, number];

/**
 * What sets the templates apart: type sizes, spacing, colour, heading style and where an entry's
 * dates stand. All are single column with the same standard headings and reading order, so every one
 * parses the same way.
 */
export interface ResumeTemplate {
  id: TemplateId;
  /** Page margin in points. */
  margin: number;
  headerAlign: 'left' | 'center';
  nameSize: number;
  labelSize: number;
  contactSize: number;
  headingSize: number;
  titleSize: number;
  bodySize: number;
  /** Line height as a multiple of the type size. */
  leading: number;
  /** Space before a section heading and before each entry, in points. */
  sectionGap: number;
  entryGap: number;
  headingUppercase: boolean;
  headingRule: boolean;
  /** An entry's dates set right on its title line (as most US resumes do) instead of in its details line. */
  datesBesideTitle: boolean;
  accent: Rgb;
  text: Rgb;
  muted: Rgb;
  /** Word's font for the DOCX: installed with Office and covering Latin, Cyrillic and Greek. */
  docxFont: string;
}

const BLACK: Rgb = [0.1, 0.1, 0.1];
const GREY: Rgb = [0.33, 0.33, 0.33];

export const RESUME_TEMPLATES: Record<TemplateId, ResumeTemplate> = {
  classic: {
    id: 'classic',
    margin: 54,
    headerAlign: 'center',
    nameSize: 20,
    labelSize: 11.5,
    contactSize: 9.5,
    headingSize: 12,
    titleSize: 10.5,
    bodySize: 10,
    leading: 1.3,
    sectionGap: 12,
    entryGap: 7,
    headingUppercase: false,
    headingRule: true,
    datesBesideTitle: false,
    accent: BLACK,
    text: BLACK,
    muted: GREY,
    docxFont: 'Arial',
  },
  modern: {
    id: 'modern',
    margin: 50,
    headerAlign: 'left',
    nameSize: 24,
    labelSize: 12,
    contactSize: 9.5,
    headingSize: 11,
    titleSize: 10.5,
    bodySize: 9.8,
    leading: 1.35,
    sectionGap: 14,
    entryGap: 8,
    headingUppercase: true,
    headingRule: true,
    datesBesideTitle: false,
    accent: [0.05, 0.4, 0.45],
    text: BLACK,
    muted: [0.3, 0.36, 0.4],
    docxFont: 'Calibri',
  },
  compact: {
    id: 'compact',
    margin: 36,
    headerAlign: 'left',
    nameSize: 16,
    labelSize: 10,
    contactSize: 8.5,
    headingSize: 10,
    titleSize: 9.5,
    bodySize: 8.8,
    leading: 1.22,
    sectionGap: 8,
    entryGap: 4,
    headingUppercase: true,
    headingRule: false,
    datesBesideTitle: false,
    accent: [0.12, 0.2, 0.45],
    text: BLACK,
    muted: GREY,
    docxFont: 'Arial',
  },
  professional: {
    id: 'professional',
    margin: 48,
    headerAlign: 'left',
    nameSize: 21,
    labelSize: 11,
    contactSize: 9.2,
    headingSize: 10.5,
    titleSize: 10.3,
    bodySize: 9.6,
    leading: 1.3,
    sectionGap: 12,
    entryGap: 7,
    headingUppercase: true,
    headingRule: true,
    datesBesideTitle: true,
    accent: [0.11, 0.19, 0.35],
    text: BLACK,
    muted: [0.32, 0.34, 0.38],
    docxFont: 'Calibri',
  },
};

/** Sizes in points: ISO A4 and US Letter. */
export const PAPER_POINTS = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
