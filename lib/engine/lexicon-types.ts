import type { CategoryId } from './categories';

/**
 * One line of a lexicon. `match` is a phrase written the way a reader would:
 * - words separated by spaces, matched as whole words after lower-casing ("cheated on");
 * - word alternatives with `|`, one slot at a time ("stab|stabbed|stabbing", "cheated|cheating on");
 * - whole-phrase alternatives separated by commas ("panic attack, anxiety attack");
 * - `*` stands for any one word ("shot * dead");
 * - `@self`, `@obj`, `@poss`, `@subj` stand for pronoun groups (see PRONOUN_GROUPS in phrase.ts);
 *   `@poss` also accepts any name with 's ("Kurt's").
 */
export interface LexiconEntry {
  match: string;
  /** 1 weak (needs company), 2 moderate, 3 strong (enough alone at balanced), 4 explicit. */
  weight: number;
  /** Set false where a negation still leaves the thing in the text (a slur, a swear word). */
  negatable?: boolean;
  /** Words that, within a few words either side, mean another sense ("cheated" near "cards"). */
  unless?: string[];
  /** Words of which one must appear within a few words either side for the entry to count. */
  needs?: string[];
  /**
   * How far `unless` and `needs` look: a few words either side (the default), or the whole sentence,
   * for a cause told at a distance ("beaten ... after wanting to go to a dance with a boy he liked").
   * `scene`: the entry counts only in a window (a scene, ~120 words) where one of the category's
   * `topic` entries also speaks: "perverts" and "his kind" are contempt for queerness only in a scene
   * about it, however far apart the words are.
   */
  scope?: 'near' | 'sentence' | 'scene';
  /**
   * This entry names what the category is about (queerness for homophobia: "gay", "his husband"):
   * it counts its own weight, and it lets the category's `scope: 'scene'` entries speak in the same
   * window.
   */
  topic?: boolean;
  /** Why the entry is here, for the people who maintain it. */
  note?: string;
}

export interface Lexicon {
  category: CategoryId;
  entries: LexiconEntry[];
  /**
   * Phrases that look like a match but are not: idioms, figures of speech, other senses
   * ("killed it on stage"). Any match overlapping one of these is dropped.
   */
  ignore?: string[];
  /** Default for entries that do not say; true unless the lexicon says otherwise. */
  negatable?: boolean;
  /**
   * Words that, anywhere in the same paragraph, put this category's words in a frame where they do
   * not carry the harm: a sparring match or a video game for violence, the undead and resurrection
   * for death. Every match in such a paragraph counts FRAME_FACTOR of its weight.
   */
  frames?: string[];
}
