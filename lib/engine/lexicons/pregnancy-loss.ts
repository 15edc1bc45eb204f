import type { Lexicon } from '../lexicon-types';

/** Words that place bleeding or cramps in a pregnancy. */
const PREGNANCY = ['pregnant', 'pregnancy', 'baby', 'ultrasound', 'fetus', 'foetus', 'weeks', 'womb', 'expecting', 'trimester'];

/** Miscarriage, stillbirth and the loss of a pregnancy. */
export const pregnancyLoss: Lexicon = {
  category: 'pregnancy-loss',
  entries: [
    { match: 'miscarriage|miscarriages|miscarried|miscarry|miscarrying|stillbirth|ectopic, pregnancy loss', weight: 4 },
    { match: 'stillborn', weight: 4, unless: ['app', 'project', 'plan', 'idea', 'launch', 'launched', 'bill', 'company', 'startup', 'deal', 'campaign', 'movement', 'revolution', 'scheme', 'career', 'band', 'album', 'novel', 'website', 'product'] },
    { match: 'lost|lose|losing the|our|my|her|their pregnancy', weight: 3 },
    { match: 'lost|lose|losing the|our|my|her|their baby', weight: 3, needs: ['pregnant', 'pregnancy', 'miscarriage', 'weeks', 'hospital', 'bleeding', 'blood', 'doctor', 'midwife', 'ultrasound', 'scan', 'womb', 'nursery', 'due', 'cramps', 'we', 'i', 'she', 'sorry'], unless: ['team', 'mascot', 'game', 'match', 'store', 'shop', 'supermarket', 'park', 'crowd', 'monitor', 'ferris', 'again'] },
    { match: 'no heartbeat', weight: 2, needs: PREGNANCY },
    { match: 'bleeding|cramping|cramps|blood', weight: 1, needs: PREGNANCY },
    { match: 'abortion|aborted', weight: 2.5, unless: ['mission', 'launch', 'plan', 'attempt', 'takeoff', 'process'] },
    { match: 'empty nursery|crib', weight: 2 },
    { match: 'fetus|foetus', weight: 1 },
  ],
  ignore: ['miscarriage of justice', 'miscarriages of justice'],
};
