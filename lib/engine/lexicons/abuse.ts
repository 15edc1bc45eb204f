import type { Lexicon } from '../lexicon-types';

/** Physical, emotional or domestic abuse, including of children. */
export const abuse: Lexicon = {
  category: 'abuse',
  entries: [
    { match: 'abuse|abused|abusive|abuser|abusers|abusing', weight: 3 },
    { match: 'domestic violence|abuse, child abuse', weight: 4 },
    { match: 'beat|beats|beating|hit|hits|hitting|slapped|punched @poss wife|husband|kids|children|son|daughter|mother|mom|mum|boyfriend|girlfriend|child', weight: 3 },
    { match: 'took|take the belt to', weight: 3 },
    { match: 'manipulative|manipulated|manipulating|gaslighting|gaslit|gaslighted', weight: 2 },
    { match: 'controlling', weight: 1 },
    { match: 'neglect|neglected|neglectful|neglecting', weight: 1 },
    { match: 'groomed|grooming', weight: 2, unless: ['horse', 'horses', 'dog', 'dogs', 'hair', 'beard', 'mane', 'well', 'perfectly', 'immaculately', 'impeccably', 'nails', 'eyebrows'] },
    { match: 'battered|mistreated|mistreatment|maltreatment', weight: 2.5 },
    { match: 'locked * in the closet|cupboard|basement', weight: 2 },
    { match: 'cowered|cowering|flinched|flinching', weight: 1 },
    { match: "you're|youre worthless|useless|pathetic, you are worthless|useless|pathetic", weight: 1.5 },
    { match: 'bruises|bruised', weight: 1 },
    { match: 'punching bag', weight: 1.5 },
    { match: 'his|her|my|their father|dad|mother|mom|stepfather|stepdad hit|hits|beat|beats', weight: 3 },
    { match: 'tormented|tormenting|tormentor', weight: 1.5 },
    { match: 'trauma|traumatic|traumatized|traumatised', weight: 1 },
  ],
  ignore: ['substance abuse', 'drug abuse', 'alcohol abuse', 'abuse of power', 'abuse of process'],
};
