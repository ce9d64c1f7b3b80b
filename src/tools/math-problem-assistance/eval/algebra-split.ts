import { createHash } from 'node:crypto';

/**
 * The fixed split of MATH algebra dev into a tune part (60%) and a check part (40%), by the first four
 * bytes of the SHA-256 of the problem text: the same problem always falls in the same part, whatever its
 * id or the file's order. New forms are chosen by reading the tune part only; the check part estimates
 * how they carry over to problems not looked at.
 */
export function algebraPartOf(problem: string): 'tune' | 'check' {
  return createHash('sha256').update(problem).digest().readUInt32BE(0) % 100 < 60 ? 'tune' : 'check';
}
