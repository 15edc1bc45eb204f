/**
 * Scene breaks as the author marks them. Apart from features.ts so the reader's "Skip", on the page,
 * recognises them without the lexicons the engine compiles.
 */

/** A paragraph that is only a scene break: "***", "~~~", "oOo", "* * *", "Line break", "<hr>" (empty). */
export const BREAK_WORDS = /^\s*(?:line|page|scene|time)[\s-]*(?:break|skip)\s*$/i;
export const ORNAMENT = /^\s*(?:[oOxX0]{3,}|[-~*=_#+.•·◇◆❖✦§\s]+)\s*$/u;

/**
 * The same from the text alone, for readers of the story that hold no tokens (the reader's "Skip"):
 * no letter or digit is no word, and a line of ornaments is a break at any length (a row of 90 asterisks).
 */
export function isSceneBreakText(paragraph: string): boolean {
  return ORNAMENT.test(paragraph) || (paragraph.length <= 40 && (!/[\p{L}\p{N}]/u.test(paragraph) || BREAK_WORDS.test(paragraph)));
}
