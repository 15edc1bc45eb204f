/**
 * Ready-made personal warnings: one click adds a copy the reader can then change. Data, for people
 * who are not programmers: each word finds its family ("needle" finds "needles"); a word in double
 * quotes finds only that form; `except` holds phrases that look like it but are not (figures of
 * speech, other senses), matched exactly. Written for how fan fiction says these things, and
 * tested with explicit, figurative and neutral sentences in starting-points.test.ts.
 *
 * The engine's own figures of speech ("drowning in paperwork", "died laughing") apply too.
 */

export interface StartingPoint {
  /** Stable key, also the id's slug once added. */
  key: string;
  name: string;
  /** One line for the reader: what it catches and what it leaves alone. */
  about: string;
  words: string[];
  except: string[];
}

const PRONOUNS = ['him', 'her', 'them', 'me', 'you'];
const POSSESSIVES = ['his', 'her', 'their', 'my', 'your'];
/** "stalked him", "stalked her", ...: a verb only in its sense that takes a person. */
const withPeople = (verbs: string[]): string[] => verbs.flatMap((v) => PRONOUNS.map((p) => `${v} ${p}`));
/** "threw up his hands", "threw up her hands", ...: one phrase for each possessive. */
const withPossessives = (template: string): string[] => POSSESSIVES.map((p) => template.replace('POSS', p));

export const STARTING_POINTS: readonly StartingPoint[] = [
  {
    key: 'vomiting',
    name: 'Vomiting',
    about: 'Vomiting and retching; not hands thrown up or barriers thrown up.',
    words: ['vomit', 'throw up', 'threw up', 'puke', 'barf', 'retch', 'dry heave', 'upchuck', 'emesis', 'sick into the', 'sick all over', 'bile rose', ...withPossessives('emptied POSS stomach')],
    except: [
      ...['threw', 'throw', 'throws', 'throwing'].flatMap((v) => [...withPossessives(`${v} up POSS hands`), ...withPossessives(`${v} up POSS arms`)]),
      'threw up a hand', 'threw up an arm', 'threw up a shield', 'threw up a barrier', 'threw up a wall', 'throw up a shield', 'throw up a barrier',
    ],
  },
  {
    key: 'needles',
    name: 'Needles and injections',
    about: 'Needles, syringes, injections, IVs and blood draws; not sewing, knitting or pine needles, or needling someone.',
    words: ['needle', 'syringe', 'injection', 'inject', 'hypodermic', 'IV line', 'IV drip', 'cannula', 'epipen', 'blood draw', 'draw blood', 'drew blood', 'flu shot', 'booster shot', 'insulin shot', 'lumbar puncture', 'suture'],
    except: [
      'needled', 'needling', 'needle in a haystack', 'sewing needle', 'knitting needle', 'knitting needles', 'pine needle', 'pine needles',
      'needle and thread', 'compass needle', 'record needle', 'speedometer needle', 'the needle on the gauge',
      'inject some', 'injected some', 'injecting some', 'injected new life', 'injection of cash', 'injection of funds',
    ],
  },
  {
    key: 'spiders-insects',
    name: 'Spiders and insects',
    about: 'Spiders, cobwebs and crawling insects; not Spider-Man, spider plants or figures of speech.',
    words: [
      'spider', 'tarantula', 'arachnid', 'spiderweb', 'spider web', 'cobweb', 'insect', 'cockroach', 'maggot', 'wasp', 'hornet',
      'beetle', 'centipede', 'millipede', 'termite', 'larva', 'larvae', 'mosquito', 'mosquitoes', 'scorpion', 'louse', 'lice', 'flea', 'weevil',
      'earwig', 'silverfish', 'bees', 'bee sting', 'swarm of bees', 'fire ants', 'ants crawling', 'anthill', 'creepy crawly', 'creepy crawlies',
      'daddy long legs', 'bugs crawling',
    ],
    except: [
      'spider man', 'spider monkey', 'spider plant', 'spider solitaire', "hornet's nest", "hornets' nest", "bee's knees",
      ...withPossessives('ants in POSS pants'), 'spider sense',
    ],
  },
  {
    key: 'drowning',
    name: 'Drowning',
    about: 'Drowning and being held under water; not drowning in work, grief or noise.',
    words: ['drown', 'nearly drowned', 'held underwater', ...PRONOUNS.map((p) => `held ${p} under`), 'held his head under', 'held her head under', 'pulled under', 'dragged under', 'water filled his lungs', 'water filled her lungs', 'water in his lungs', 'water in her lungs', 'waterboard', 'waterboarding', 'breathe underwater'],
    except: [
      'drowning in debt', 'drowning in grief', 'drowning in sorrow', 'drowning in guilt', 'drowning in love', 'drowning in emotion',
      'drowning in emails', 'drowning in assignments', 'drown out', 'drowns out', 'drowning out', 'drowned out',
      ...['drown', 'drowned', 'drowning'].flatMap((v) => withPossessives(`${v} POSS sorrows`)),
    ],
  },
  {
    key: 'fire-burns',
    name: 'Fire and burns',
    about: 'Fires, people burned, burn wounds and scars; not cheeks burning, burning questions or old flames.',
    words: [
      'house fire', 'caught fire', 'set fire', 'set on fire', 'set alight', 'engulfed in flames', 'burst into flames', 'went up in flames',
      'burning building', 'burning house', 'burned alive', 'burnt alive', 'burned to death', 'burnt to death', 'burn scar', 'burn wound',
      'burn marks', 'severe burns', 'degree burns', 'burn victim', 'burn unit', 'cigarette burn', 'charred', 'arson', 'arsonist', 'inferno',
      'wildfire', 'smoke inhalation', 'immolation', 'scalded', 'scalding water', 'blistered skin', '"flames"',
    ],
    except: ['fan the flames', 'fanned the flames', 'fanning the flames', 'fuel to the flames', "dante's inferno", 'old flame'],
  },
  {
    key: 'hospitals-medical',
    name: 'Hospitals and medical procedures',
    about: 'Hospitals, surgery, intensive care and procedures; not hospitality or "brain surgery" as a figure of speech.',
    words: [
      'hospital', 'hospitalized', 'hospitalised', 'emergency room', 'intensive care', 'ICU', 'surgery', 'surgeon', 'operating room',
      'operating table', 'operating theatre', 'anesthesia', 'anaesthesia', 'anesthetic', 'anaesthetic', 'ambulance', 'paramedic',
      'heart monitor', 'life support', 'ventilator', 'intubated', 'IV drip', 'x ray', 'MRI', 'CT scan', 'biopsy', 'chemo', 'chemotherapy',
      'defibrillator', 'flatlined', 'flatline', 'catheter', 'scalpel', 'gurney', 'stretcher', 'medical procedure',
    ],
    except: ['rocket surgery', 'brain surgery', 'hospital corners', 'stretcher bearer'],
  },
  {
    key: 'incest',
    name: 'Incest',
    about: 'Incest between relatives; mostly found in the author\u2019s tags and notes, as stories rarely name it.',
    words: ['incest', 'incestuous', 'twincest', 'wincest', 'sibling incest', 'inbreeding'],
    // A small world where everyone knows (or dated) everyone: "the art world is so incestuous".
    except: ['so incestuous', 'incestuous world', 'incestuous little world', 'incestuous industry', 'incestuous circle', 'incestuous circles', 'incestuous scene'],
  },
  {
    key: 'transphobia',
    name: 'Transphobia and misgendering',
    about: 'Transphobia, misgendering, deadnaming and slurs against trans people.',
    words: [
      'transphobia', 'transphobic', 'transphobe', 'misgender', 'misgendered', 'misgendering', 'deadname', 'deadnamed', 'deadnaming',
      'dead name', 'tranny', 'trannies', 'shemale', 'not a real woman', 'not a real man', 'biological male', 'biologically male',
      'biological female', 'biologically female', 'TERF', 'gender critical', 'trans panic',
    ],
    except: [],
  },
  {
    key: 'torture',
    name: 'Torture',
    about: 'Torture and its instruments; not "tortured souls" or a wait that was "torture".',
    words: ['torture', 'torturer', 'waterboarding', 'thumbscrews', 'flayed', 'flaying', 'branding iron', 'electric shocks', 'fingernails pulled', 'pulled out his fingernails', 'pulled out her fingernails', 'cruciatus', 'crucio', 'enhanced interrogation'],
    except: [
      'tortured soul', 'tortured souls', 'tortured artist', 'tortured expression', 'tortured look', 'tortured face', 'sweet torture', 'pure torture',
      'exquisite torture', 'absolute torture', 'torture to watch', 'torture to wait', 'it was torture', 'torturing himself', 'torturing herself',
      'torturing yourself', 'torturing myself', 'torture himself', 'torture herself', 'torture yourself', 'torture myself',
    ],
  },
  {
    key: 'stalking',
    name: 'Stalking',
    about: 'Being stalked, followed or watched; not someone who "stalked off" in a temper, or celery stalks.',
    words: [
      '"stalker"', '"stalkers"', 'being stalked', 'been stalking', 'was stalking', 'were stalking', ...withPeople(['stalked', 'stalking', 'stalks']),
      'cyberstalking', 'cyberstalker', 'restraining order', 'followed her home', 'followed him home', 'obsessive fan', 'obsessed fan',
    ],
    except: [],
  },
  {
    key: 'gaslighting',
    name: 'Gaslighting and manipulation',
    about: 'Gaslighting and emotional manipulation; not gaslights in the street or hands manipulating a lock.',
    words: [
      'gaslight', 'gaslit', 'gaslighter', 'manipulative', 'manipulator', 'emotional manipulation', 'emotionally manipulative',
      ...withPeople(['manipulated', 'manipulating', 'manipulates', 'manipulate']), 'guilt trip', 'guilt tripped', 'guilt tripping', 'love bombing',
      "you're imagining things", 'all in your head', 'that never happened', 'no one will believe you', 'nobody will believe you',
      "you're remembering it wrong", 'you made me do this', 'look what you made me do',
    ],
    except: ['gaslight era', 'by gaslight', 'gaslit street', 'gaslit streets', 'gaslit alley', 'gaslight flickered', 'gaslights flickered', 'gas lamp'],
  },
  {
    key: 'child-death',
    name: 'Child death',
    about: 'The death of a child or baby; not figures of speech such as "the kids died laughing".',
    words: [
      'child died', 'children died', 'baby died', 'son died', 'daughter died', 'kid died', 'toddler died', 'infant died',
      'dead child', 'dead children', 'dead baby', 'dead son', 'dead daughter', 'death of a child', 'death of his son', 'death of her son',
      'death of their son', 'death of his daughter', 'death of her daughter', 'death of their daughter', "child's death", "baby's death",
      "son's death", "daughter's death", "child's funeral", "child's coffin", 'small coffin', 'tiny coffin', "child's body", 'body of a child',
      'lost a child', 'losing a child', 'infanticide', 'filicide', 'crib death', 'cot death', '"SIDS"', 'infant death', 'child death',
      ...['killed', 'murdered'].flatMap((v) => [`${v} the child`, `${v} the baby`, ...withPossessives(`${v} POSS son`), ...withPossessives(`${v} POSS daughter`)]),
    ],
    // "My son died of embarrassment": a figure of speech the engine's own list does not hold.
    except: ['son', 'daughter', 'kid', 'child', 'baby'].flatMap((who) => [`${who} died of embarrassment`, `${who} nearly died of embarrassment`, `${who} died of shame`]),
  },
];
