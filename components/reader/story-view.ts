/** The story text as the overlay sees it while it is being built: a handle, not the DOM itself. */
export interface StoryView {
  /** Number of paragraphs (story.paragraphs.length). */
  count: number;
  /** The element holding paragraph `index`, once built. */
  element(index: number): HTMLElement | undefined;
  /** How many paragraphs are built so far (they are built in order). */
  built(): number;
  /** Resolves once paragraph `index` is built. */
  whenBuilt(index: number): Promise<void>;
  /** The shielded paragraphs, in order (none when passages are not shielded): moving between them. */
  flagged: readonly number[];
  /** Stops building (the overlay closed). */
  cancel(): void;
}
