// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentProgress } from '../api/translate-document';
import { DocumentPanel } from './document-panel';

function renderPanel(progress: DocumentProgress) {
  render(
    <DocumentPanel
      file={new File(['x'], 'report.docx')}
      onFile={() => undefined}
      progress={progress}
      pending={progress.phase === 'translating'}
      canTranslate
      onTranslate={() => undefined}
      onReset={() => undefined}
    />,
  );
}

afterEach(cleanup);

describe('DocumentPanel', () => {
  it('shows the share of the document the server has translated so far', () => {
    renderPanel({ phase: 'translating', share: 0.5 });
    expect(screen.getByText('Translating… 50% of the text')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Document progress' }).getAttribute('aria-valuenow')).toBe('60');
  });

  it('shows that it is working before the first report, without a made-up share', () => {
    renderPanel({ phase: 'translating', share: null });
    expect(screen.getByText('Translating, block by block…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers the file with the glossary counts and notes of the run', () => {
    renderPanel({
      phase: 'done',
      file: new Blob(['x']),
      fileName: 'report.es.docx',
      summary: { glossaryApplied: [{ source: 'invoice', target: 'factura', count: 4 }, { source: 'tenant', target: 'inquilino', count: 0 }], notes: ['Detected: English.'] },
    });
    expect(screen.getByTestId('download-document').textContent).toBe('Download report.es.docx');
    expect(screen.getByTestId('glossary-applied').textContent).toBe('Glossary applied: invoice → factura (4×)');
    expect(screen.getByTestId('run-notes').textContent).toContain('Detected: English.');
  });
});
