import type { Lexicon } from '../lexicon-types';

/** Words that place bleeding or cramps in a pregnancy. */
const PREGNANCY = ['pregnant', 'pregnancy', 'baby', 'ultrasound', 'fetus', 'foetus', 'weeks', 'womb', 'expecting', 'trimester'];

/** Miscarriage, stillbirth and the loss of a pregnancy. */
export const pregnancyLoss: Lexicon = {
  category: 'pregnancy-loss',
  entries: [
    { match: 'miscarriage|miscarriages|miscarried|miscarry|miscarrying|stillbirth|stillborn|ectopic, pregnancy loss', weight: 4 },
    { match: 'lost|lose|losing the|our|my|her|their baby|pregnancy', weight: 3 },
    { match: 'no heartbeat', weight: 2, needs: PREGNANCY },
    { match: 'bleeding|cramping|cramps|blood', weight: 1, needs: PREGNANCY },
    { match: 'abortion|aborted', weight: 2.5, unless: ['mission', 'launch', 'plan', 'attempt', 'takeoff', 'process'] },
    { match: 'empty nursery|crib', weight: 2 },
    { match: 'fetus|foetus', weight: 1 },
  ],
};
