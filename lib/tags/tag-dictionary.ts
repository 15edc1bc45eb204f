/**
 * What authors' tags say about a story's content, kept as data.
 *
 * Most tags are read through the same vocabulary as authors' content notes (WARNING_TERMS in
 * lib/engine/warning-terms.ts) with its hedges: "Alcohol", "Swear words abound", "Cheating if you
 * squint", "lots of cursing in Chapter 6". This list holds only what that cannot say: the archives'
 * own warnings, tags that name two categories, and tags whose level is not what their words say.
 *
 * How to read it: each line is a tag as authors write it, and the warning categories it names.
 * Spelling, capital letters, punctuation and AO3's own escapes do not matter ("Self Harm",
 * "self-harm" and "Self-Harm" are the same entry). A tag that only mentions something in passing
 * ("Implied/Referenced Self-Harm", "Past Rape/Non-con", "Mentions of Character Death") is found
 * through the words listed in MENTION_PREFIXES and MENTION_SUFFIXES and gives a "mention"; every
 * other match gives a "theme".
 *
 * What is deliberately NOT here:
 * - Moods and genres: "Angst", "Tragedy", "Hurt/Comfort", "Dark", "Horror". FanFiction.net's genres
 *   describe a tone, not what happens on the page, so none of them names a category.
 * - Ratings ("Explicit", "Mature"): AO3 gives them for sex or for violence alike.
 * - Tags a moderator could reasonably read either way ("Manipulation" alone, "Incest"): when in
 *   doubt, the text engine decides, not the tag.
 *
 * Decision on AO3's "Underage Sex" warning (named "Underage" until November 2024): it means sexual
 * activity involving a character under 18. It certainly means sexual content, and the archive does
 * not say whether the story treats it as abuse; a reader who avoids sexual abuse must still hear
 * about it, so it names both sexual-content and sexual-assault.
 */
import type { CategoryId } from '../engine/categories';
import { HEDGE_WORDS } from '../engine/warning-terms';
import type { WarningLevel } from '../engine/types';

export interface TagMeaning {
  /** The tag as authors write it (any spelling of case and punctuation). */
  tag: string;
  /** The categories it names. */
  means: CategoryId[];
  /** 'theme' unless said otherwise. */
  level?: WarningLevel;
}

/** Tags that say the author chose not to warn: the warnings are UNKNOWN, never "none". */
export const UNKNOWN_TAGS = ['Creator Chose Not To Use Archive Warnings', 'Choose Not To Use Archive Warnings'];

/** Tags that say there is nothing to warn about. */
export const NO_WARNING_TAGS = ['No Archive Warnings Apply'];

/** Words before a tag that make it a passing mention: "Past Abuse", "Implied/Referenced Suicide". */
export const MENTION_PREFIXES = [
  'Implied/Referenced',
  'Implied',
  'Referenced',
  'References to',
  'Reference to',
  'Past',
  'Mentions of',
  'Mention of',
  'Mentioned',
  'Brief Mentions of',
  'Brief Mention of',
  'Discussion of',
  'Discussions of',
  'Allusions to',
  'Offscreen',
  'Off-screen',
];

/** Words before a tag that say it is a content note, as on Tumblr: "tw self harm", "cw: violence". */
export const WARNING_PREFIXES = ['tw', 'cw', 'trigger warning', 'trigger warnings', 'content warning', 'content warnings', 'warning', 'warnings'];

/** Words after a tag that make it a passing mention: "Character Death (mentioned)". */
export const MENTION_SUFFIXES = ['mentioned', 'mention', 'mentions', 'implied', 'referenced', 'past'];

/**
 * Words after a tag with which authors hedge it: "Self-Harm if you squint", "Cheating sort of".
 * The tag still names its category, as a passing mention: the author is saying it is there, faintly.
 */
export const HEDGE_SUFFIXES: readonly string[] = HEDGE_WORDS;

export const TAG_DICTIONARY: readonly TagMeaning[] = [
  // AO3 archive warnings, as the archive shows them
  { tag: 'Graphic Depictions Of Violence', means: ['violence'] },
  { tag: 'Major Character Death', means: ['death'] },
  { tag: 'Rape/Non-Con', means: ['sexual-assault'] },
  { tag: 'Underage Sex', means: ['sexual-content', 'sexual-assault'] },
  { tag: 'Underage', means: ['sexual-content', 'sexual-assault'] },

  // Royal Road's content warnings
  { tag: 'Graphic Violence', means: ['violence'] },
  { tag: 'Profanity', means: ['profanity'] },
  { tag: 'Sexual Content', means: ['sexual-content'] },

  // Tags that name two categories
  { tag: 'Domestic Violence', means: ['abuse', 'violence'] },
  { tag: 'Sexual Abuse', means: ['sexual-assault', 'abuse'] },
  { tag: 'Child Sexual Abuse', means: ['sexual-assault', 'abuse'] },
  { tag: 'Conversion Therapy', means: ['homophobia', 'abuse'] },
  { tag: 'Human Trafficking', means: ['kidnapping', 'abuse'] },

  // Tags whose level or meaning is not what their words say
  { tag: 'Self-Harm Scars', means: ['self-harm'], level: 'mention' },
  { tag: 'Death Threats', means: ['violence'], level: 'mention' },
  { tag: 'Threats of Violence', means: ['violence'], level: 'mention' },
  { tag: 'Angst and Fluff and Smut', means: ['sexual-content'] },
];
