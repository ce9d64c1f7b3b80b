/** What a saved-run view shows when the stored result has a shape this version of the tool cannot read. */
export function SavedRunUnreadable({ what = 'run' }: { what?: string }) {
  return (
    <p className="rounded-lg border bg-card p-5 text-sm text-muted-foreground" role="status">
      {`This ${what} was saved in a form this version cannot show. Open it in the tool to run it again.`}
    </p>
  );
}
