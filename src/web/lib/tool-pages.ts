import { createContext, use, type ComponentType } from 'react';
import type { ToolId } from '../../domain/tools';

export interface RunFact {
  label: string;
  value: string;
}

/** The few facts a reader of a saved run wants first. */
export interface RunSummary {
  facts: RunFact[];
  /** A text worth reading in full (the corrected text of a grammar check). */
  text?: { label: string; value: string };
}

export interface SavedRunViewProps {
  result: unknown;
  input: unknown;
}

/** Reads a saved run's headline facts, or null when the stored result has a shape this version does not read. */
export type RunSummarizer = (result: unknown) => RunSummary | null;

/**
 * What a tool's page folder tells the app, from `src/tools/<id>/page/tool-page.tsx`: its route, how
 * a saved run reads in the dashboard, and what each plan's responses include on the pricing page.
 * The router, the home cards, the menus, the dashboard and the pricing page read this and nothing
 * else; a catalogued tool without one shows the "not available yet" page. Keep the file light: the
 * app loads every registration on the first visit, so anything heavy (the contract, zod) is reached
 * only through the `load…` functions, which run when a page that needs them is visited.
 */
export interface ToolPageDefinition {
  toolId: ToolId;
  /** The page module (React Router lazy route: exports `Component`). */
  loadPage: () => Promise<{ Component: ComponentType }>;
  /** Loads the reader of saved runs (it parses with the contract, which the first visit must not download). */
  loadRunSummarizer: () => Promise<RunSummarizer>;
  /** The tool's own result view of a saved run (History shows it, never the raw JSON), loaded when needed. */
  loadSavedRunView: () => Promise<{ default: ComponentType<SavedRunViewProps> }>;
  /** What the pricing page says each response level includes for this tool. */
  responses: { basic: string; advanced: string };
}

export interface ToolPageRegistration extends ToolPageDefinition {
  /**
   * Headline facts of a saved run, or null when the stored result has a shape this version does not
   * read. Synchronous for the views that show it: the routes that do (dashboard, history detail) wait
   * for `loadRunSummaries` first; before that it reads nothing and answers null.
   */
  summarizeRun: RunSummarizer;
}

export function defineToolPage(definition: ToolPageDefinition): ToolPageRegistration {
  let summarizer: RunSummarizer | undefined;
  let loading: Promise<RunSummarizer> | undefined;
  return {
    ...definition,
    loadRunSummarizer: () => {
      loading ??= definition.loadRunSummarizer().then(
        (loaded) => (summarizer = loaded),
        (error: unknown) => {
          loading = undefined; // a failed chunk download is retried on the next visit
          throw error;
        },
      );
      return loading;
    },
    summarizeRun: (result) => summarizer?.(result) ?? null,
  };
}

/** Makes every registration's `summarizeRun` ready (the routes showing saved runs await this). */
export async function loadRunSummaries(pages: Iterable<ToolPageRegistration>): Promise<void> {
  await Promise.all([...pages].map((page) => page.loadRunSummarizer()));
}

/** Registrations by tool id; filled by the app (src/web/app/tool-pages.ts), read by features. */
export const ToolPagesContext = createContext<ReadonlyMap<ToolId, ToolPageRegistration>>(new Map());

export function useToolPages(): ReadonlyMap<ToolId, ToolPageRegistration> {
  return use(ToolPagesContext);
}

/** The tool's page registration, or undefined while the tool is "not available yet". */
export function useToolPage(toolId: ToolId): ToolPageRegistration | undefined {
  return useToolPages().get(toolId);
}

export const formatPercent = (share: number) => `${(share * 100).toFixed(1)}%`;
