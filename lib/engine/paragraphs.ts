/** Plain text (a .txt file, a pasted chapter) split into the paragraphs the engine reads. */
export function paragraphsFromText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
