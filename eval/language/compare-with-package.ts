import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { readDevData } from '../../datasets/language/read-dev-data';

/** Every dev record whole and cut to its first 20 and 60 characters: the lengths the cascade buckets by. */
export function listCheckTexts(): string[] {
  return readDevData().flatMap((record) => [record.text, record.text.slice(0, 20), record.text.slice(0, 60)]);
}

export interface PackageComparison {
  differences: number;
  /** Microseconds a text, one pass each after the check. */
  packageMicroseconds: number;
  oursMicroseconds: number;
}

/**
 * Compares each of our implementations with the package on every text (deep equality: order and
 * numbers to the bit), prints the first few differences, and times the package against the first of ours.
 */
export function compareWithPackage(texts: readonly string[], detectWithPackage: (text: string) => unknown, ours: ReadonlyArray<(text: string) => unknown>): PackageComparison {
  let differences = 0;
  for (const text of texts) {
    const expected = detectWithPackage(text);
    for (const detect of ours) {
      const answer = detect(text);
      if (isDeepStrictEqual(answer, expected)) continue;
      differences++;
      if (differences <= 5) console.log(JSON.stringify(text), JSON.stringify(expected), JSON.stringify(answer));
    }
  }
  const measureMicroseconds = (detect: (text: string) => unknown): number => {
    const start = performance.now();
    for (const text of texts) detect(text);
    return ((performance.now() - start) * 1000) / texts.length;
  };
  const packageMicroseconds = measureMicroseconds(detectWithPackage);
  const oursMicroseconds = measureMicroseconds(ours[0] ?? detectWithPackage);
  if (differences > 0) process.exitCode = 1;
  return { differences, packageMicroseconds, oursMicroseconds };
}
