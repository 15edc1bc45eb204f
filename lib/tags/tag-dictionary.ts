/**
 * What authors' tags say about a story's content: a curated list, kept as data.
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
 * - Tags a moderator could reasonably read either way ("Trauma", "Manipulation", "Abortion",
 *   "Smoking", "Incest"): when in doubt, the text engine decides, not the tag.
 *
 * Decision on AO3's "Underage Sex" warning (named "Underage" until November 2024): it means sexual
 * activity involving a character under 18. It certainly means sexual content, and the archive does
 * not say whether the story treats it as abuse; a reader who avoids sexual abuse must still hear
 * about it, so it names both sexual-content and sexual-assault.
 */
import type { CategoryId } from '../engine/categories';
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
export const HEDGE_SUFFIXES = [
  'if you squint',
  'if you squint really hard',
  'if you tilt your head',
  'sort of',
  'sorta',
  'kind of',
  'kinda',
  'ish',
  'maybe',
  'technically',
  'barely',
  'a little',
  'a bit',
];

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

  // Heartbreak
  { tag: 'Break Up', means: ['heartbreak'] },
  { tag: 'Breakup', means: ['heartbreak'] },
  { tag: 'Breaking Up', means: ['heartbreak'] },
  { tag: 'Heartbreak', means: ['heartbreak'] },
  { tag: 'Heartbroken', means: ['heartbreak'] },
  { tag: 'Unrequited Love', means: ['heartbreak'] },
  { tag: 'Unrequited', means: ['heartbreak'] },
  { tag: 'Rejection', means: ['heartbreak'] },
  { tag: 'Divorce', means: ['heartbreak'] },

  // Infidelity
  { tag: 'Cheating', means: ['infidelity'] },
  { tag: 'Infidelity', means: ['infidelity'] },
  { tag: 'Adultery', means: ['infidelity'] },
  { tag: 'Affairs', means: ['infidelity'] },
  { tag: 'Emotional Infidelity', means: ['infidelity'] },

  // Self-harm
  { tag: 'Self-Harm', means: ['self-harm'] },
  { tag: 'Self-Injury', means: ['self-harm'] },
  { tag: 'Self-Mutilation', means: ['self-harm'] },
  { tag: 'Cutting', means: ['self-harm'] },
  { tag: 'Self-Harm Scars', means: ['self-harm'], level: 'mention' },

  // Suicide
  { tag: 'Suicide', means: ['suicide'] },
  { tag: 'Suicide Attempt', means: ['suicide'] },
  { tag: 'Suicide Attempts', means: ['suicide'] },
  { tag: 'Attempted Suicide', means: ['suicide'] },
  { tag: 'Suicidal Thoughts', means: ['suicide'] },
  { tag: 'Suicidal Ideation', means: ['suicide'] },
  { tag: 'Suicidal Behavior', means: ['suicide'] },
  { tag: 'Assisted Suicide', means: ['suicide'] },

  // Death
  { tag: 'Character Death', means: ['death'] },
  { tag: 'Minor Character Death', means: ['death'] },
  { tag: 'Canonical Character Death', means: ['death'] },
  { tag: 'Temporary Character Death', means: ['death'] },
  { tag: 'Death', means: ['death'] },
  { tag: 'Grief/Mourning', means: ['death'] },
  { tag: 'Grief', means: ['death'] },
  { tag: 'Mourning', means: ['death'] },
  { tag: 'Funerals', means: ['death'] },
  { tag: 'Child Death', means: ['death'] },
  { tag: 'Murder', means: ['death', 'violence'] },

  // Violence
  { tag: 'Violence', means: ['violence'] },
  { tag: 'Canon-Typical Violence', means: ['violence'] },
  { tag: 'Non-Graphic Violence', means: ['violence'] },
  { tag: 'Gun Violence', means: ['violence'] },
  { tag: 'Gang Violence', means: ['violence'] },
  { tag: 'Police Brutality', means: ['violence'] },
  { tag: 'Torture', means: ['violence'] },
  { tag: 'War', means: ['violence'] },
  { tag: 'Fighting', means: ['violence'] },
  { tag: 'Physical Assault', means: ['violence'] },
  { tag: 'Death Threats', means: ['violence'], level: 'mention' },
  { tag: 'Threats of Violence', means: ['violence'], level: 'mention' },
  { tag: 'Blood and Violence', means: ['violence', 'blood-gore'] },

  // Blood and gore
  { tag: 'Blood', means: ['blood-gore'] },
  { tag: 'Gore', means: ['blood-gore'] },
  { tag: 'Blood and Gore', means: ['blood-gore'] },
  { tag: 'Graphic Gore', means: ['blood-gore'] },
  { tag: 'Mild Gore', means: ['blood-gore'] },
  { tag: 'Body Horror', means: ['blood-gore'] },
  { tag: 'Canon-Typical Blood and Gore', means: ['blood-gore'] },

  // Abuse
  { tag: 'Abuse', means: ['abuse'] },
  { tag: 'Child Abuse', means: ['abuse'] },
  { tag: 'Canonical Child Abuse', means: ['abuse'] },
  { tag: 'Emotional Abuse', means: ['abuse'] },
  { tag: 'Emotional/Psychological Abuse', means: ['abuse'] },
  { tag: 'Psychological Abuse', means: ['abuse'] },
  { tag: 'Physical Abuse', means: ['abuse'] },
  { tag: 'Verbal Abuse', means: ['abuse'] },
  { tag: 'Domestic Abuse', means: ['abuse'] },
  { tag: 'Domestic Violence', means: ['abuse', 'violence'] },
  { tag: 'Parental Abuse', means: ['abuse'] },
  { tag: 'Abusive Relationships', means: ['abuse'] },
  { tag: 'Child Neglect', means: ['abuse'] },
  { tag: 'Gaslighting', means: ['abuse'] },
  { tag: 'Medical Abuse', means: ['abuse'] },

  // Sexual assault
  { tag: 'Rape', means: ['sexual-assault'] },
  { tag: 'Non-Consensual', means: ['sexual-assault'] },
  { tag: 'Non-Con', means: ['sexual-assault'] },
  { tag: 'Noncon', means: ['sexual-assault'] },
  { tag: 'Dubious Consent', means: ['sexual-assault'] },
  { tag: 'Dub-Con', means: ['sexual-assault'] },
  { tag: 'Dubcon', means: ['sexual-assault'] },
  { tag: 'Sexual Assault', means: ['sexual-assault'] },
  { tag: 'Attempted Rape', means: ['sexual-assault'] },
  { tag: 'Rape Aftermath', means: ['sexual-assault'] },
  { tag: 'Rape Recovery', means: ['sexual-assault'] },
  { tag: 'Sexual Harassment', means: ['sexual-assault'] },
  { tag: 'Sexual Abuse', means: ['sexual-assault', 'abuse'] },
  { tag: 'Child Sexual Abuse', means: ['sexual-assault', 'abuse'] },

  // Sexual content
  { tag: 'Explicit Sexual Content', means: ['sexual-content'] },
  { tag: 'Smut', means: ['sexual-content'] },
  { tag: 'Light Smut', means: ['sexual-content'] },
  { tag: 'Porn', means: ['sexual-content'] },
  { tag: 'PWP', means: ['sexual-content'] },
  { tag: 'Porn Without Plot', means: ['sexual-content'] },
  { tag: 'Sex', means: ['sexual-content'] },
  { tag: 'Oral Sex', means: ['sexual-content'] },
  { tag: 'Anal Sex', means: ['sexual-content'] },
  { tag: 'Vaginal Sex', means: ['sexual-content'] },
  { tag: 'Masturbation', means: ['sexual-content'] },
  { tag: 'Mild Sexual Content', means: ['sexual-content'] },
  { tag: 'Angst and Fluff and Smut', means: ['sexual-content'] },

  // Substance use
  { tag: 'Drug Use', means: ['substance-use'] },
  { tag: 'Recreational Drug Use', means: ['substance-use'] },
  { tag: 'Drug Abuse', means: ['substance-use'] },
  { tag: 'Drug Addiction', means: ['substance-use'] },
  { tag: 'Addiction', means: ['substance-use'] },
  { tag: 'Substance Abuse', means: ['substance-use'] },
  { tag: 'Overdose', means: ['substance-use'] },
  { tag: 'Alcohol Abuse/Alcoholism', means: ['substance-use'] },
  { tag: 'Alcohol Abuse', means: ['substance-use'] },
  { tag: 'Alcoholism', means: ['substance-use'] },
  { tag: 'Drunkenness', means: ['substance-use'] },
  { tag: 'Withdrawal', means: ['substance-use'] },

  // Eating disorders
  { tag: 'Eating Disorders', means: ['eating-disorder'] },
  { tag: 'Eating Disorder', means: ['eating-disorder'] },
  { tag: 'Disordered Eating', means: ['eating-disorder'] },
  { tag: 'Anorexia', means: ['eating-disorder'] },
  { tag: 'Anorexia Nervosa', means: ['eating-disorder'] },
  { tag: 'Bulimia', means: ['eating-disorder'] },
  { tag: 'Bulimia Nervosa', means: ['eating-disorder'] },
  { tag: 'Binge Eating', means: ['eating-disorder'] },

  // Homophobia and transphobia
  { tag: 'Homophobia', means: ['homophobia'] },
  { tag: 'Internalized Homophobia', means: ['homophobia'] },
  { tag: 'Homophobic Language', means: ['homophobia'] },
  { tag: 'Homophobic Slurs', means: ['homophobia'] },
  { tag: 'Transphobia', means: ['homophobia'] },
  { tag: 'Internalized Transphobia', means: ['homophobia'] },
  { tag: 'Biphobia', means: ['homophobia'] },
  { tag: 'Conversion Therapy', means: ['homophobia', 'abuse'] },

  // Bullying
  { tag: 'Bullying', means: ['bullying'] },
  { tag: 'Cyberbullying', means: ['bullying'] },
  { tag: 'Hazing', means: ['bullying'] },

  // Mental illness
  { tag: 'Mental Illness', means: ['mental-illness'] },
  { tag: 'Mental Health Issues', means: ['mental-illness'] },
  { tag: 'Depression', means: ['mental-illness'] },
  { tag: 'Anxiety', means: ['mental-illness'] },
  { tag: 'Anxiety Attacks', means: ['mental-illness'] },
  { tag: 'Panic Attacks', means: ['mental-illness'] },
  { tag: 'Post-Traumatic Stress Disorder - PTSD', means: ['mental-illness'] },
  { tag: 'PTSD - Post-Traumatic Stress Disorder', means: ['mental-illness'] },
  { tag: 'Post-Traumatic Stress Disorder', means: ['mental-illness'] },
  { tag: 'PTSD', means: ['mental-illness'] },
  { tag: 'Dissociation', means: ['mental-illness'] },
  { tag: 'Psychosis', means: ['mental-illness'] },
  { tag: 'Bipolar Disorder', means: ['mental-illness'] },
  { tag: 'Obsessive-Compulsive Disorder', means: ['mental-illness'] },
  { tag: 'Schizophrenia', means: ['mental-illness'] },
  { tag: 'Mental Breakdown', means: ['mental-illness'] },

  // Strong language
  { tag: 'Swearing', means: ['profanity'] },
  { tag: 'Cursing', means: ['profanity'] },
  { tag: 'Strong Language', means: ['profanity'] },
  { tag: 'Foul Language', means: ['profanity'] },

  // Pregnancy loss
  { tag: 'Miscarriage', means: ['pregnancy-loss'] },
  { tag: 'Stillbirth', means: ['pregnancy-loss'] },
  { tag: 'Pregnancy Loss', means: ['pregnancy-loss'] },

  // Animal harm
  { tag: 'Animal Abuse', means: ['animal-harm'] },
  { tag: 'Animal Cruelty', means: ['animal-harm'] },
  { tag: 'Animal Death', means: ['animal-harm'] },
  { tag: 'Pet Death', means: ['animal-harm'] },

  // Kidnapping
  { tag: 'Kidnapping', means: ['kidnapping'] },
  { tag: 'Kidnapped', means: ['kidnapping'] },
  { tag: 'Abduction', means: ['kidnapping'] },
  { tag: 'Captivity', means: ['kidnapping'] },
  { tag: 'Held Captive', means: ['kidnapping'] },
  { tag: 'Hostage Situations', means: ['kidnapping'] },
  { tag: 'Human Trafficking', means: ['kidnapping', 'abuse'] },

  // Prejudice
  { tag: 'Racism', means: ['racism'] },
  { tag: 'Racist Language', means: ['racism'] },
  { tag: 'Racial Slurs', means: ['racism'] },
  { tag: 'Internalized Racism', means: ['racism'] },
  { tag: 'Antisemitism', means: ['racism'] },
  { tag: 'Misogyny', means: ['misogyny'] },
  { tag: 'Internalized Misogyny', means: ['misogyny'] },
  { tag: 'Sexism', means: ['misogyny'] },
  { tag: 'Ableism', means: ['ableism'] },
  { tag: 'Ableist Language', means: ['ableism'] },
  { tag: 'Ableist Slurs', means: ['ableism'] },
  { tag: 'Internalized Ableism', means: ['ableism'] },
];
