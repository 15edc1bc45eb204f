import type { Lexicon } from '../lexicon-types';

/** Words near "cheated" that mean games, tests and fate, not a partner. */
const CHEATING_AT = ['cards', 'card', 'test', 'tests', 'exam', 'exams', 'game', 'games', 'poker', 'death', 'tax', 'taxes', 'quiz', 'homework', 'chess', 'system', 'casino', 'sport', 'match', 'race', 'code', 'codes', 'blackjack', 'monopoly'];

/** Cheating on a partner, affairs, betrayal of a relationship. */
export const infidelity: Lexicon = {
  category: 'infidelity',
  entries: [
    { match: 'cheat|cheats|cheated|cheating on', weight: 4 },
    { match: 'cheated|cheating', weight: 2, unless: CHEATING_AT },
    { match: 'cheat|cheats', weight: 1.5, unless: CHEATING_AT },
    { match: 'cheater|cheaters', weight: 2, unless: CHEATING_AT },
    { match: 'cheated with', weight: 3 },
    { match: 'affair|affairs', weight: 2, unless: ['foreign', 'current', 'internal', 'family', 'state', 'public', 'legal', 'business', 'world', 'personal', 'financial', 'minister', 'ministry'] },
    { match: 'had|having|have|has an affair', weight: 4 },
    { match: 'unfaithful|infidelity|adultery|adulterous|adulterer|adulteress', weight: 3 },
    { match: 'two timing|timed|timer', weight: 3 },
    { match: 'mistress', weight: 1.5 },
    { match: 'the other woman|man', weight: 1.5 },
    { match: 'kissed|kissing|fucked|shagged another guy|girl|man|woman|boy, slept|sleeping with another guy|girl|man|woman|boy', weight: 3 },
    { match: 'kissed|kissing|fucked someone else, slept|sleeping with someone else, had sex with someone else', weight: 4 },
    { match: 'hook|hooked|hooking up with another|someone', weight: 2 },
    { match: 'someone who wasnt|wasn\'t me', weight: 2 },
    { match: 'with someone else', weight: 1.5 },
    { match: 'sleeping around', weight: 2 },
    { match: 'behind @poss back', weight: 1 },
    { match: 'be|been|being|stay|staying faithful', weight: 1 },
    { match: 'betrayal of my|your trust', weight: 1.5 },
    { match: 'cuckold|cuckolded', weight: 3 },
  ],
};
