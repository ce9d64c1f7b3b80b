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

/**
 * What a tool's page folder tells the app, from `src/web/features/<id>/tool-page.tsx`: its route, how
 * a saved run reads in the dashboard, and what each plan's responses include on the pricing page.
 * The router, the home cards, the menus, the dashboard and the pricing page read this and nothing
 * else; a catalogued tool without one shows the "not available yet" page. Keep the file light: the
 * app loads every registration up front, the page itself only when its route is visited.
 */
export interface ToolPageRegistration {
  toolId: ToolId;
  /** The page module (React Router lazy route: exports `Component`). */
  loadPage: () => Promise<{ Component: ComponentType }>;
  /** Headline facts of a saved run, or null when the stored result has a shape this version does not read. */
  summarizeRun: (result: unknown) => RunSummary | null;
  /** A full view of a saved run shown instead of the facts (text compare's diff), loaded when needed. */
  loadSavedRunView?: () => Promise<{ default: ComponentType<SavedRunViewProps> }>;
  /** What the pricing page says each response level includes for this tool. */
  responses: { basic: string; advanced: string };
}

export function defineToolPage(registration: ToolPageRegistration): ToolPageRegistration {
  return registration;
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
