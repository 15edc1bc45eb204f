/** Reading aloud going on into the next chapter's page: the pure check, tested in Node. */

/** Long enough for a chapter page to load; after that, a visit is a new one. */
export const READ_ON_TTL_MS = 60_000;

export interface ReadOnMark {
  site: string;
  workId: string;
  /** The chapter that was finished. */
  chapter: number;
  at: number;
}

/** Does this page continue the reading that `mark` left: same work, the next chapter, within the minute? */
export function shouldReadOn(mark: ReadOnMark, story: { site: string; workId?: string; chapter?: { index: number } }, now = Date.now()): boolean {
  return mark.site === story.site && mark.workId === story.workId && story.chapter?.index === mark.chapter + 1 && now - mark.at >= 0 && now - mark.at < READ_ON_TTL_MS;
}
