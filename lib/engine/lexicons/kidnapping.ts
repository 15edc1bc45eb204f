import type { Lexicon } from '../lexicon-types';

/** Words near "captured" that mean a picture, a moment, attention or a kiss. */
const CAPTURE_SENSE = [
  'photo', 'photos', 'photograph', 'picture', 'pictures', 'camera', 'image', 'images', 'moment', 'moments', 'essence', 'attention',
  'interest', 'imagination', 'heart', 'hearts', 'lips', 'mouth', 'beauty', 'likeness', 'light', 'scene', 'feeling', 'flag', 'video', 'footage',
];

/** Words near "held captive" that make it a puzzle, a book or a spell of beauty, not a person held. */
const PUZZLE_SENSE = ['padlock', 'puzzle', 'riddle', 'code', 'book', 'novel', 'story', 'film', 'show', 'music', 'beauty', 'gaze', 'eyes', 'voice', 'words', 'performance', 'game'];

/** Abduction, captivity and being held against one's will. */
export const kidnapping: Lexicon = {
  category: 'kidnapping',
  entries: [
    // Taken by slavers, bound and gagged with tape, shown alive for a price (seventh pass, second batch).
    { match: 'slavers|slaver|raiders came for|took|seized|caught, roped|chained neck to neck, roped|chained together in a line, hauled|threw|slung @obj over his|her|the saddle', weight: 2 },
    { match: 'tape over @poss mouth|eyes, taped @poss mouth|eyes shut, strip of tape over', weight: 2.5 },
    { match: 'proof of life', weight: 2.5 },
    { match: "holding * newspaper|paper with the date, holding today's|that morning's|this morning's paper|newspaper", weight: 1.5 },
    // A child taken, a person held and priced (seventh pass, from scenes written apart).
    { match: 'stole|snatched the|a|@poss baby|child|infant|boy|girl|son|daughter|prince|princess from @poss|the|her|his|their cradle|crib|cot|pram|bed|nursery|stroller|buggy|trolley', weight: 3, note: 'a child taken from where it lay' },
    { match: 'year old boy|girl|child|toddler who|that disappeared|vanished, year old boy|girl|child|toddler who|that went missing, disappeared|vanished from a|the|his|her pram|trolley|cot|crib|cradle|playground|nursery|pushchair', weight: 2.5, note: 'a child gone missing' },
    { match: 'called herself @poss mother|mum|mom|mama, called himself @poss father|dad|papa', weight: 1.5, note: 'a child raised by someone not its parent: a hint' },
    { match: 'send|sending|sent @obj home|back in pieces, start|begin sending @obj|you back', weight: 2.5, note: "a captor's threat" },
    { match: 'chained|cuffed|handcuffed|strapped to a|the radiator|pipe|pipes|bedframe|chair, zip tied to a|the radiator|pipe|pipes|bedframe|chair', weight: 2 },
    { match: 'the only way in or out, never seen a door that, never been allowed outside|out|beyond, nobody knew where she|he|i|we|they was|were, no one knew where she|he|i|we|they was|were', weight: 1, note: 'kept where no one finds them: a hint' },
    { match: 'kidnap|kidnapped|kidnapping|kidnapper|kidnappers|kidnaps|kidnappings', weight: 4 },
    { match: 'abduct|abducted|abduction|abductor|abductors|abducting|abductions', weight: 4 },
    { match: 'hostage|hostages', weight: 1.5, note: 'banter often holds someone hostage: the deed is "held @obj hostage"' },
    { match: 'taken|took|held|hold|holding @obj hostage|captive|prisoner', weight: 4 },
    { match: 'take|takes|taking|took|taken hostage|captive, took|taken * hostage|captive', weight: 3, note: '"take hostage the priest\'s daughter", "took Sam hostage"' },
    { match: 'take|takes|taking|took|taken the|a|an|two|three|some|our|your|their * hostage|captive', weight: 3, note: '"took the harbourmaster hostage": a determiner and a noun between' },
    { match: 'been|was|were|got|being snatched', weight: 2.5, unless: ['purse', 'bag', 'handbag', 'wallet', 'phone', 'necklace', 'keys', 'food', 'sandwich', 'ball', 'hat', 'sweets', 'snack', 'cookie', 'chips', 'fries', 'book', 'seat', 'victory', 'defeat', 'win'], note: 'someone taken, told in the passive' },
    { match: 'been|was|were|being carried|dragged|hauled off|away', weight: 1.5 },
    { match: 'had|have|has been captured, was|were captured, got captured', weight: 2, unless: CAPTURE_SENSE },
    { match: 'held captive, captivity|captor|captors', weight: 3, unless: PUZZLE_SENSE },
    { match: 'captive|captives', weight: 2 },
    { match: 'ransom|ransomed', weight: 1.5, note: 'a plan or a joke ("steal it and hold it for ransom") as often as a captive: needs company' },
    { match: 'been held, being held, was held, were held, held prisoner, being taken, been taken', weight: 1.5 },
    { match: 'restrained|restraints, zip ties', weight: 1 },
    { match: 'held|holding|kept @obj against @poss will', weight: 4 },
    { match: 'against @poss will', weight: 2, unless: ['eyes', 'eyelids', 'blinked', 'blinking', 'yawned', 'yawn', 'smile', 'smiled', 'smiling', 'grin', 'grinned', 'laugh', 'laughed', 'laughing', 'tears', 'sleep', 'body', 'lips', 'mouth', 'shivered', 'flinched', 'blushed', 'heart'], note: 'what a body does against its will (a blink, a smile, sleep) is involuntary, not captivity' },
    { match: 'bound and gagged, gagged|blindfolded', weight: 2 },
    { match: 'tied up, tied to a chair, zip tied, duct taped', weight: 1.5, unless: ['work', 'meeting', 'meetings', 'busy', 'traffic', 'phone'] },
    { match: 'chained|shackled|shackles|manacled', weight: 1.5 },
    { match: 'prisoner|prisoners', weight: 1, note: 'a prisoner of war, a prison inmate, a figure: needs company' },
    { match: 'imprisoned|imprisonment, locked up|away', weight: 1, note: 'a prison sentence as often as a captive' },
    { match: 'trafficked|trafficking|traffickers', weight: 3, unless: ['drug', 'drugs', 'arms', 'weapons'] },
    { match: 'went|gone missing, missing person|persons', weight: 2 },
    { match: 'snatched me|him|her|them|us|you, stolen|spirited away', weight: 1.5 },
    { match: 'bundled|shoved|dragged|thrown|forced into a|the van|car|trunk, bundled|shoved|dragged|threw|forced @obj into a|the van|car|trunk', weight: 2 },
    { match: 'chloroform|chloroformed|drugged', weight: 2 },
    { match: 'locked|lock @obj in|up|away', weight: 1.5 },
    { match: 'captured|capture|capturing', weight: 1, unless: CAPTURE_SENSE, note: 'taken by force; not a photo, a moment or a kiss' },
    { match: 'since|after|before|during @poss capture|captivity|abduction|kidnapping', weight: 3 },
    { match: 'held|kept|trapped in this|that|the cell|room|basement|cellar|place, held|kept|trapped @obj in this|that|the cell|room|basement|cellar|place', weight: 1.5 },
    { match: 'grabbed|dragged|seized @obj', weight: 0.5 },
    { match: 'escape|escaped|escaping|rescue|rescued|released', weight: 0.5 },
    { match: 'cell|basement|dungeon|cage|caged', weight: 0.5 },
    // Taken: off the street, into a vehicle, a hood over the head, a drugged cloth.
    { match: 'snatched|grabbed|taken|abducted|lifted @obj off|from the street|playground|park|pavement|swings|garden|cot|crib|bed, snatched|grabbed|taken|abducted|lifted @obj off|from the car park|school gates', weight: 2.5 },
    { match: 'white|unmarked|windowless|black van|vans|car|suv', weight: 1, note: 'the vehicle of a thousand abductions: only a hint' },
    { match: 'van|car pulled|pulling|sped|speeding|screeched away|off, side|sliding door slid|sliding|slammed shut, door sliding shut, tyres|tires screeched|screeching away', weight: 1, note: 'a getaway' },
    { match: 'pulled|dragged|hauled|bundled @obj into a|the van|car|truck, into the back of a|the van|car|truck', weight: 1.5 },
    { match: 'bag|hood|sack|pillowcase over @poss head, pulled|yanked|shoved a|the bag|hood|sack over @poss head', weight: 2.5 },
    { match: '@poss wrists|hands|ankles were|are tied|bound|taped|cuffed, @poss wrists|hands|ankles had been tied|bound|taped|cuffed, tied|bound|taped|cuffed @poss wrists|hands|ankles, wrists|hands tied|bound|taped behind @poss back, tape over @poss mouth', weight: 2 },
    { match: 'in the trunk|boot of a|the car, locked in the trunk|boot, woke|came to in the dark|trunk|boot, came to in a|an strange|unfamiliar room', weight: 1.5 },
    { match: 'cloth|rag|handkerchief over|against @poss mouth|face|nose, sweet smelling cloth|rag, tranquilliser|tranquilizer|tranquillizer|tranquiliser|tranq dart|darts, dart in @poss neck, needle|syringe in @poss neck, jab in @poss neck', weight: 2.5 },
    { match: 'sedated|tranquillised|tranquilized|sedative|sedatives|tranquilliser|tranquilizer|tranquillizer|tranquiliser, knocked out', weight: 0.5 },
    // Kept: locks outside, no handle inside, a hatch for food, days counted on the wall.
    { match: 'locks|bolts on the outside, locked from the outside, no handle on @poss|the|this side|inside, door had no handle, hatch in|at the bottom of the door, tray slid|pushed through, through the hatch', weight: 2 },
    { match: 'counted the days, marks|scratches|scratch on the wall|plaster, tally marks on the wall|plaster, boarded|painted up|over window|windows, window had been painted|boarded over', weight: 1 },
    { match: 'let me go, let @obj go, where am i, where are you taking me, who are you people, what do you want with me|us, please let', weight: 1 },
    { match: 'where is my|our daughter|son|child|baby|wife|husband, give me back my|our daughter|son|child|baby', weight: 1.5 },
    // Ransom calls and their rules.
    { match: 'ransom note|demand|demands|call|money|drop, we have your|@poss daughter|son|wife|husband|child|kid|baby|boy|girl, ever want to see @obj again, ever want to see your|@poss daughter|son|wife|husband|child|kid again', weight: 4 },
    { match: "don't|dont call|contact|tell|telephone the police|cops|anyone|anybody, do not call|contact|tell|telephone the police|cops|anyone|anybody, no police, tell no one, we're watching your house, we are watching your house, we know where you live", weight: 1.5 },
    { match: 'your daughter|son|wife|husband|child|kid|boy|girl is fine|safe|alive|unharmed, @subj will stay fine|safe|alive if', weight: 1.5 },
    // Missing people searched for.
    { match: 'missing since, amber alert, missing child|children|girl|boy|teenager|poster|posters, missing persons appeal, have you seen this child|girl|boy, disappeared without a trace, vanished without a trace', weight: 2 },
    // Taken into forced service or by other folk.
    { match: 'press gang|ganged|gangs, pressganged, shanghaied, sold into slavery|servitude, taken by slavers|raiders|pirates|bandits|faeries|fairies, taken by the fae|fairies, slavers took', weight: 3 },
    { match: 'snatched|taken|seized|abducted|stolen|carried off from @poss|the|their home|homes|village|villages|colony|bed|beds|bunk|bunks|cradle|crib|street|streets, snatched|taken|seized|abducted|stolen from @poss|the|their * home|homes|village|villages|colony|colonies|town|towns', weight: 2.5, note: 'people taken from where they lived or slept' },
    { match: "sold as a|slaves|slave, sold into bondage, slave auction|auctions|market|markets|ship|ships|pens, slaver|slavers|slaver's ship|ships|ship's|hold|wagon|wagons", weight: 2.5, note: 'people taken to be sold' },
    { match: 'a hand clamped|pressed|slapped|closed over @poss mouth, a gloved|rough|large hand clamped|pressed|slapped|closed over @poss mouth, grabbed|seized|snatched @obj from behind', weight: 2, note: 'seized from behind, silenced by someone else\'s hand (not her own hands over her mouth in shock)' },
    { match: 'wrists|ankles zip tied|tied|bound|taped|cuffed|chained, woke|woken|waking on a|the concrete|cold|dirt|stone floor, came to on a|the concrete|cold|dirt|stone floor, no idea how long @subj had been there', weight: 1.5 },
    { match: 'get|see your|their|@poss daughter|son|child|kid|wife|husband|boy|girl back when|if|once, the money was|is left|dropped under|at|in, leave the money', weight: 2, note: 'the terms of a ransom' },
    { match: 'mum|mom|dad|mother|father had sent him|her|them|me|you', weight: 0.5, note: 'the lure a stranger tells; alone an errand' },
    { match: "your mum|mom|dad|mother|father sent me, got|get into a stranger's car, got|get into the|a car with a|the stranger, lured @obj into|away, stranger at|outside the school gate|gates|playground", weight: 1.5, note: 'a child lured away' },
    { match: 'changeling|changelings, stolen away, stole|took @poss baby|son|daughter|child|children, stolen child|children|baby', weight: 2.5 },
    // A hostage-taking: a gun to a head, everyone on the floor, a negotiator.
    { match: 'gunman|gunmen|hostage taker|takers, hostage negotiator|negotiators|situation|crisis, police negotiator', weight: 2 },
    { match: 'everybody|everyone on the floor, nobody leaves, nobody moves, pistol|gun against|to @poss temple|head', weight: 1 },
  ],
  ignore: ["i'm|im|we're kidnapping|abducting|stealing you",
    // Things "taken hostage" by a toddler or a friend (seventh pass).
    'my phone|remote|keys|laptop|charger|coat|shoes|snacks hostage', 'your phone|remote|keys|laptop|charger|coat|shoes|snacks hostage', 'his phone|remote|keys|laptop|charger|coat|shoes|snacks hostage', 'her phone|remote|keys|laptop|charger|coat|shoes|snacks hostage', 'the phone|remote|keys|laptop|charger|coat|shoes|snacks hostage', 'kidnapping you for|to', 'hostage to a|an|the|that|this|my|your|his|her|fortune', 'kidnapped you for', 'captive audience', 'missing persons unit', 'held hostage by a|an|the|my|his|her|our toddler|baby|cat|dog|kid|kids|puppy|boss|deadline|meeting|cold|hangover|printer|weather|traffic|homework', 'held hostage by a|an * year old', 'hostage to fortune', 'held captive by a book', 'prisoner of love', 'took my breath', 'stole my heart', 'stole @poss heart'],
  frames: ['biscuit', 'biscuits', 'cookie', 'cookies', 'toddler', 'brunch', 'pancakes', 'milkshakes', 'sleepover', 'tagged', 'jailbreak', 'surprise', 'birthday', 'anniversary', 'prank', 'pranked', 'pranks', 'party', 'hen', 'stag', 'bachelor', 'bachelorette', 'riddle', 'riddles', 'puzzle', 'puzzles', 'roleplay', 'croissants', 'cake', 'balloons',
    // A birthday named by its number: 'Happy fortieth!'
    'eighteenth', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth'],
};
