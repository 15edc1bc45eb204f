import type { Lexicon } from '../lexicon-types';

/** Repeated taunting, harassment or humiliation by others. */
export const bullying: Lexicon = {
  category: 'bullying',
  entries: [
    { match: 'bully|bullies|bullied|bullying|cyberbullying|cyberbullied', weight: 3 },
    { match: 'picked|picking|pick on @obj', weight: 2 },
    { match: 'teased|teasing|taunted|taunting|taunts|mocked|mocking|jeered|jeering|sneered', weight: 1 },
    { match: 'tormented|tormentors|tormenting|tormentor', weight: 2 },
    { match: 'harassed|harassment|harassing', weight: 2 },
    { match: 'laughed|laughing at @obj', weight: 1.5 },
    { match: 'called @obj names', weight: 2 },
    { match: 'into|against the|a|@poss locker|lockers', weight: 1.5 },
    { match: 'slushie|slushied|slushies, slushy facial', weight: 2 },
    { match: 'thrown|tossed|threw @obj in|into the|a dumpster', weight: 3 },
    { match: 'loser|losers|freak|freaks|weirdo|nerd|geek', weight: 1 },
    { match: 'humiliated|humiliation|humiliate|humiliating', weight: 1.5 },
    { match: 'spread|spreading rumors|rumours', weight: 1.5 },
    { match: 'outcast|ostracized|ostracised|shunned', weight: 1 },
    { match: 'ganged up on', weight: 2 },
    { match: 'wedgie|swirlie, lunch money', weight: 2.5 },
  ],
  ignore: ['teased @poss hair', 'teasing smile', 'teasing grin', 'teasingly'],
};
