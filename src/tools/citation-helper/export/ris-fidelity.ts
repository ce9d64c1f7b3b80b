/**
 * citation-js's RIS record, corrected where readers (its own included) would read something else back:
 * a page range left whole in SP is split into SP/EP (a reader takes a lone SP for the first page only).
 */
export function correctRisRecord(record: string): string {
  let lines = record.split('\n');
  if (!lines.some((line) => line.startsWith('EP  - '))) {
    lines = lines.flatMap((line) => {
      const range = /^SP {2}- (\S+?)\s*[-–—]\s*(\S+)$/.exec(line);
      return range ? [`SP  - ${range[1]}`, `EP  - ${range[2]}`] : [line];
    });
  }
  return lines.join('\n');
}
