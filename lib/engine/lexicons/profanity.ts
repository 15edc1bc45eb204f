import type { Lexicon } from '../lexicon-types';

/** Swearing and crude language. Never negatable: "don't fucking touch me" still swears. */
export const profanity: Lexicon = {
  category: 'profanity',
  negatable: false,
  entries: [
    { match: 'fuck|fucks|fucking|fucked|fucker|fuckers|fuckin|fucken|fck|fuk|fking|fcking|fcked|fckin|fckn|fkn|fkin|fcker|effing|motherfucker|motherfuckers|motherfucking|clusterfuck|fuckboy|fuckwit', weight: 3 },
    { match: 'wtf|stfu|fml|gtfo', weight: 2 },
    {
      match: 'motherf|motherfu|motherfuh, what the f|fu|fuh, holy sh|shi, son of a b|bi, oh f|fu|sh, you little sh|shi, f off',
      weight: 2,
      note: 'a swear cut off by a dash ("you motherf—", "son of a b—"): the tokenizer drops the dash and keeps the stub',
    },
    { match: 'shit|shits|shitty|shitting|shitted|sh1t|sht|shtty|bullshit|horseshit|shithead|dipshit|shite|batshit|apeshit', weight: 2 },
    { match: 'cunt|cunts', weight: 3 },
    { match: 'asshole|assholes|arsehole|arseholes|dickhead|dickheads|twat|twats|wanker|wankers|prick|pricks', weight: 2 },
    { match: 'bastard|bastards|bitch|bitches|bitching|bitchy, son of a bitch', weight: 2 },
    { match: 'piss|pissed|pissing|pissy', weight: 1.5 },
    { match: 'goddamn|goddamnit|goddammit|goddamned, god damn|dammit', weight: 1.5 },
    { match: 'damn|damned|dammit|damnit', weight: 1 },
    { match: 'crap|crappy|crapped', weight: 1 },
    { match: 'jackass|dumbass|badass|smartass|ass|arse', weight: 1 },
    { match: 'bugger|bollocks, bloody hell', weight: 1 },
    { match: 'dick|dicks', weight: 1 },
    { match: 'hell', weight: 0.5 },
  ],
  // A dog breeder's bitch, with her litter in the paragraph: another sense of the word (seventh pass).
  frames: ['whelp', 'whelped', 'whelping', 'whelps', 'puppies', 'pups', 'litter', 'kennel', 'kennels', 'breeder', 'pedigree', 'stud'],
  ignore: ['hell of a', 'hells kitchen', "hell's kitchen", 'damned souls'],
};
