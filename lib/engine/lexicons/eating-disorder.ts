import type { Lexicon } from '../lexicon-types';

/** Anorexia, bulimia, binging, purging and disordered eating. */
export const eatingDisorder: Lexicon = {
  category: 'eating-disorder',
  entries: [
    { match: 'anorexia|anorexic|bulimia|bulimic|arfid, eating disorder|disorders, disordered eating, pro ana', weight: 4 },
    { match: 'binge|binged|binging|bingeing', weight: 2, unless: ['watch', 'watched', 'watching', 'show', 'shows', 'series', 'netflix', 'season', 'seasons', 'episode', 'episodes', 'box', 'drinking', 'drink'] },
    { match: 'purge|purged|purging', weight: 2.5, unless: ['city', 'sins', 'files', 'data', 'memory', 'memories', 'cache', 'night', 'emails', 'inbox', 'wardrobe', 'closet', 'cupboard', 'cupboards', 'clothes', 'drawers', 'garage', 'junk', 'attic', 'loft'] },
    { match: 'made|make|making @self throw up|sick|vomit|puke', weight: 4 },
    { match: 'stuck|sticking @poss fingers down @poss throat', weight: 4 },
    { match: 'skipped|skipping|skip meals|dinner|lunch|breakfast', weight: 1 },
    { match: 'calories, calorie counting, counting calories', weight: 1.5 },
    { match: 'starving|starved|starve @self', weight: 4 },
    { match: 'refused|refusing to eat', weight: 2 },
    { match: 'too|so fat, fat and ugly', weight: 1.5 },
    { match: 'lose|losing weight', weight: 1 },
    { match: 'thigh gap', weight: 3 },
    { match: 'count @poss ribs, ribs showing, visible|jutting|protruding ribs', weight: 2 },
    { match: 'laxatives, diet pills', weight: 2.5 },
    { match: 'weighed @self', weight: 1.5 },
    { match: 'threw up @poss food|dinner|lunch|breakfast|meal', weight: 2 },
    { match: 'threw|throw|throws|throwing up after every|each meal, sick after every|each meal, hid|hide|hiding the scale|scales', weight: 2.5 },
    // Food hidden, moved around, lied about.
    { match: 'into @poss napkin|pocket|sleeve|bag', weight: 1, needs: ['food', 'potato', 'potatoes', 'bread', 'meat', 'pieces', 'slipped', 'tucked', 'hid', 'plate', 'dinner', 'lunch', 'breakfast', 'sandwich', 'roll', 'toast'], unless: ['cried', 'crying', 'sobbed', 'laughed', 'sneezed', 'coughed', 'blew', 'phone', 'keys', 'wallet'] },
    { match: 'hid|hiding|hidden food, fed @poss dinner|food to the dog, pushed|moved|pushing|moving * around @poss plate, pushed|moved|pushing|moving @poss food|it around, barely touched @poss food|plate|dinner|meal, cut * into tiny|small pieces, into sixteen|tiny pieces', weight: 1.5 },
    { match: "already ate|eaten, ate at work|home|school, had a huge|big|late lunch|breakfast, wasn't|wasnt|not hungry, said @subj had eaten, told * @subj ate, ordered a plain salad", weight: 1 },
    // Purging shown.
    { match: 'straight after dinner|meals|eating, vanished|disappeared upstairs|to the bathroom after, extractor fan, taps|tap running, smelling of mint|sick|vomit, knuckles grazed|raw|scarred|scraped, worn|eroded enamel, burst blood vessels', weight: 1 },
    // Restriction: the number, every mouthful, coffee and gum, exercise to punish.
    { match: 'number in @poss head, every mouthful|bite|calorie, food diary|journal|log, lived|living|lives on black|coffee|gum|water|air|diet, sugar free gum, rice cake|cakes, sit ups|crunches until, pinch|pinched|pinching the skin|fat, sideways to|in the mirror, still too much, too fat, thinner|skinnier, weighing @self, bathroom scale|scales, the scale|scales', weight: 1 },
    // The body: bones, fainting, cold, hair.
    { match: 'collarbones|hipbones|hip bones|shoulder blades|spine|cheekbones jutting|sharp|showed|visible, compared collarbones|thighs|waists, fainted|fainting|dizzy|lightheaded, two jumpers|sweaters|hoodies, always cold, hair falling out, clumps|clotted of hair, period stopped, lanugo', weight: 1 },
  ],
  // Starved of something that is not food: "starved herself of sleep to finish the thesis".
  ignore: ['starved|starving|starve @self of sleep|attention|affection|company|love|sunlight|rest|fun|oxygen|air'],
};
