/** The content-warning categories, in the order readers see them. Ids are stable: settings use them. */
export const CATEGORY_IDS = [
  'heartbreak',
  'infidelity',
  'self-harm',
  'suicide',
  'death',
  'violence',
  'blood-gore',
  'abuse',
  'sexual-assault',
  'sexual-content',
  'substance-use',
  'eating-disorder',
  'homophobia',
  'bullying',
  'mental-illness',
  'profanity',
  'pregnancy-loss',
  'animal-harm',
  'kidnapping',
  'racism',
  'misogyny',
  'ableism',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export type CategoryGroup = 'relationships' | 'harm-to-self' | 'harm-to-others' | 'body-and-health' | 'prejudice' | 'language-and-sex';

export interface Category {
  id: CategoryId;
  label: string;
  /** One line for readers: what this warning covers. */
  description: string;
  group: CategoryGroup;
}

export const CATEGORIES: Record<CategoryId, Category> = {
  heartbreak: { id: 'heartbreak', label: 'Heartbreak', group: 'relationships', description: 'Break-ups, rejection, the end of a relationship and the grief over it.' },
  infidelity: { id: 'infidelity', label: 'Infidelity', group: 'relationships', description: 'Cheating on a partner, affairs, betrayal of a relationship.' },
  'self-harm': { id: 'self-harm', label: 'Self-harm', group: 'harm-to-self', description: 'A character hurting themselves on purpose, or its marks and aftermath.' },
  suicide: { id: 'suicide', label: 'Suicide', group: 'harm-to-self', description: 'Suicidal thoughts, attempts or a death by suicide.' },
  death: { id: 'death', label: 'Death', group: 'harm-to-others', description: 'A character dies, is found dead, or is mourned.' },
  violence: { id: 'violence', label: 'Violence', group: 'harm-to-others', description: 'Fights, assaults, weapons, war and physical attacks.' },
  'blood-gore': { id: 'blood-gore', label: 'Blood and gore', group: 'body-and-health', description: 'Graphic wounds, blood and injury described in detail.' },
  abuse: { id: 'abuse', label: 'Abuse', group: 'harm-to-others', description: 'Physical, emotional or domestic abuse, including of children.' },
  'sexual-assault': { id: 'sexual-assault', label: 'Sexual assault', group: 'harm-to-others', description: 'Rape, non-consent and sexual abuse.' },
  'sexual-content': { id: 'sexual-content', label: 'Sexual content', group: 'language-and-sex', description: 'Explicit sex scenes or sexual detail.' },
  'substance-use': { id: 'substance-use', label: 'Substance use', group: 'body-and-health', description: 'Drug use, heavy drinking, addiction and overdose.' },
  'eating-disorder': { id: 'eating-disorder', label: 'Eating disorder', group: 'body-and-health', description: 'Anorexia, bulimia, binging, purging and disordered eating.' },
  homophobia: { id: 'homophobia', label: 'Homophobia', group: 'prejudice', description: 'Hostility or slurs against gay, lesbian, bi or trans people.' },
  bullying: { id: 'bullying', label: 'Bullying', group: 'harm-to-others', description: 'Repeated taunting, harassment or humiliation by others.' },
  'mental-illness': { id: 'mental-illness', label: 'Mental illness', group: 'body-and-health', description: 'Depression, anxiety, panic attacks, PTSD and other mental illness.' },
  profanity: { id: 'profanity', label: 'Strong language', group: 'language-and-sex', description: 'Swearing and crude language.' },
  'pregnancy-loss': { id: 'pregnancy-loss', label: 'Pregnancy loss', group: 'body-and-health', description: 'Miscarriage, stillbirth and the loss of a pregnancy.' },
  'animal-harm': { id: 'animal-harm', label: 'Animal harm', group: 'harm-to-others', description: 'Animals hurt, killed or dying.' },
  kidnapping: { id: 'kidnapping', label: 'Kidnapping', group: 'harm-to-others', description: 'Abduction, captivity and being held against one\u2019s will.' },
  racism: { id: 'racism', label: 'Racism', group: 'prejudice', description: 'Racist slurs, hostility or discrimination.' },
  misogyny: { id: 'misogyny', label: 'Misogyny', group: 'prejudice', description: 'Contempt for or degradation of women because they are women.' },
  ableism: { id: 'ableism', label: 'Ableism', group: 'prejudice', description: 'Slurs or contempt aimed at disabled people.' },
};

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}
