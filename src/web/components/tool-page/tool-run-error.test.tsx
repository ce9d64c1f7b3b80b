// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../testing/test-utils';
import { ToolRunError } from './tool-run-error';

describe('ToolRunError', () => {
  afterEach(cleanup);

  it('offers an upgrade when the allowance is spent', () => {
    renderWithProviders(<ToolRunError error={new ApiError(402, 'allowance_exhausted', 'No requests left')} />);
    expect(screen.getByText(/used all your requests/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: /see plans/i }).getAttribute('href')).toBe('/pricing');
  });

  it('names the word count and the limit when the text is too long', () => {
    const error = new ApiError(413, 'word_limit_exceeded', 'Too long', { limit: 500, words: 812 });
    renderWithProviders(<ToolRunError error={error} />);
    expect(screen.getByText(/812 words; your plan allows 500 per scan/)).toBeTruthy();
  });

  it("shows the server's message for invalid input", () => {
    renderWithProviders(<ToolRunError error={new ApiError(400, 'invalid_input', 'Revised text is empty.')} />);
    expect(screen.getByText('Revised text is empty.')).toBeTruthy();
  });

  it('falls back to a generic message for anything else', () => {
    renderWithProviders(<ToolRunError error={new ApiError(500, 'internal', 'stack trace here')} />);
    expect(screen.queryByText('stack trace here')).toBeNull();
    expect(screen.getByText(/something went wrong/i)).toBeTruthy();
  });
});
