/**
 * Tags that mean the same thing, as authors and AO3's wranglers spell them: a blocklisted tag hides
 * works tagged with any of its synonyms. Data, one group a line; spelling, case and punctuation do
 * not matter (the lookup uses tagKey), and "Implied"/"Past"/hedges are taken off before looking up.
 * Only true synonyms belong here: "Suicidal Thoughts" is not "Suicide Attempt".
 */
export const TAG_SYNONYMS: readonly (readonly string[])[] = [
  ['Self-Harm', 'Self Harm', 'Selfharm', 'Self-Injury', 'Self Injury', 'Self-Mutilation', 'Self-Harming', 'Self Harming'],
  ['Suicide Attempt', 'Suicide Attempts', 'Attempted Suicide'],
  ['Suicidal Thoughts', 'Suicidal Ideation'],
  ['Rape/Non-Con', 'Rape', 'Non-Con', 'Noncon', 'Non-Consensual', 'Nonconsensual'],
  ['Dubious Consent', 'Dub-Con', 'Dubcon'],
  ['Underage Sex', 'Underage'],
  ['Major Character Death', 'Main Character Death'],
  ['Character Death', 'Character Deaths'],
  ['Grief/Mourning', 'Grief', 'Mourning'],
  ['Break Up', 'Breakup', 'Breaking Up', 'Break-Up'],
  ['Unrequited Love', 'Unrequited'],
  ['Cheating', 'Infidelity', 'Adultery'],
  ['Emotional/Psychological Abuse', 'Emotional Abuse', 'Psychological Abuse'],
  ['Child Abuse', 'Canonical Child Abuse'],
  ['Blood and Gore', 'Blood & Gore', 'Gore'],
  ['Graphic Depictions Of Violence', 'Graphic Violence'],
  ['Porn Without Plot', 'PWP'],
  ['Alcohol Abuse/Alcoholism', 'Alcoholism', 'Alcohol Abuse'],
  ['Drug Addiction', 'Drug Abuse', 'Substance Abuse'],
  ['Eating Disorders', 'Eating Disorder'],
  ['Post-Traumatic Stress Disorder - PTSD', 'PTSD', 'Post-Traumatic Stress Disorder'],
  ['Miscarriage', 'Miscarriages', 'Pregnancy Loss'],
  ['Kidnapping', 'Abduction', 'Kidnapped'],
];
