import type { CategoryId } from './categories';
import type { Tokens } from './tokenize';

export type Sensitivity = 'low' | 'balanced' | 'high';
export type WarningLevel = 'mention' | 'theme';
/** Where a finding came from: the story text, the author's notes and summary, or the author's tags. */
export type FindingSource = 'text' | 'notes' | 'tags';

export interface Evidence {
  source: FindingSource;
  /** Index into the paragraphs (text) or the notes list (notes); -1 for tags. */
  paragraph: number;
  /** Character offsets of the triggering passage within that paragraph. */
  start: number;
  end: number;
  /** A short excerpt around the passage, for the banner. */
  excerpt: string;
}

/** A reader's own warning (lib/personal): `personal:` and a slug of its name. */
export type PersonalWarningId = `personal:${string}`;
/** A built-in category or one of the reader's own warnings. */
export type WarningId = CategoryId | PersonalWarningId;

export interface Warning {
  id: WarningId;
  level: WarningLevel;
  /** Strength of the signal; comparable within a category across texts. */
  score: number;
  /** The few strongest passages, strongest first. */
  evidence: Evidence[];
  /** Every source that raised this warning. */
  sources: FindingSource[];
  /**
   * Every story paragraph holding clear evidence of this category (a hit of moderate weight or
   * more; not only the few kept as evidence, and never a paragraph with one weak word), in order:
   * the passages the page and the reader shield.
   */
  passages?: number[];
  /**
   * 'work' when everything this warning says comes from the work's tags: on a chapter page they
   * are about the whole work, not this chapter, and its level is the tags' and not the chapter's.
   */
  scope?: 'work';
  /** Set on the reader's own warnings only: the name they gave it, shown in place of a category label. */
  personal?: { name: string };
}

export interface EngineInput {
  /** The story text, one entry per paragraph. */
  paragraphs: string[];
  /** Summary and author's notes, read for content notes ("TW: ..."). */
  notes?: string[];
}

export interface EngineOptions {
  sensitivity?: Sensitivity;
  /**
   * Called with each story paragraph's tokens as the engine reads them, so another reader of the
   * text (the reader's own warnings, lib/personal) shares one tokenization instead of a second.
   * The tokens' arrays are filled again for the next paragraph: read them during the call only.
   */
  onParagraph?: (tokens: Tokens, paragraph: number, text: string) => void;
}
