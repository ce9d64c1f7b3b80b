import { cn } from '../../../../web/lib/cn';
import type { Resume, TemplateId } from '../api/run-resume';
import { readEntries, type Entry } from '../lib/resume-edits';
import { SECTIONS, type SectionSpec } from '../lib/sections';

interface ResumePreviewProps {
  resume: Resume;
  template: TemplateId;
  paper: 'a4' | 'letter';
}

const STYLES: Record<TemplateId, { page: string; heading: string }> = {
  classic: { page: 'font-serif text-[13px] leading-snug', heading: 'border-b border-foreground/40 pb-0.5 text-xs font-bold uppercase tracking-wider' },
  modern: { page: 'font-sans text-[13px] leading-snug', heading: 'text-sm font-semibold text-primary' },
  compact: { page: 'font-sans text-[11.5px] leading-tight', heading: 'text-[11px] font-bold uppercase' },
  professional: { page: 'font-sans text-[12.5px] leading-snug', heading: 'border-b border-[#1c3059]/50 pb-0.5 text-xs font-bold uppercase tracking-wide text-[#1c3059]' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function formatDates(entry: Entry): string {
  const start = text(entry.startDate);
  const end = text(entry.endDate);
  const single = text(entry.date) || text(entry.releaseDate);
  if (single) return single;
  if (!start && !end) return '';
  return `${start || '?'} – ${end || 'Present'}`;
}

/**
 * A live picture of the resume as the templates lay it out: one column, the standard headings in the
 * export's order. The exported PDF is made on the server; this is the quick look while typing.
 */
export function ResumePreview({ resume, template, paper }: ResumePreviewProps) {
  const style = STYLES[template];
  const basics = resume.basics ?? {};
  const contact = [basics.email, basics.phone, basics.url, [basics.location?.city, basics.location?.countryCode].filter(Boolean).join(', ')].filter(Boolean);
  const empty = !basics.name && SECTIONS.every((section) => readEntries(resume, section.key).length === 0);

  return (
    <article
      aria-label="Resume preview"
      data-testid="resume-preview"
      data-template={template}
      className={cn('mx-auto w-full space-y-3 rounded-sm border bg-white p-6 text-neutral-900 shadow-sm dark:bg-neutral-50', style.page, paper === 'a4' ? 'max-w-[210mm]' : 'max-w-[216mm]')}
    >
      {empty ? (
        <p className="text-neutral-500">Your resume appears here as you type.</p>
      ) : (
        <>
          <header className={cn(template === 'modern' || template === 'professional' ? 'text-left' : 'text-center')}>
            <p className={cn('font-bold', template === 'compact' ? 'text-base' : 'text-xl')} data-testid="preview-name">
              {basics.name || 'Your name'}
            </p>
            {basics.label && <p>{basics.label}</p>}
            {contact.length > 0 && <p className="text-neutral-600">{contact.join(' · ')}</p>}
          </header>
          {basics.summary && (
            <section>
              <h2 className={style.heading}>Summary</h2>
              <p className="mt-1 whitespace-pre-line">{basics.summary}</p>
            </section>
          )}
          {SECTIONS.map((section) => (
            <PreviewSection key={section.key} section={section} entries={readEntries(resume, section.key)} headingClass={style.heading} />
          ))}
        </>
      )}
    </article>
  );
}

function PreviewSection({ section, entries, headingClass }: { section: SectionSpec; entries: Entry[]; headingClass: string }) {
  if (entries.length === 0) return null;
  return (
    <section data-testid={`preview-${section.key}`}>
      <h2 className={headingClass}>{section.title}</h2>
      <ul className="mt-1 space-y-1.5">
        {entries.map((entry, index) => {
          const title = section.nameFields.map((field) => text(entry[field])).filter(Boolean).join(', ');
          const details = [text(entry.studyType), text(entry.issuer), text(entry.awarder), text(entry.publisher), text(entry.fluency), text(entry.level)].filter(Boolean);
          const bullets = list(entry.highlights);
          const keywords = [...list(entry.keywords), ...list(entry.courses)];
          return (
            <li key={index}>
              <div className="flex flex-wrap justify-between gap-x-3">
                <span className="font-semibold" data-testid="preview-entry-title">
                  {title}
                </span>
                <span className="text-neutral-600">{formatDates(entry)}</span>
              </div>
              {details.length > 0 && <p className="text-neutral-700">{details.join(' · ')}</p>}
              {(text(entry.summary) || text(entry.description) || text(entry.reference)) && (
                <p className="whitespace-pre-line">{text(entry.summary) || text(entry.description) || text(entry.reference)}</p>
              )}
              {bullets.length > 0 && (
                <ul className="list-disc pl-5">
                  {bullets.map((bullet, at) => (
                    <li key={at}>{bullet}</li>
                  ))}
                </ul>
              )}
              {keywords.length > 0 && <p>{keywords.join(', ')}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
