import type { z } from 'zod';

/**
 * A value kept in this browser's localStorage and read back only when it still matches its schema.
 * Private mode, a full storage or an old shape never break the page: reading gives null, writing is skipped.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the page still works, the value is just not kept.
  }
}
