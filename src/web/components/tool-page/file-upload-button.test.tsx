// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { appendText, FileUploadButton } from './file-upload-button';

function stubExtract(text: string) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ text, fileName: 'notes.docx', words: 3 })));
}

function chooseFile(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'notes.docx')] } });
}

describe('FileUploadButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fills an empty box without asking', async () => {
    stubExtract('From the file.');
    const onText = vi.fn();
    const { container } = renderWithProviders(<FileUploadButton onText={onText} currentText="  " />);
    chooseFile(container);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('From the file.', 'notes.docx'));
  });

  it('never replaces typed text unasked: the user chooses to add the file after it or replace it', async () => {
    stubExtract('From the file.');
    const onText = vi.fn();
    const { container } = renderWithProviders(<FileUploadButton onText={onText} currentText="My own draft." />);
    chooseFile(container);
    await screen.findByText('The box already has text');
    expect(onText).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add after it' }));
    expect(onText).toHaveBeenCalledWith('My own draft.\n\nFrom the file.', 'notes.docx');

    chooseFile(container);
    await screen.findByText('The box already has text');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(onText).toHaveBeenLastCalledWith('From the file.', 'notes.docx');
  });

  it('keeps the box as it was when the user cancels', async () => {
    stubExtract('From the file.');
    const onText = vi.fn();
    const { container } = renderWithProviders(<FileUploadButton onText={onText} currentText="My own draft." />);
    chooseFile(container);
    await screen.findByText('The box already has text');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onText).not.toHaveBeenCalled();
  });
});

describe('appendText', () => {
  it('puts one blank line between the two texts', () => {
    expect(appendText('First.\n\n\n', 'Second.')).toBe('First.\n\nSecond.');
  });
});
