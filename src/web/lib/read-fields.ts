/**
 * Tiny checks for reading the JSON the app needs on its first visit (the session, /api/me,
 * /api/config) without zod, which would add ~40 KB to every first load. Each throws a
 * ResponseShapeError naming the field, as a zod parse would, so a changed API fails loudly.
 */
export class ResponseShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`Unexpected response from the server: ${path} should be ${expected}.`);
    this.name = 'ResponseShapeError';
  }
}

export type Fields = Record<string, unknown>;

export function readObject(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ResponseShapeError(path, 'an object');
  return value as Fields;
}

export function readString(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ResponseShapeError(path, 'a string');
  return value;
}

export function readNumber(value: unknown, path: string): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new ResponseShapeError(path, 'a number');
  return value;
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new ResponseShapeError(path, 'true or false');
  return value;
}

/** A string, null, or absent (zod's `.nullable().optional()`). */
export function readOptionalString(value: unknown, path: string): string | null | undefined {
  return value === null || value === undefined ? value : readString(value, path);
}
