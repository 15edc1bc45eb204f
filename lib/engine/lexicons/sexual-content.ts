import type { Lexicon } from '../lexicon-types';

/** Explicit sex scenes or sexual detail. */
export const sexualContent: Lexicon = {
  category: 'sexual-content',
  entries: [
    { match: 'orgasm|orgasms|orgasmed|climaxed', weight: 3 },
    { match: 'erection|boner|hardon, hard on', weight: 2.5 },
    { match: 'cock|cocks|dick|dicks|penis|shaft', weight: 1.5, note: 'also names and insults: only with company' },
    { match: 'pussy|clit|clitoris|vagina|labia', weight: 2 },
    { match: 'nipple|nipples|breasts|tits', weight: 1.5 },
    { match: 'thrust|thrusting|thrusts|thrusted', weight: 1.5 },
    { match: 'moaned|moaning|moan|moans', weight: 1 },
    { match: 'naked|nude|undressed', weight: 1 },
    { match: 'masturbate|masturbated|masturbating|masturbation, jerked|jerking|jacked|jerk off', weight: 3 },
    { match: 'blowjob|blowjobs|handjob|rimming|fingering, blow|hand job', weight: 3 },
    { match: 'lube|lubricant|condom|condoms', weight: 2 },
    { match: 'penetrate|penetrated|penetrating|penetration', weight: 2.5 },
    { match: 'dildo|vibrator, sex toy|toys', weight: 3 },
    { match: 'had|have|having sex', weight: 1, note: 'a reference to sex is not yet an explicit scene' },
    { match: 'sex with', weight: 1 },
    { match: 'made|make|making love', weight: 2 },
    { match: 'aroused|arousal|horny', weight: 2 },
    { match: 'groin|crotch', weight: 1 },
    { match: 'semen|cum|cumming|ejaculated|ejaculate|precum', weight: 3 },
    { match: 'anal, oral sex', weight: 2 },
    { match: 'sucked @obj off', weight: 3 },
    { match: 'went|go|going down on', weight: 2 },
    { match: 'fucked @obj|hard', weight: 1.5 },
    { match: 'fucking @obj', weight: 1 },
    { match: 'smut|porn|porno|pornography', weight: 2 },
    { match: 'bottom|bottoms|topping', weight: 0.5 },
  ],
};
