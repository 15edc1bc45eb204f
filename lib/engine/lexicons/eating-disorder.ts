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
    { match: 'skipped|skipping|skip meals|dinner|lunch|breakfast', weight: 1.5 },
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
  ],
};
