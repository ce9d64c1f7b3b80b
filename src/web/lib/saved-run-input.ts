import { useState } from 'react';
import { useLocation } from 'react-router';

/** The router state "Open in the tool" (History) sends: the saved run's input, to fill the tool's form. */
export interface SavedRunState {
  savedRunInput: unknown;
}

/**
 * The input of the saved run the user opened from History, read once when the page mounts (so later
 * navigation inside the page never refills the form); undefined on an ordinary visit.
 */
export function useSavedRunInput(): unknown {
  const location = useLocation();
  const [input] = useState<unknown>(() => (location.state as Partial<SavedRunState> | null)?.savedRunInput);
  return input;
}

/** A text field of a saved run's input ('' when it has none or the input is missing). */
export function savedText(input: unknown, key = 'text'): string {
  const value = input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

/** A list of texts of a saved run's input, one a line (a quiz's options), '' when it has none. */
export function savedLines(input: unknown, key: string): string {
  const value = input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string').join('\n') : '';
}
