import type { Lexicon } from '../lexicon-types';
import { WORD_GROUPS } from './groups';

/** Animal nouns, for `needs`: a whimper or a chain is an animal's only when an animal is named nearby (`scope: 'scene'`: anywhere in the scene). */
const ANIMAL_WORDS = WORD_GROUPS.animal;

/** Acts that hurt or kill, in the forms stories use them ("kicked the dog", "the dog was kicked"). */
const HARMED =
  'killed|kicked|shot|drowned|poisoned|beat|beaten|tortured|tormented|stabbed|strangled|skinned|butchered|hurt|abused|starved|gutted|' +
  'slaughtered|maimed|mutilated|speared|snared|hanged|hung|burned|burnt|electrocuted|crushed|whipped|flogged|clubbed|bludgeoned|' +
  'culled|vivisected|skewered|impaled|pinned|throttled|choked|trampled|stamped|stomped|mauled|neglected|abandoned|dumped|shooting|' +
  'killing|kicking|drowning|poisoning|beating|torturing|stabbing|strangling|skinning|gutting|slaughtering|burning|whipping|hitting|' +
  'hit|punched|slapped|smacked|struck|battered|lashed|wounded|injured|mangled|dismembered|disembowelled|disemboweled|decapitated|' +
  'beheaded|eviscerated|slit|tore|ripped|chained';

/**
 * Words that say the story's wolves are people: werewolves, shifters, the alphas and omegas of
 * omegaverse. In such a story a wolf bleeding, a pack hunted or a pup hurt is a person hurt (the
 * other categories read it), not an animal.
 */
export const SHIFTER_WORDS = [
  'werewolf', 'werewolves', 'lycanthrope', 'lycanthropes', 'lycanthropy', 'shifter', 'shifters', 'shapeshifter', 'shapeshifters',
  'skinwalker', 'skinwalkers', 'werecat', 'werecats', 'werebear', 'werebears', 'weres', 'lycan', 'lycans', 'omegaverse', 'omega', 'omegas',
];
/**
 * The words such a story uses for its people and what is done to them ("the wolf", "his pack's
 * pups", "the hunters"): in a story that names shifters anywhere, an animal-harm reading of them
 * counts for nothing, wherever it is (the frames above only reach the lines around the name).
 */
export const SHIFTER_STORY_WORDS = [
  'wolf', 'wolves', 'pup', 'pups', 'puppy', 'puppies', 'cub', 'cubs', 'beast', 'beasts', 'creature', 'creatures',
  'hunt', 'hunting', 'hunter', 'hunters', 'huntsman',
];

/** A determiner before the animal: "the", "a", "his", "Kurt's", "that". */
const DET = 'the|a|an|@poss|that|this|those|these|some|every|two|three|its';

/** Animals hurt, killed, neglected or dying. */
export const animalHarm: Lexicon = {
  category: 'animal-harm',
  entries: [
    // A hunted or abandoned animal (seventh pass, second batch).
    { match: 'worrying at it|the carcass, torn|ripped open from, cut off the|its brush|tail|ears|paws|antlers|tusks|horns', weight: 1.5, scope: 'scene' },
    { match: 'taped|sealed|tied the|a box|bag|sack shut, left|dumped|abandoned beside|by|in the bins|bin|roadside|ditch|skip, barely moving|breathing', weight: 1.5, scope: 'scene', note: 'animals dumped to die' },
    // An animal killed or kept cruelly, in a scene that names an animal (seventh pass, from scenes written apart).
    { match: 'sacrificed|sacrificing|sacrifice|slaughtered|slaughtering the|a|an|@poss @animal, sacrificed|slaughtered a|an|the|@poss * @animal, @animal was|were sacrificed', weight: 3, note: 'an animal offered or slaughtered ("sacrificed her weekend", a chess piece: no animal, no harm)' },
    { match: 'on the altar, slit|cut @poss|its|the throat', weight: 1.5, scope: 'scene', note: 'an offering or a throat cut, with an animal in the scene' },
    { match: 'bleating|barking|whimpering|mewling|squealing|squawking|yelping|whining stopped, stopped bleating|barking|whimpering|mewling|squealing|yelping|whining', weight: 1.5, scope: 'scene', note: "an animal's cry cut off" },
    { match: 'scars|welts|weals along|on|across @poss|its|the flank|flanks|back|withers|muzzle|hide|rump, could count @poss|its ribs, could see @poss|its ribs, not been fed in|for days|weeks, had not been fed, hadn\'t been fed, wings bound|clipped|tied|wired, pried|plucked|torn|ripped out', weight: 1.5, scope: 'scene', note: 'the marks of old cruelty or neglect on an animal' },
    { match: '@animal', weight: 0, topic: true, note: "an animal in the scene: what the 'scene' entries below need" },
    // Someone does it to an animal, with or without one adjective: "kicked the (little) dog", "shot two deer".
    { match: `${HARMED} ${DET} @animal, ${HARMED} ${DET} * @animal`, weight: 3 },
    { match: `${HARMED} @animal`, weight: 2, note: 'bare plural ("drowned kittens"), less sure than with a determiner' },
    { match: 'ran|run|running over the|a|@poss @animal, hit|killed by a car|truck|train', weight: 2.5, scope: 'scene' },
    // The animal undergoes it: "the dog was kicked", "the deer had been shot".
    { match: `@animal was|were|got|lay|lies|lying ${HARMED}|eaten|devoured|torn, @animal had|has been ${HARMED}|eaten|devoured|torn`, weight: 3 },
    { match: `@animal was|were|lay|lies|lying dead|dying|limp|lifeless|motionless|twitching|bleeding|mangled|broken`, weight: 3 },
    { match: '@animal eaten|devoured|mauled|skinned|burned|burnt|buried alive, @animal eaten|devoured|mauled|savaged|torn apart by', weight: 3, note: '"cows eaten alive by giant spiders"; "eaten alive" alone is mosquitoes' },
    { match: `@animal was|were|lay|lies|lying * dead|dying|lifeless|bleeding|mangled`, weight: 2.5, note: 'with an adverb: "were already dead"' },
    { match: '@animal died|dies|dying|bled|bleeding|limped|limping|whimpered|whimpering|yelped|yelping|cowered|cowering|convulsed', weight: 1.5 },
    { match: 'dead|dying|injured|wounded|maimed|mangled|bloodied|bleeding|starving|starved|emaciated|skeletal|mistreated|neglected|abused|battered|mutilated|lame|limping|drowned|poisoned|skinned|gutted @animal, half dead @animal', weight: 3 },
    { match: 'dead|dying|injured|wounded|starving|emaciated|abused|neglected|mangled|limping * @animal', weight: 2.5 },
    { match: '@animal carcass|carcasses|corpse|corpses|body|bodies|skull|skulls|pelt|pelts|hide|hides|remains|bones|head|heads, body|bodies|corpse|carcass|remains of the|a @animal', weight: 2 },
    { match: '@animal was|were put down, put @obj down, put to sleep, have @obj put down', weight: 1.5, needs: ANIMAL_WORDS.concat(['vet', 'vets']) },
    { match: 'euthanized|euthanised|euthanize|euthanise|euthanasia', weight: 2.5, note: 'almost always a pet in fiction' },
    {
      match: "stiff|lifeless|motionless|limp, cold and still|stiff, stiff and cold, didn't|didnt|never|wouldn't|wouldnt get up, stopped breathing, wasn't|wasnt breathing, poisoned|poison, pelts|skins|trophies|antlers, mounted on the wall, arrow|bullet hole|wound, arrowhole, whimpering|yelping, chained up, on a chain, no water, starving|skinny|emaciated, bones showing, not moving, stopped moving|yelping|whimpering|breathing, in a sack|bag, tied in a sack|bag",
      weight: 1,
      scope: 'scene',
      note: 'death, hurt or neglect in a scene that names an animal: the animal may be named a line away',
    },
    {
      match: 'throwing|threw|throw|thrown|pelting|pelted stones|rocks|bricks at, tied|tying the|a @animal to',
      weight: 2,
      scope: 'scene',
      note: 'stones thrown at, or an animal tied up, in a scene that names one: "tied the puppy to the fence and were throwing stones at it"',
    },
    // Cruelty that is named, or that only exists to hurt animals.
    { match: 'animal cruelty|abuse|abuser|neglect|testing|experiments|experimentation|sacrifice, cruelty to animals, vivisection, lab animals', weight: 4 },
    { match: 'dogfighting, dog fighting, dog fights, dog fighting|fight ring|rings|pit|pits, fighting dogs|pit|ring, bait dog|dogs, puppy mill|mills|farm|farms, cockfight|cockfighting|cockfights, bear|badger baiting, bullfight|bullfights|bullfighting|bullring', weight: 3 },
    { match: 'matador|matadors|picador|picadors|banderilla|banderillas|toreador', weight: 2 },
    { match: 'poacher|poachers|poaching, trophy hunting|hunter|hunters, ivory trade', weight: 2 },
    { match: 'snare|snares|snared|leghold, gin|bear|steel|jaw|jaws trap|traps, caught in a|the trap|snare|wire', weight: 1.5 },
    { match: 'antifreeze, rat poison, poisoned bait|meat', weight: 1 },
    { match: 'oil spill, oil slick, covered|slicked|coated in oil', weight: 1.5 },
    { match: 'taxidermy, stuffed and mounted, mounted heads|head, hunting trophies', weight: 1 },
    { match: 'roadkill|carcass|carcasses|slaughterhouse|abattoir', weight: 1.5 },
    { match: 'whimpered|whimpering|yelped|yelping|whined|whining|cowered|cowering|limped|limping', weight: 1, needs: ANIMAL_WORDS },
    { match: 'kicked|hit|beat|struck|threw|hurled|flung|drowned|shot|strangled|choked|twisted|wrung it|her|him, stamped|stomped on it|her|him', weight: 1.5, needs: ANIMAL_WORDS },
    { match: 'hip bones, skin and bones, open sores, ribs|sores|mange|mangy|matted|fleas|scars|scar|starving|emaciated|neglected|bleeding|wounded|injured, too weak', weight: 1, scope: 'scene', unless: ['rack', 'racks', 'smoked', 'barbecue', 'bbq', 'grilled', 'roast', 'roasted', 'glazed', 'sauce', 'marinated', 'spare', 'short', 'braised', 'thighs', 'wings'], note: 'a body that shows the harm; not the ribs on a barbecue' },
    { match: 'cage|cages|caged|chain|chained|tethered|kennel|crate|muzzled', weight: 0.5, scope: 'scene', note: 'kept, only a hint' },
    { match: 'shaking|trembling|panting|flinched|cowered|cowering|whining, wet herself|himself|itself, tail clamped|tucked', weight: 1, needs: ANIMAL_WORDS, scope: 'sentence', note: 'an animal afraid or in pain' },
    {
      match: "wouldn't|wouldnt|won't|wont go near men|people|anyone|strangers|hands, would not go near men|people|anyone|strangers|hands, flinched|cowered|cringed|dived|bolted when|whenever|if * raised|lifted|picked up, shy of hands|men, wet herself|himself|itself",
      weight: 1,
      scope: 'scene',
      note: 'an animal afraid of people, as a hurt one is, in a scene that names an animal',
    },
    { match: 'whimper|yelp|squeal|howl of pain, blood trail, trail of blood, wounded animal', weight: 1 },
    { match: 'vet|vets|veterinarian|veterinary|rspca|aspca|sspca, animal control|welfare|rescue|sanctuary, wildlife hospital|rescue|rehabilitator, rescue centre|center|shelter', weight: 0.5, note: 'where hurt animals are taken; only a hint' },
    { match: 'hunt|hunting|hunter|hunters|huntsman, first hunt', weight: 0.5 },
    { match: 'shot went wide|low, wounded and ran, didn\'t|didnt drop, blood|bloody|red|smeared trail', weight: 1, note: 'a hunt that goes wrong: the animal runs wounded' },
    { match: 'back|hind legs useless|broken|shattered|limp, wing|wings broken|bent|twisted|half open, neck|head at an angle, head turned at an angle', weight: 1, needs: ANIMAL_WORDS.concat(['wing', 'wings', 'paw', 'paws', 'hooves', 'feathers', 'fur', 'tail']) },
    { match: 'electrodes|electrode|voltage|restraint|specimen|specimens|laboratory|lab|experiment|experiments|cages|vivisection', weight: 1, scope: 'scene', note: 'an animal in a lab' },
    { match: 'stiff and cold, cold and stiff, foam at|dried at * mouth, foam|froth|frothing at the mouth, collar|collars had grown into, grown into the skin|flesh, water|food bowl * dry|empty|tipped, bowl tipped over and dry, in pain|agony', weight: 1, needs: ANIMAL_WORDS.concat(['bowl', 'collar', 'collars', 'fur', 'paw', 'paws']) },
    { match: '@animal grave|graves, buried|bury|burying|dug a grave for the|@poss @animal, in a shoebox', weight: 1.5 },
    { match: 'yelp|yelped and then nothing|silence, yelp cut off', weight: 1.5 },
    { match: 'pelts|pelt|hides stretched, trophy heads|room, stuffed heads, mounted heads', weight: 1 },
    { match: 'screens went up|going up around the @animal|horse, didn\'t|didnt get up, never got up', weight: 1, needs: ANIMAL_WORDS.concat(['fence', 'jockey', 'race', 'track', 'field']) },
  ],
  ignore: [
    'dead horse', 'hot dog', 'hot dogs', 'dog tired', 'sick as a dog', 'cat got your tongue', 'curiosity killed the cat', 'kill two birds', 'skin a cat',
    'dead cat bounce', 'dog eat dog', 'raining cats and dogs', 'let the cat out', 'wild goose chase', 'cooked @poss goose', 'goose is cooked',
    'cold turkey', 'dead duck', 'sitting duck', 'lame duck', 'beat a dead', 'flogging a dead', 'flog a dead', 'beating a dead', 'elephant in the room',
    'red herring', 'chicken out', 'chickened out', 'chicken wings', 'chicken thighs', 'chicken breast', 'pigs might fly', 'when pigs fly',
    'bull in a china shop', 'took the bull', 'take the bull', 'bullring shopping', 'fish out of water', 'busy as a bee', 'bear hug', 'bear with',
    'hair of the dog', 'shooting fish in a barrel', 'like shooting fish', 'like a slaughterhouse', 'like an abattoir', 'teddy bear', 'stuffed animal', 'stuffed animals', 'gummy bears', 'monkey business', 'monkey wrench', 'crying wolf', 'cried wolf',
    'bulls eye', "bull's eye", 'lone wolf', 'wolf whistle', 'wolfed down', 'paper tiger', 'dark horse', 'horse around', 'horsing around', 'straight from the horse',
  ],
  frames: ['recipe', 'recipes', 'marinade', 'marinated', 'barbecue', 'bbq', 'fillet', 'fillets', 'roasting', 'oven', 'chef', 'menu', 'plush', 'toy', 'toys', 'videogame', 'ballet', 'costume', 'mascot', 'taxidermist',
    // Werewolves and shifters are people: their wolves, their hunters and their wounds are the violence's, not an animal's.
    ...SHIFTER_WORDS],
};
