// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS } from '../../../domain/tools';
import { authState, fakeUser, renderWithProviders } from '../../../web/testing/test-utils';
import type { ResumeInput, ResumeResult } from './api/run-resume';
import { Component as ResumePage } from './resume-page';

/** A stand-in engine: echoes the resume, scores contact fields, matches job words against the skills. */
function fakeRun(input: ResumeInput, advanced: boolean): ResumeResult {
  const resume = input.import ? { basics: { name: 'Imported Person', email: 'imported@example.com' }, work: [{ name: 'Globex', position: 'Analyst' }] } : (input.resume ?? {});
  const skills = (resume.skills ?? []).flatMap((skill) => skill.keywords ?? []).map((keyword) => keyword.toLowerCase());
  const jobWords = input.jobDescription?.match(/\b(SQL|Python|Tableau)\b/g) ?? [];
  return {
    resume,
    ...(input.format && { file: { name: `resume.${input.format}`, mimeType: 'application/pdf', base64: btoa('%PDF-1.7 fake') } }),
    ats: {
      score: resume.basics?.phone ? 90 : 70,
      checks: [
        { id: 'contact-phone', passed: Boolean(resume.basics?.phone), message: resume.basics?.phone ? 'Phone number found.' : 'Add a phone number.' },
        { id: 'fields-in-order', passed: true, message: 'Every field was read back in order.' },
      ],
    },
    ...(advanced && input.jobDescription
      ? {
          match: {
            score: 50,
            matched: jobWords.filter((word) => skills.includes(word.toLowerCase())),
            missing: jobWords.filter((word) => !skills.includes(word.toLowerCase())),
            suggestions: jobWords.filter((word) => !skills.includes(word.toLowerCase())).map((keyword) => ({ keyword, section: 'skills', message: `Add ${keyword} to Skills if you have used it.` })),
          },
        }
      : {}),
    warnings: input.import ? [{ path: 'work[0].startDate', message: 'No start date was found.' }] : [],
  };
}

const runs: ResumeInput[] = [];
const saved: { method: string; body: Record<string, unknown> }[] = [];
let plan: 'Free' | 'Pro' = 'Free';

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  runs.length = 0;
  saved.length = 0;
  plan = 'Free';
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:resume');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/tools/resume-builder') {
        const input = JSON.parse(String(init?.body)) as ResumeInput;
        runs.push(input);
        return respond(200, { result: fakeRun(input, plan === 'Pro'), remaining: 10 - runs.length, historyId: null });
      }
      if (path === '/api/config') return respond(200, { brandName: 'Scribewell', tools: {} });
      if (path === '/api/me') {
        return respond(200, {
          user: { id: 'u', email: 'a@b.c' },
          profile: null,
          subscription: { package: plan, isActive: true, nextRenewal: null, createdAt: null },
          remaining: Object.fromEntries(COUNTERS.map((counter) => [counter, 10])),
          limits: { requestsPerMonth: 10, wordsPerScan: 500, history: 'limited' },
          periodEnd: new Date().toISOString(),
        });
      }
      if (path.startsWith('/api/resumes') && init?.method && init.method !== 'GET') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saved.push({ method: init.method, body });
        return respond(init.method === 'POST' ? 201 : 200, { resume: { id: '6f1c2b9e-0000-4000-8000-000000000001', template: 'classic', paper: 'a4', updatedAt: '', ...body } });
      }
      if (path === '/api/resumes') return respond(200, { items: [], limit: plan === 'Pro' ? 50 : 1 });
      return respond(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function addJob(position: string, employer: string) {
  const section = screen.getByTestId('section-work');
  fireEvent.click(within(section).getByRole('button', { name: 'Add job' }));
  const entry = within(section).getAllByTestId('resume-entry').at(-1)!;
  fireEvent.change(within(entry).getByLabelText('Position'), { target: { value: position } });
  fireEvent.change(within(entry).getByLabelText('Employer'), { target: { value: employer } });
}

const previewTitles = () => within(screen.getByTestId('preview-work')).getAllByTestId('preview-entry-title').map((title) => title.textContent);

describe('resume builder page', () => {
  it('builds a resume in the forms, shows it in the preview as typed, and reorders jobs by keyboard and buttons, all without a request', async () => {
    renderWithProviders(<ResumePage />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    addJob('Programmer', 'Analytical Engines');
    addJob('Translator', 'Menabrea');
    expect(screen.getByTestId('preview-name').textContent).toBe('Ada Lovelace');
    expect(previewTitles()).toEqual(['Programmer, Analytical Engines', 'Translator, Menabrea']);

    const handle = screen.getByRole('button', { name: /^Reorder Translator · Menabrea/ });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(previewTitles()).toEqual(['Translator, Menabrea', 'Programmer, Analytical Engines']);
    // Focus follows the moved entry, so pressing the key again keeps moving the same one.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Reorder Translator/));
    fireEvent.click(screen.getByRole('button', { name: 'Move Translator · Menabrea down' }));
    expect(previewTitles()).toEqual(['Programmer, Analytical Engines', 'Translator, Menabrea']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Translator · Menabrea' }));
    expect(previewTitles()).toEqual(['Programmer, Analytical Engines']);
    expect(runs).toHaveLength(0);
  });

  it('keeps a guest draft in this browser across a reload', () => {
    const first = renderWithProviders(<ResumePage />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    first.unmount();
    renderWithProviders(<ResumePage />);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByTestId('saved-resumes-signed-out').textContent).toContain('kept in this browser');
  });

  it('exports a PDF with the chosen layout and shows the ATS score; Free keeps Word and other templates locked', async () => {
    renderWithProviders(<ResumePage />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export Word (Pro)' }) as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Modern (Pro)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Letter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]).toMatchObject({ format: 'pdf', template: 'classic', paper: 'letter', resume: { basics: { name: 'Ada Lovelace' } } });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(screen.getByTestId('ats-score').textContent).toBe('70');
    expect(screen.getByTestId('ats-panel').textContent).not.toContain('changed since this check');
    expect(screen.getAllByTestId('ats-check')[0]?.textContent).toContain('Add a phone number.');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+44 20 7946 0000' } });
    expect(screen.getByTestId('ats-panel').textContent).toContain('changed since this check');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByTestId('ats-score').textContent).toBe('90'));
    expect(runs[1]?.format).toBeUndefined();
  });

  it('imports a resume file into the forms and lists the unsure parts', async () => {
    renderWithProviders(<ResumePage />);
    const file = new File(['%PDF-1.7'], 'old-resume.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('resume-import-input'), { target: { files: [file] } });
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Imported Person'));
    expect(runs[0]?.import).toEqual({ name: 'old-resume.pdf', base64: btoa('%PDF-1.7') });
    expect(runs[0]?.resume).toBeUndefined();
    expect(screen.getByTestId('resume-warnings').textContent).toMatch(/The start date of your (job at \S+|first job): No start date was found\./);
  });

  it('matches a job description for Pro and shows the missing keywords with where to add them', async () => {
    plan = 'Pro';
    renderWithProviders(<ResumePage />);
    const section = screen.getByTestId('section-skills');
    fireEvent.click(within(section).getByRole('button', { name: 'Add skill group' }));
    fireEvent.change(within(section).getByLabelText('Keywords (one per line)'), { target: { value: 'SQL\nExcel' } });
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: 'We want SQL, Python and Tableau.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Match to this job' }));
    await waitFor(() => expect(screen.getAllByTestId('missing-keyword').map((item) => item.textContent)).toEqual(['Python', 'Tableau']));
    expect(runs[0]).toMatchObject({ jobDescription: 'We want SQL, Python and Tableau.', resume: { skills: [{ keywords: ['SQL', 'Excel'] }] } });
    expect(screen.getByTestId('missing-keywords').textContent).toContain('Add Python to Skills');
    expect(screen.getByTestId('matched-keywords').textContent).toContain('SQL');
  });

  it('lets a signed-in user save a named version, then autosaves changes and duplicates it to tailor', async () => {
    plan = 'Pro';
    renderWithProviders(<ResumePage />, { auth: authState({ user: fakeUser('ada@example.com') }) });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Version name'), { target: { value: 'Data analyst – Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save resume' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ method: 'POST', body: { name: 'Data analyst – Acme', template: 'classic', paper: 'a4', resume: { basics: { name: 'Ada Lovelace' } } } });

    await screen.findByRole('button', { name: 'Save changes' });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada King' } });
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 4000 });
    expect(saved[1]).toMatchObject({ method: 'PATCH', body: { resume: { basics: { name: 'Ada King' } } } });
    expect(runs).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect((screen.getByLabelText('Version name') as HTMLInputElement).value).toBe('Data analyst – Acme (copy)');
    expect(screen.getByRole('button', { name: 'Save resume' })).toBeTruthy();
  });
});
