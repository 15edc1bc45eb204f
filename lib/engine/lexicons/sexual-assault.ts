import type { Lexicon } from '../lexicon-types';

/** Rape, non-consent and sexual abuse. */
export const sexualAssault: Lexicon = {
  category: 'sexual-assault',
  entries: [
    { match: 'rape|raped|raping|rapist|rapists|rapes', weight: 4 },
    { match: 'sexual assault|abuse, sexually assaulted|abused', weight: 4 },
    { match: 'molest|molested|molesting|molestation|molester', weight: 4 },
    { match: 'non con|consensual, noncon|nonconsensual', weight: 4 },
    { match: 'dubcon, dub con, dubious consent', weight: 3 },
    { match: 'without @poss consent', weight: 3 },
    { match: "didn't|didnt|did not consent", weight: 3 },
    { match: 'forced @self on|upon|onto', weight: 4 },
    { match: 'groped|groping|grope|gropes', weight: 3 },
    { match: 'violated', weight: 2, unless: ['rules', 'rule', 'law', 'laws', 'terms', 'policy', 'agreement', 'treaty', 'parole', 'contract', 'code', 'protocol', 'privacy', 'regulations', 'probation'] },
    { match: 'unwanted touch|touching|touches|advances', weight: 2 },
    { match: 'roofied, drugged @poss drink', weight: 3 },
    { match: 'said|begged|screamed no', weight: 1 },
    { match: 'pinned @obj down', weight: 1 },
    { match: 'forced', weight: 0.5 },
    { match: 'assaulted', weight: 1 },
  ],
};
