/**
 * Word groups usable in any lexicon phrase as @name, beside the pronoun groups of phrase.ts:
 * one list of animals serves "kicked the @animal" and "@animal whimpered", so that a story about a
 * goat or a ferret is read like one about a dog. Lower-case, one word each, plural forms included
 * (the matcher does not stem).
 */
export const WORD_GROUPS: Record<string, string[]> = {
  animal: [
    'animal', 'animals', 'dog', 'dogs', 'puppy', 'puppies', 'pup', 'pups', 'hound', 'hounds', 'cat', 'cats', 'kitten', 'kittens',
    'kitty', 'horse', 'horses', 'pony', 'ponies', 'foal', 'mare', 'stallion', 'bird', 'birds', 'chick', 'chicks', 'hen', 'hens',
    'chicken', 'chickens', 'rabbit', 'rabbits', 'bunny', 'bunnies', 'hare', 'pet', 'pets', 'hamster', 'hamsters', 'mouse', 'mice',
    'rat', 'rats', 'squirrel', 'squirrels', 'deer', 'doe', 'fawn', 'stag', 'fox', 'foxes', 'cow', 'cows', 'calf', 'calves', 'bull',
    'pig', 'pigs', 'piglet', 'lamb', 'lambs', 'sheep', 'goat', 'goats', 'owl', 'owls', 'crow', 'crows', 'raven', 'ravens',
    'duck', 'ducks', 'goose', 'geese', 'swan', 'sparrow', 'pigeon', 'pigeons', 'wolf', 'wolves', 'bear', 'bears', 'cub', 'cubs',
    'ferret', 'ferrets', 'turtle', 'tortoise', 'frog', 'frogs', 'toad', 'snake', 'snakes', 'lizard', 'fish', 'goldfish', 'dolphin',
    'whale', 'seal', 'otter', 'badger', 'hedgehog', 'raccoon', 'possum', 'mule', 'donkey', 'ox', 'oxen', 'creature', 'creatures',
    'dragon', 'dragons', 'hippogriff', 'unicorn', 'critter', 'beast', 'beasts', 'stray', 'strays', 'parrot', 'budgie',
    // Breeds, young, wild and farm animals, as stories name them ("the terrier", "the vixen", "the buck").
    'terrier', 'terriers', 'spaniel', 'spaniels', 'collie', 'collies', 'labrador', 'retriever', 'greyhound', 'greyhounds', 'mutt',
    'mutts', 'poodle', 'husky', 'huskies', 'pitbull', 'pitbulls', 'tomcat', 'tabby', 'moggy', 'vixen',
    'buck', 'bucks', 'elk', 'moose', 'boar', 'boars', 'hog', 'hogs', 'sow', 'ewe', 'ewes', 'ram', 'rams', 'heifer', 'steer',
    'bullock', 'bulls', 'cattle', 'livestock', 'colt', 'filly', 'mares', 'gelding', 'stallions', 'donkeys', 'mules',
    'monkey', 'monkeys', 'chimp', 'chimps', 'chimpanzee', 'ape', 'apes', 'gorilla', 'elephant', 'elephants', 'lion', 'lions',
    'lioness', 'tiger', 'tigers', 'leopard', 'cheetah', 'giraffe', 'rhino', 'hippo', 'zebra', 'gazelle', 'antelope', 'camel',
    'hawk', 'hawks', 'eagle', 'eagles', 'robins', 'finch', 'wren', 'blackbird', 'starling', 'songbird',
    'songbirds', 'seabird', 'seabirds', 'gull', 'gulls', 'puffin', 'puffins', 'pheasant', 'pheasants', 'grouse', 'partridge',
    'peacock', 'canary', 'kestrel', 'magpie', 'jackdaw', 'heron', 'stork', 'penguin', 'penguins', 'rooster', 'cockerel', 'ducklings',
    'duckling', 'rodent', 'rodents', 'gerbil', 'guinea', 'chinchilla', 'vole', 'weasel', 'stoat',
    'beaver', 'lynx', 'cougar', 'coyote', 'jackal', 'hyena', 'octopus', 'shark', 'sharks',
    'koi', 'wildlife', 'guillemot', 'guillemots', 'cormorant', 'cormorants', 'albatross', 'buzzard', 'vulture', 'budgies', 'parrots', 'canaries', 'piglets', 'foals', 'fawns', 'owlet',
    'hippogriffs', 'thestral', 'thestrals', 'kneazle', 'direwolf', 'direwolves', 'warg', 'wargs', 'pegasus', 'griffin', 'griffins',
  ],
};
