/**
 * Figures of speech that look like warnings in every category: a match overlapping one of these
 * phrases is dropped. Category-specific ones sit in each lexicon's `ignore`.
 */
export const FIGURATIVE: readonly string[] = [
  'killed it', 'killing it', 'kill it', 'absolutely killed', 'kills me', 'killing me', 'it kills me', 'that kills me',
  "i'm dying to", 'im dying to', 'dying to know', 'dying to see', 'dying to meet', 'dying to try', 'dying for',
  'dead tired', 'dead on @poss feet', 'is|was|are|were|looks|looked|sounds|smells to die for', "it's|that's to die for", 'died laughing', 'die laughing',
  'cut the cake', 'cut @obj off', 'cut off', 'cut it out', 'cut class', 'cut @poss hair', 'cut ties', 'cut back', 'cut short',
  'cut through', 'cut to the chase', 'cut corners', 'cut in line', 'cut in', 'cut the tension', 'cut the crap',
  'gave me a heart attack', 'give me a heart attack', 'giving me a heart attack', 'nearly had a heart attack',
  'almost had a heart attack', 'heart attack on a plate', 'heart is going to stop', 'heart stopped', 'heart stops',
  'heart skipped a beat', 'my heart is going to stop', 'heart was going to stop',
  'knife in @poss heart', 'knife into @poss heart', 'knife through @poss heart', 'dagger in @poss heart', 'dagger to @poss heart',
  'stab in the back', 'stabbed in the back', 'stabbed @obj in the back', 'stab @obj in the back', 'backstab', 'backstabbing', 'backstabber',
  'shoot me now', 'shoot the breeze', 'shot in the dark', 'shoot for the stars', 'bite the bullet', 'dodged a bullet',
  'scared to death', 'bored to death', 'sick to death', 'tickled to death', 'worried sick',
  'slay', 'slayed', 'slaying it', 'murder on the dancefloor',
  'drowning in work', 'drowning in paperwork', 'drowning in homework', 'drowned out',
  'kill for a', "i'd kill for", 'would kill for', 'kill two birds', 'overkill',
  'a killer', 'killer smile', 'killer instinct', 'killer workout',
  'beat myself up', 'beat yourself up', 'beating myself up', 'beating yourself up', 'beats himself up', 'beat himself up', 'beat herself up',
  'fight or flight', 'food coma', 'sugar rush', 'shot through with',
  'murdered it', 'murdered that', 'absolutely murdered', 'absolutely massacred', 'absolutely slaughtered', 'we got murdered', 'we got slaughtered',
  // In trouble, worn out by a task, asleep beside something (seventh pass, from scenes written apart).
  "i'm|im|you're|youre|we're|he's|she's|they're so dead", 'you are|we are so dead', 'killing @self over a|an|the|this|that|it|nothing',
  'i literally died', 'actually die, literally die', "i'm|im literally dying",
  'slept|sleeping|sleeps with @poss nose|head|face|chin|cheek|back|arm|arms|hand|hands|paw|paws|tail|eyes|mouth|legs|knees|feet|window|door|light|lights|lamp|gun|knife|teddy|blanket|pillow|shoes|boots',
  'we got massacred', 'we got destroyed', 'going to be a massacre|bloodbath|slaughter', 'gonna be a massacre|bloodbath|slaughter', 'murder those|these|the onions|shallots|garlic|vegetables',
];
