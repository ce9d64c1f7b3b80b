interface StampedRow {
  createdAt: Date;
  updatedAt: Date;
}

/** A list entry as JSON: dates as ISO strings. */
export function formatSavedSummary<Row extends StampedRow>(row: Row) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A whole document as JSON: dates as ISO strings, and without the owner's id (it is always the caller). */
export function formatSavedDocument<Row extends StampedRow & { userId: string }>(row: Row) {
  const { userId: _owner, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
