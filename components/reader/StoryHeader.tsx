import type { Story } from '../../lib/story';

export type StoryHeaderProps = Pick<Story, 'title' | 'author' | 'chapter' | 'summary' | 'notes'>;

/** Title, author, chapter title, and the summary and author's notes folded away. */
export function StoryHeader({ title, author, chapter, summary, notes }: StoryHeaderProps) {
  const folded = [summary, ...notes].map((t) => t.trim()).filter(Boolean);
  const chapterTitle = chapter?.title?.trim();
  return (
    <header>
      <h1 id="rd-title">{title}</h1>
      {author && <p class="rd-byline">by {author}</p>}
      {chapterTitle && <h2 class="rd-chapter">{chapterTitle}</h2>}
      {folded.length > 0 && (
        <details class="rd-notes">
          <summary>{summary.trim() ? 'Summary and notes' : "Author's notes"}</summary>
          {folded.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </details>
      )}
    </header>
  );
}
