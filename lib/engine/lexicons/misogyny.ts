import type { Lexicon } from '../lexicon-types';

/** Words near "bitch" that make it a dog: the show ring, the litter, the breeder. */
const DOG_SHOW = ['show', 'shows', 'dog', 'dogs', 'puppies', 'puppy', 'litter', 'pedigree', 'kennel', 'whelped', 'breed', 'breeder', 'rosette', 'judge', 'handler', 'champion', 'best'];

/** Contempt for or degradation of women because they are women. */
export const misogyny: Lexicon = {
  category: 'misogyny',
  // A dog breeder's bitch, with her litter in the paragraph: another sense of the word.
  frames: ['whelp', 'whelped', 'whelping', 'whelps', 'puppies', 'pups', 'litter', 'kennel', 'kennels', 'breeder', 'pedigree', 'stud'],
  entries: [
    // Her work taken, her voice talked over (seventh pass, second batch).
    { match: 'talked|talks|talking over her, repeated|repeats her point|idea|words|argument, took|takes credit for her, between the men, men only', weight: 1.5 },
    // Women judged as a sex, and a woman whose word needs a man's (seventh pass, from scenes written apart).
    { match: "women|girls|females just|simply aren't|arent|weren't|werent wired|built for, women|girls|females aren't|arent|weren't|werent wired|built for, women|girls|females are not wired|built for, women|girls|females just|simply aren't|arent|weren't|werent cut out, women|girls|females aren't|arent|weren't|werent cut out, women|girls|females are not cut out", weight: 3 },
    { match: 'leave the * to the men|boys|man, leave the * * to the men|boys', weight: 1.5, note: 'said of chores as often as of judgement: a hint' },
    { match: 'on the rag', weight: 1 },
    { match: 'women your|her age, a woman your|her age, a girl your|her age', weight: 0.7, note: 'said to or of a woman: patronising, a hint' },
    { match: 'is your husband|father|dad here, run it past the|your|her husband|father|dad|fella|man, ask your|her husband|father|dad, whoever pays the bills', weight: 1.5, note: "a woman's word taken only once a man's is given" },
    { match: 'be a doll and, be a dear and, be a love and, be a good girl and', weight: 1.5 },
    { match: 'passed over for a|the man|men|male, in favour|favor of a man|men|male', weight: 1.5 },
    { match: 'slut|sluts|slutty|whore|whores|whorish|skank|skanks|skanky|thot|thots|harlot|harlots|trollop|hussy|floozy|biatch|bimbo|bimbos', weight: 3, negatable: false },
    { match: 'tramp|wench', weight: 1.5, negatable: false },
    { match: 'fuckhole|cumdump|cocksleeve, cum dump, fuck sleeve|toy|doll|hole, breeding stock, trophy wife|wives, male gaze', weight: 3, note: 'a woman reduced to an object for sex' },
    { match: 'the|that|this|a|you|some bitch|cunt|ho|hoe', weight: 3, negatable: false, unless: DOG_SHOW },
    { match: 'bitch|bitches|cunt|cunts|hoe|hoes|ho|twat', weight: 1.5, negatable: false, unless: DOG_SHOW },
    { match: 'stupid|dumb|fucking|little|crazy|psycho|frigid|dirty bitch|cunt|slut|whore', weight: 3, negatable: false },
    { match: 'hit|slapped|punched|beat her', weight: 1 },
    { match: 'sexist|sexism|misogynist|misogynists|misogyny|misogynistic|chauvinist|chauvinists|chauvinistic|chauvinism', weight: 3 },
    { match: 'make me a sandwich, back in|to the kitchen, belongs|belong in the kitchen, barefoot and pregnant', weight: 4 },
    { match: "woman's|womans|women's place, know your|her|yo place, in her place", weight: 2.5 },
    { match: 'like|for|just|such a girl|woman', weight: 1.5, note: '"throw like a girl" is also a team\'s battle cry' },
    { match: 'weaker|fairer sex, hysterical woman|women|female|females, typical woman|female, just like a woman', weight: 2.5, note: 'being a girl used as an insult' },
    { match: 'girly|girlish|sissy|tomboy, be a man, man up, real man', weight: 1 },
    { match: 'tits|titties|boobs|cleavage|jugs|rack', weight: 1, note: 'a woman reduced to her body' },
    { match: "girls|women|females can't|cant|cannot|shouldn't|shouldnt, girls|women|woman|females don't|dont belong", weight: 2 },
    { match: 'females', weight: 1 },
    { match: 'women|woman|girls|females get|are|is|become too|so emotional|hysterical|irrational|weak|illogical|sensitive, women|girls|females get|are emotional|hysterical|irrational|illogical, female mind|brain|brains|intellect|temperament|weakness, the female of the species', weight: 3 },
    { match: "a man's|mans game|job|world|work|business, men's|mens work|business, leave it|that to the men, leave the fighting|thinking|science|decisions to the men, what does a woman|girl know, no place|job for a woman|girl|lady, stick to cooking|knitting|baking|cleaning, stick to the kitchen, back to the kitchen, doesn't|doesnt|don't|dont admit women|girls, does|do not admit women|girls, no women|girls allowed, women|girls aren't|arent allowed, women|girls are not allowed", weight: 3 },
    { match: 'you should smile, smile more, try to smile, smile a bit more, smile for me', weight: 1.5, note: 'told to smile' },
    { match: 'turned|turning|spoke|speaking|talked|talking to her husband|boyfriend|brother|father|son|colleague|assistant instead, turned|turning to her husband|boyfriend|brother|father|son|colleague|assistant to explain, addressed|directed * question|questions to her husband|boyfriend|brother|father|son|colleague|assistant|junior', weight: 2, note: 'a woman passed over for the man beside her' },
    { match: 'handed her his coat|jacket|cup|mug|briefcase, assumed she was the secretary|receptionist|assistant|nurse|waitress|tea lady, mistook her for the secretary|receptionist|assistant|nurse|waitress', weight: 2, note: 'the expert taken for the help' },
    { match: 'coffee|tea * sugars sweetheart|love|darling|dear|sweetie, get|fetch|make me|us a coffee|tea sweetheart|love|darling|dear|sweetie', weight: 2 },
    { match: 'sweetheart|sweetie|darling|love|honey|dear|pet, little lady|girl, good girl', weight: 0.7, note: 'a pet name from a stranger or a boss, a hint only' },
    { match: 'married off, in another|a man\'s hands, only end up in another|a man', weight: 1.5, note: 'a daughter as property to be married' },
    { match: 'carry on the name, a son to carry, keep it in the family name', weight: 1.5, note: 'a son preferred' },
    { match: 'breadwinner, family to provide for, man of the house', weight: 1.5, note: 'the man as provider' },
    { match: 'maternity leave, biological clock, child bearing hips, childbearing hips, go off and have babies', weight: 1.5, note: 'a woman seen as a mother-to-be' },
    { match: 'glass ceiling, paid|earned|earns less than, pay gap', weight: 1.5, note: 'pay' },
    { match: 'eye|arm candy, bit of eye candy, in a bikini mostly', weight: 1.5, note: 'a woman as ornament' },
    { match: 'mansplain|mansplained|mansplaining|mansplains', weight: 2.5 },
    { match: 'hormones|hormonal|hysteria|hysterical', weight: 0.5 },
    { match: 'all in @poss head, overreacting, calm down dear, she|you must be on @poss period', weight: 0.7 },
    { match: 'feminazi|feminazis|golddigger, gold digger|diggers', weight: 2.5 },
    { match: 'pms|pmsing, on @poss period, time of the month', weight: 1 },
    { match: 'objectified|objectifying|objectify|catcalled|catcalling|catcall|catcalls, wolf whistle|whistled', weight: 2.5 },
    { match: 'harpy|shrew|nag|nagging|shrill|bossy', weight: 1 },
    { match: 'broad|broads|dame|dames|chick|chicks|toots|sweetcheeks|missy', weight: 0.5, unless: ['daylight', 'shoulders', 'shouldered', 'smile', 'grin', 'range', 'strokes', 'chest', 'back', 'sense'] },
    { match: 'girl|girls|woman|women|wife', weight: 0.3 },
    { match: 'degrade|degraded|degrading|degradation|demeaning|belittled', weight: 1 },
    { match: 'rape|raped', weight: 1 },
    { match: 'property|obey|submissive', weight: 0.5 },
  ],
  // "bitch" as a curse at a man, a complaint or bad luck, not contempt for a woman.
  ignore: ['tramp stamp', 'chick flick', 'chick flicks', 'dame judi', 'son|sons of a bitch|bitches', 'sonofabitch|sonuvabitch', 'bitch|bitching|bitched about', 'bitching', 'life|karma is a bitch', "life's|karma's a bitch"],
};
