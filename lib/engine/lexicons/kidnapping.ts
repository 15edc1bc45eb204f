import type { Lexicon } from '../lexicon-types';

/** Words near "captured" that mean a picture, a moment, attention or a kiss. */
const CAPTURE_SENSE = [
  'photo', 'photos', 'photograph', 'picture', 'pictures', 'camera', 'image', 'images', 'moment', 'moments', 'essence', 'attention',
  'interest', 'imagination', 'heart', 'hearts', 'lips', 'mouth', 'beauty', 'likeness', 'light', 'scene', 'feeling', 'flag', 'video', 'footage',
];

/** Abduction, captivity and being held against one's will. */
export const kidnapping: Lexicon = {
  category: 'kidnapping',
  entries: [
    { match: 'kidnap|kidnapped|kidnapping|kidnapper|kidnappers|kidnaps|kidnappings', weight: 4 },
    { match: 'abduct|abducted|abduction|abductor|abductors|abducting|abductions', weight: 4 },
    { match: 'hostage|hostages', weight: 3 },
    { match: 'taken|took|held|hold|holding @obj hostage|captive|prisoner', weight: 4 },
    { match: 'held captive, captivity|captor|captors', weight: 3 },
    { match: 'captive|captives', weight: 2 },
    { match: 'ransom|ransomed', weight: 2.5 },
    { match: 'been held|being held|was held|were held, held prisoner, being taken, been taken', weight: 1.5 },
    { match: 'restrained|restraints, zip ties', weight: 1 },
    { match: 'held|holding|kept @obj against @poss will', weight: 4 },
    { match: 'against @poss will', weight: 2 },
    { match: 'bound and gagged, gagged|blindfolded', weight: 2 },
    { match: 'tied up, tied to a chair, zip tied, duct taped', weight: 1.5, unless: ['work', 'meeting', 'meetings', 'busy', 'traffic', 'phone'] },
    { match: 'chained|shackled|shackles|manacled', weight: 1.5 },
    { match: 'prisoner|prisoners|imprisoned|imprisonment, locked up|away', weight: 1.5 },
    { match: 'trafficked|trafficking|traffickers', weight: 3, unless: ['drug', 'drugs', 'arms', 'weapons'] },
    { match: 'went|gone missing, missing person|persons', weight: 2 },
    { match: 'snatched, stolen|spirited away', weight: 1.5 },
    { match: 'bundled|shoved|dragged|thrown|forced into a|the van|car|trunk, bundled|shoved|dragged|threw|forced @obj into a|the van|car|trunk', weight: 2 },
    { match: 'chloroform|chloroformed|drugged', weight: 2 },
    { match: 'locked|lock @obj in|up|away', weight: 1.5 },
    { match: 'captured|capture|capturing', weight: 2, unless: CAPTURE_SENSE, note: 'taken by force; not a photo, a moment or a kiss' },
    { match: 'since|after|before|during @poss capture|captivity|abduction|kidnapping', weight: 3 },
    { match: 'held|kept|trapped in this|that|the cell|room|basement|cellar|place, held|kept|trapped @obj in this|that|the cell|room|basement|cellar|place', weight: 1.5 },
    { match: 'grabbed|dragged|seized @obj', weight: 0.5 },
    { match: 'escape|escaped|escaping|rescue|rescued|released', weight: 0.5 },
    { match: 'cell|basement|dungeon|cage|caged', weight: 0.5 },
  ],
  ignore: ['kidnapped you for', 'captive audience', 'missing persons unit'],
};
