import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../../domain/tools';
import { ToolPageLayout } from '../../components/tool-page/tool-page-layout';
import { ToolPageShell } from './tool-page-shell';

const headerOf = (html: string) => html.match(/<header class="mb-8[\s\S]*?<\/header>/)?.[0];

describe('ToolPageShell', () => {
  // The build writes the shell into each tool page's HTML and the app replaces it with its first
  // render: any difference here is the heading jumping or changing as the page loads on a phone.
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))('draws the heading of %s exactly as the page first renders it', (_id, tool) => {
    const page = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ToolPageLayout toolId={tool.id}>
          <p>form</p>
        </ToolPageLayout>
      </QueryClientProvider>,
    );
    const shell = renderToStaticMarkup(<ToolPageShell tool={tool} />);
    expect(headerOf(shell)).toBeDefined();
    expect(headerOf(shell)).toBe(headerOf(page));
    expect(shell).toContain(`<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">${tool.label}</h1>`);
  });

  it('puts the page under the same bar and offset as the app layout', () => {
    const shell = renderToStaticMarkup(<ToolPageShell tool={TOOLS[0]!} />);
    expect(shell).toMatch(/^<div class="flex min-h-screen flex-col"><header class="fixed inset-x-0 top-0 z-40 h-16 [^"]*">[\s\S]*<\/header><main class="flex flex-1 flex-col pt-\[50px\]">/);
  });

  it('draws the bar with its brand, menus and Pricing before any JavaScript runs, the account still unknown', () => {
    const shell = renderToStaticMarkup(<ToolPageShell tool={TOOLS[0]!} />);
    for (const label of ['Scribewell', 'Products', 'AI Assistance', 'Pricing']) expect(shell).toContain(label);
    expect(shell).not.toContain('>Login<');
    // Its menu buttons have no handlers until the app takes over: they say so rather than ignore a tap.
    expect(shell.match(/<button[^>]*aria-disabled="true"/g)).toHaveLength(3);
  });
});
