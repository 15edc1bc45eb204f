import type { Lexicon } from '../lexicon-types';

/** Drug use, heavy drinking, addiction and overdose. */
export const substanceUse: Lexicon = {
  category: 'substance-use',
  entries: [
    { match: 'drunk|drunken|drunkenly', weight: 1.5 },
    { match: 'blackout drunk, getting|got|get drunk|wasted|hammered|smashed', weight: 2 },
    { match: 'hungover|hangover', weight: 1.5 },
    { match: 'beer|beers|wine|vodka|whiskey|whisky|tequila|rum|booze|liquor|alcohol|champagne|gin|bourbon|scotch', weight: 1 },
    { match: 'alcoholic|alcoholism, drinking problem', weight: 3 },
    { match: 'drank|drinking @self', weight: 3 },
    { match: 'cocaine|heroin|meth|methamphetamine|ecstasy|mdma|lsd|ketamine|crack|opioids|opiates|fentanyl|oxy|xanax', weight: 2.5, note: '"crack" is often a sound: only with company' },
    { match: 'weed|marijuana|cannabis|blunt|bong, pot brownies', weight: 2, unless: ['garden', 'pull', 'pulled', 'pulling', 'flower', 'flowers', 'lawn'] },
    { match: 'stoned, high as a kite, getting|got|get high', weight: 2 },
    { match: 'overdose|overdosed|overdosing|od', weight: 3 },
    { match: 'addict|addicts|addiction|addicted', weight: 2 },
    { match: 'junkie|junkies|crackhead|dope', weight: 3 },
    { match: 'cigarette|cigarettes|smoking|smoked|smoke|cigar|vape|vaping', weight: 1 },
    { match: 'popped|popping * pills', weight: 3 },
    { match: 'pills', weight: 1 },
    { match: 'snort|snorted|snorting', weight: 2, unless: ['laughter', 'laugh', 'laughed', 'amusement', 'derision', 'disbelief', 'indignation'] },
    { match: 'line|lines of coke|cocaine', weight: 3 },
    { match: 'needle|needles|syringe|inject|injected|injecting, shooting up', weight: 1 },
    { match: 'rehab|sober|sobriety|relapse|relapsed|withdrawal|withdrawals', weight: 1.5 },
    { match: 'drug dealer|dealer|dealers', weight: 1.5 },
    { match: 'drug|drugs', weight: 1.5 },
    { match: 'intoxicated|tipsy|buzzed|inebriated', weight: 1.5 },
    { match: 'bottle|bottles of whiskey|vodka|wine|rum|tequila|beer', weight: 1.5 },
    { match: 'shots|keg', weight: 0.5 },
  ],
  ignore: ['sober up', 'sobering', 'addicted to you', 'coffee addict', 'smoke alarm', 'smoke detector', 'holy smoke', 'crack of dawn', 'crack a smile', 'cracked a smile', 'crack a joke', 'cracked a joke', 'crack open', 'drunk on love', 'drunk on you', 'drunk on @poss'],
};
