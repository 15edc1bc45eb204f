import type { Lexicon } from '../lexicon-types';

/** Animals that readers most often need warning about. */
const ANIMALS = 'dog|dogs|puppy|puppies|cat|cats|kitten|kittens|horse|horses|pony|bird|birds|rabbit|rabbits|bunny|pet|pets|hamster|animal|animals|deer|fox|cow|pig|lamb';

/** Animals hurt, killed or dying. */
export const animalHarm: Lexicon = {
  category: 'animal-harm',
  entries: [
    { match: `killed|kicked|shot|drowned|poisoned|beat|tortured|stabbed|strangled|skinned|butchered|hurt|kill|kills|killing|abused|starved the|a|@poss ${ANIMALS}`, weight: 3 },
    { match: `ran|run over the|a|@poss ${ANIMALS}`, weight: 3 },
    { match: `dead|dying|injured|wounded ${ANIMALS}`, weight: 3 },
    { match: `${ANIMALS} died|dies, ${ANIMALS} was|is|got killed|dead, ${ANIMALS} was put down`, weight: 3 },
    { match: 'animal cruelty|abuse|testing', weight: 4 },
    { match: 'put @obj down, put to sleep', weight: 1.5, needs: ANIMALS.split('|').concat(['vet']) },
    { match: 'euthanized|euthanised|euthanize|euthanise', weight: 3 },
    { match: 'roadkill|carcass|carcasses|slaughterhouse', weight: 2 },
    { match: 'whimpered|yelped|yelping', weight: 1, needs: ANIMALS.split('|') },
  ],
  ignore: ['dead horse', 'hot dog', 'hot dogs', 'dog tired', 'sick as a dog', 'cat got your tongue', 'curiosity killed the cat', 'kill two birds', 'skin a cat', 'dead cat bounce'],
};
