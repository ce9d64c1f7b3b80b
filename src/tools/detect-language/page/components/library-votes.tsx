import type { LibraryVote } from '../api/detect-language';
import { formatConfidence } from '../lib/format';

/** Each underlying library's own answer, so the combined result can be checked rather than trusted. */
export function LibraryVotes({ votes, winner }: { votes: LibraryVote[]; winner: string }) {
  return (
    <details className="group rounded-lg border px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold marker:text-muted-foreground">How each library voted</summary>
      <p className="mt-2 text-xs text-muted-foreground">
        The result combines these detectors; their confidences are on their own scales, so they are not directly
        comparable.
      </p>
      <table className="mt-2 w-full text-left">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th className="py-1 font-medium">Library</th>
            <th className="py-1 font-medium">Answer</th>
            <th className="py-1 text-right font-medium">Its confidence</th>
          </tr>
        </thead>
        <tbody>
          {votes.map((vote) => (
            <tr key={vote.library} className="border-t">
              <td className="py-1.5">{vote.library}</td>
              <td className={vote.code === winner ? 'py-1.5 font-medium' : 'py-1.5 text-warning'}>
                <code>{vote.code}</code>
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatConfidence(vote.confidence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
