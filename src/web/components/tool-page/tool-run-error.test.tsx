// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { runTool } from '../../lib/run-tool';
import { renderWithProviders } from '../../testing/test-utils';
import { ToolRunError } from './tool-run-error';

describe('ToolRunError', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers an upgrade when the allowance is spent', () => {
    renderWithProviders(<ToolRunError error={new ApiError(402, 'allowance_exhausted', 'No requests left')} />);
    expect(screen.getByText(/used all your requests/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: /see plans/i }).getAttribute('href')).toBe('/pricing');
  });

  it('names the day the allowance refills, not "the start of next month"', () => {
    const error = new ApiError(402, 'allowance_exhausted', 'No requests left', { periodEnd: '2026-12-23T10:00:00.000Z' });
    renderWithProviders(<ToolRunError error={error} />);
    expect(screen.getByText(/refills on December 23, 2026/)).toBeTruthy();
    expect(screen.queryByText(/start of next month/)).toBeNull();
  });

  it('names the word count and the limit when the text is too long', () => {
    const error = new ApiError(413, 'word_limit_exceeded', 'Too long', { limit: 500, words: 812 });
    renderWithProviders(<ToolRunError error={error} />);
    expect(screen.getByText(/812 words; your plan allows 500 per scan/)).toBeTruthy();
  });

  it("shows the server's message, not an upgrade, for work past the time budget (a math problem)", () => {
    const message = 'This problem took longer than 10 seconds to work out, so no answer is given and this request was not counted.';
    renderWithProviders(<ToolRunError error={new ApiError(413, 'input_too_complex', message)} />);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('Too much for one run')).toBeTruthy();
    expect(screen.queryByText(/upgrade/i)).toBeNull();
  });

  it("offers an upgrade with the server's message when the text has too many characters for the plan", () => {
    const message = 'This text has 7,000 characters; the Free plan allows 6,000 per scan (12 for each of its 500 words). Shorten it or split it into parts.';
    renderWithProviders(<ToolRunError error={new ApiError(413, 'character_limit_exceeded', message, { limit: 6000, characters: 7000 })} />);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: /see plans/i })).toBeTruthy();
  });

  it("shows the server's message for a busy engine (503) and a refused feature (403)", () => {
    renderWithProviders(<ToolRunError error={new ApiError(503, 'engine_busy', 'This tool is working on many requests right now.')} />);
    expect(screen.getByText('This tool is working on many requests right now.')).toBeTruthy();
    cleanup();
    renderWithProviders(<ToolRunError error={new ApiError(403, 'plan_feature', 'Document upload is part of Pro.')} />);
    expect(screen.getByText('Document upload is part of Pro.')).toBeTruthy();
  });

  it("shows the server's message for invalid input", () => {
    renderWithProviders(<ToolRunError error={new ApiError(400, 'invalid_input', 'Revised text is empty.')} />);
    expect(screen.getByText('Revised text is empty.')).toBeTruthy();
  });

  it("shows the guest cap's message, the wait and a sign-up link instead of a generic error", () => {
    const message = 'Too many guest visits have started from your network. Create a free account or sign in to keep going, or try again as a guest in 50 minutes.';
    renderWithProviders(<ToolRunError error={new ApiError(429, 'rate_limited', message, { retryAfter: 2990, reason: 'guest_limit' })} />);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('You can try again in 50 minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByText(/something went wrong/i)).toBeNull();
  });

  it('turns a 429 from the server into that message, the wait and a sign-up link', async () => {
    const message = 'Too many guest visits have started from your network. Create a free account or sign in to keep going, or try again as a guest in 1 hour.';
    const body = { error: { code: 'rate_limited', message, retryAfter: 3542, reason: 'guest_limit' } };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status: 429, headers: { 'retry-after': '3542' } })));
    const error = await runTool('ai-detector', { text: 'hello' }).catch((failure: unknown) => failure);
    renderWithProviders(<ToolRunError error={error} />);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('You can try again in 1 hour.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toBeTruthy();
  });

  it('names the wait for other rate limits without offering a sign-up', () => {
    renderWithProviders(<ToolRunError error={new ApiError(429, 'rate_limited', 'Too many attempts.', { retryAfter: 30 })} />);
    expect(screen.getByText('Too many attempts.')).toBeTruthy();
    expect(screen.getByText('You can try again in 30 seconds.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
  });

  it('falls back to a generic message for anything else', () => {
    renderWithProviders(<ToolRunError error={new ApiError(500, 'internal', 'stack trace here')} />);
    expect(screen.queryByText('stack trace here')).toBeNull();
    expect(screen.getByText(/something went wrong/i)).toBeTruthy();
  });
});
