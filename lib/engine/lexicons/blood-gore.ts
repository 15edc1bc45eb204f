import type { Lexicon } from '../lexicon-types';

/** Graphic wounds, blood and injury described in detail. */
export const bloodGore: Lexicon = {
  category: 'blood-gore',
  entries: [
    { match: 'blood', weight: 1.5 },
    { match: 'bloody|bloodied|bloodstained|bloodsoaked', weight: 1.5 },
    { match: 'blood soaked|stained|splattered|spattered|sprayed|spurted|pooled', weight: 3 },
    { match: 'pool|puddle|pools of blood', weight: 4 },
    { match: 'covered|soaked|drenched in blood', weight: 3 },
    { match: 'coughed|coughing|spat|vomited up blood', weight: 3 },
    { match: 'bleeding|bled|bleed|bleeds|hemorrhaging|haemorrhaging', weight: 2 },
    { match: 'bled out', weight: 3 },
    { match: 'gore|gory|gruesome', weight: 3 },
    { match: 'entrails|intestines|viscera|innards, organs spilling', weight: 3 },
    { match: 'severed|dismembered|dismember|disemboweled|disembowelled|eviscerated', weight: 3 },
    { match: 'mangled|mutilated|maimed', weight: 2.5 },
    { match: 'gash|gashes|laceration|lacerations', weight: 2 },
    { match: 'open|gaping|bleeding wound', weight: 3 },
    { match: 'bone protruding|jutting, exposed bone', weight: 3 },
    { match: 'torn|ripped|flayed flesh', weight: 3 },
    { match: 'flesh', weight: 0.5 },
    { match: 'wound|wounds, stab|bullet wound', weight: 1 },
    { match: 'nosebleed, bloody nose', weight: 1.5 },
    { match: 'brain matter, skull cracked|split, cracked skull', weight: 3 },
    { match: 'guts', weight: 1 },
  ],
  ignore: [
    'blood boiled', 'blood boil', 'blood boiling', 'blood ran cold', 'blood run cold', 'blood rushed', 'blood rushing', 'blood relative',
    'blood relatives', 'bad blood', 'blood type', 'blood brother', 'blood brothers', 'flesh and blood', 'blood sugar', 'blood pressure',
    'blood test', 'blood tests', 'bloody hell', 'bloody brilliant', 'bloody well', 'bloody idiot', 'bloody git', 'bleeding heart',
    'heart bleeds', 'heart bled', 'hate @poss guts', 'have the guts', 'had the guts', 'has the guts', 'spill @poss guts', 'gut feeling',
    'in the flesh', 'flesh out', 'fleshed out', 'blood orange', 'blood moon', 'bloody mary',
  ],
};
