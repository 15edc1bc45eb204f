import type { Lexicon } from '../lexicon-types';

/** Suicidal thoughts, attempts or a death by suicide. */
export const suicide: Lexicon = {
  category: 'suicide',
  entries: [
    { match: 'suicide|suicidal|suicides', weight: 4 },
    { match: 'kill|killing|kills @self', weight: 3, note: '"I could kill myself" is sometimes hyperbole' },
    { match: 'killed @self', weight: 4 },
    { match: 'take|took|taking|taken @poss own life', weight: 4 },
    { match: 'end|ended|ending @poss life, end|ended|ending @poss own life', weight: 3 },
    { match: 'end|ending it all', weight: 3 },
    { match: 'want|wanted|wanting to die', weight: 3 },
    { match: 'wish|wished i|he|she|they was|were dead', weight: 3 },
    { match: 'better off dead', weight: 2 },
    { match: 'better off without me', weight: 2 },
    { match: 'hanged|hung @self', weight: 4 },
    { match: 'noose', weight: 2 },
    { match: 'jump|jumped|jumping off|from the|a bridge|roof|ledge|building|cliff', weight: 2 },
    { match: 'slit|slits|slitting|slashed|slashing @poss wrists|wrist|throat', weight: 4 },
    { match: 'empty pill bottle|bottles', weight: 3, note: 'aftermath: the attempt itself is off the page' },
    { match: 'empty bottle of pills', weight: 3 },
    { match: 'handful of pills', weight: 2 },
    { match: 'swallowed * pills', weight: 2 },
    { match: 'bottle of pills', weight: 1.5 },
    { match: 'pill bottle', weight: 1 },
    { match: 'overdose|overdosed', weight: 1.5 },
    { match: 'offed @self', weight: 4 },
    { match: 'unalive|unalived', weight: 3 },
    { match: 'goodbye note|letter', weight: 1.5 },
    { match: 'pumped @poss stomach', weight: 2 },
  ],
  ignore: ['suicide squad', 'suicide mission', 'suicide missions', 'suicide run', 'suicide doors', 'career suicide', 'social suicide', 'political suicide', 'kill myself laughing'],
};
