/** What went wrong, in the browser's own words, for a line that says so ("QUOTA_BYTES quota exceeded"). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
