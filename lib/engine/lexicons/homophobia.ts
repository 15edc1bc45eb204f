import type { Lexicon } from '../lexicon-types';

/** The words that make contempt about someone's sexuality: "sick" alone is not homophobia. */
const ABOUT_QUEERNESS = ['same', 'kind', 'lifestyle', 'son', 'daughter', 'gay', 'gays', 'homosexual', 'homosexuals', 'homosexuality', 'lesbian', 'lesbians', 'queer', 'queers', 'fag', 'faggot', 'faggots', 'bisexual', 'trans', 'transgender', 'gender', 'sodomy', 'men', 'boys', 'two', 'dyke', 'dykes', 'homo', 'homos'];

/** Words near a homograph of a slur that give it its other sense: firewood, a sea dyke, a spell, a cigarette. */
const WOOD_WATER_MAGIC = [
  'firewood', 'wood', 'sticks', 'kindling', 'bundle', 'bundles', 'bound', 'stacked', 'hazel', 'ash', 'meatball', 'meatballs', 'gravy', 'onion',
  'sea', 'water', 'flood', 'floods', 'embankment', 'river', 'polder', 'levee', 'dam', 'clay', 'dutch', 'holland', 'netherlands', 'zeeland', 'hydraulic',
  'tide', 'cigarette', 'cigarettes', 'smoke', 'smoking', 'lit', 'lighter', 'packet', 'puff', 'magic', 'smoke', 'vanished', 'disappeared', 'tale', 'tales',
  'lights', 'wings', 'dust', 'godmother', 'sapiens', 'sapien', 'erectus', 'garden', 'flower', 'flowers', 'cake', 'cakes', 'studies', 'theory', 'film', 'cinema',
];
/** Harm done to someone, for the entry that ties it to whom they love (sentence-wide). */
const HARMED = [
  'threw', 'throw',
  'beaten', 'beat', 'bashed', 'attacked', 'jumped', 'hit', 'punched', 'kicked', 'stabbed', 'hurt', 'assaulted', 'bullied', 'harassed',
  'disowned', 'thrown', 'kicked', 'expelled', 'fired', 'shunned', 'spat', 'mocked', 'taunted', 'outed', 'killed', 'murdered', 'lynched',
];

/** Words just before a slur that make it an insult: "you fag", "filthy dyke". */
const SLUR_LEAD = 'you|fucking|filthy|dirty|bloody|stupid|little|fat|ugly|disgusting|sick|damn|goddamn|faggoty|fuckin|fuck|that|bunch|like|bloody';

/** Hostility or slurs against gay, lesbian, bi or trans people. */
export const homophobia: Lexicon = {
  category: 'homophobia',
  negatable: true,
  entries: [
    // Same-sex love named in older or plainer words: opens the scene to the contempt entries (seventh pass).
    { match: 'sapphic, invert, inverts, woman who loved|loves another woman, man who loved|loves another man, women who love|loved women, men who love|loved men', weight: 0, topic: true },
    {
      match: 'leviticus, between a man and a woman, one man and one woman, sanctity of marriage, traditional marriage, a nice girl|boy, pray it passes, we\'ll pray, we will pray, cropped|cut out of the|every photo|photos|picture|pictures|photograph|photographs, cropped|cut @obj out of the|every photo|photos|picture|pictures|photograph|photographs, cropped|cut out of all the photo|photos|picture|pictures|photographs, sins of sodom, sodom and gomorrah',
      weight: 1.5,
      scope: 'scene',
      negatable: false,
      note: 'scripture and a family erasing a partner, in a scene about same-sex love (seventh pass, from scenes written apart)',
    },
    { match: 'faggy|poofter|poofters|lesbo|lesbos|lezzie|lezzies|tranny|trannies|sodomite|sodomites|fudgepacker|shemale|shemales, carpet muncher, fudge packer, butt pirate, batty|nancy boy, bum boy, pillow biter', weight: 3, negatable: false },
    { match: 'faggot|faggots|fag|fags|homo|homos', weight: 3, negatable: false, unless: WOOD_WATER_MAGIC, note: 'firewood, a sea dyke, a cigarette: their other senses come with their own words' },
    { match: 'dyke|dykes', weight: 1.5, negatable: false, unless: WOOD_WATER_MAGIC, note: 'also a sea wall: alone it needs one more cue' },
    { match: 'queer|queers', weight: 1, negatable: false, unless: WOOD_WATER_MAGIC, note: 'reclaimed and common as a neutral word' },
    { match: 'poof|poofs|fairy|pansy|sissy|nancy', weight: 1, negatable: false, unless: WOOD_WATER_MAGIC, note: 'magic, flowers, a name as often as slurs' },
    { match: `${SLUR_LEAD} faggot|fag|dyke|dykes|poof|homo|homos|queer|queers|fairy|pansy|sissy|faggots|fags|lesbo|tranny`, weight: 4, negatable: false, unless: WOOD_WATER_MAGIC },
    { match: 'called|call|calling * a|an faggot|fag|dyke|poof|homo|queer|fairy|pansy|sissy|lesbo|tranny|cocksucker|poofter', weight: 4, negatable: false },
    { match: 'cocksucker|cocksuckers', weight: 1.5, negatable: false },
    { match: 'homophobic|homophobia|homophobe|homophobes|transphobic|transphobia|transphobe|biphobic|biphobia|gay bashing|bashers', weight: 3 },
    { match: "that's|thats|so gay, no homo", weight: 2.5 },
    { match: 'pray the gay away, pray it away, gay|queer bashing, gaybashing, gay bashed, queer bashed, hate crime', weight: 4 },
    { match: 'conversion|reparative therapy|camp|camps|programme|program|ministry, gay conversion, ex gay ministry|ministries|camp', weight: 3.5 },
    { match: 'cure|heal|fix|treat|overcome same sex attraction|attractions, same sex attraction|attractions, ssa', weight: 3 },
    { match: 'homosexual lifestyle|agenda|pairings|tendencies, gay agenda, gender confusion|ideology, ex gay, ex gays, cure for|to bisexuality|homosexuality|gayness, cure for being gay, turn|turned @obj gay|straight, cure @obj', weight: 2.5 },
    { match: 'disgusting|sick|wrong|unnatural|sinful|abnormal|abomination|perverted|pervert|perverts|perversion|deviant|deviants|degenerate|degenerates|sin|sinner|sinners|hell|disease|freak|freaks|gross|shameful|phase|choice|confused|leviticus|sodom|repent|ashamed|shame|cure|cured|fixed|dirty|filthy|vile|revolting, against nature|god, sick in the head, mental illness', weight: 1.5, needs: ABOUT_QUEERNESS, note: 'contempt aimed at queerness' },
    { match: 'abomination|unnatural|perversion|sodomy', weight: 1.5 },
    {
      match: "boy|boys|guy|guys|man|men he|he'd liked|loved|fancied|kissed|dated, boy|guy|man he was seeing|dating, girl|girls|woman|women she|she'd liked|loved|fancied|kissed|dated, girl|woman she was seeing|dating, his boyfriend|husband, her girlfriend|wife",
      weight: 2.5,
      needs: HARMED,
      scope: 'sentence',
      note: 'someone harmed in the same sentence as whom they love: beaten "after wanting to go to a dance with a boy he liked"',
    },
    { match: 'living|live|lives|lived in sin', weight: 2, needs: ['woman', 'man', 'girl', 'boy', 'another', 'her', 'him', 'partner', 'wife', 'husband', 'girlfriend', 'boyfriend'] },
    { match: 'in sin with another|a woman|man|girl|boy', weight: 3 },
    { match: 'natural kind|order, unnatural kind, his|her|your|their kind, people like you|them, his|her sort', weight: 1, negatable: false, note: '"could not employ his kind": the contempt stays when negated' },
    { match: "won't|wont|wouldn't|wouldnt have a gay|queer|lesbian|trans|bisexual son|daughter|child|kid|brother|sister, will|would not have a gay|queer|lesbian|trans|bisexual son|daughter|child|kid, no son|daughter|child of mine, not under my roof, under my roof, not in my house", weight: 2.5, negatable: false },
    { match: 'disowned|disown|disowning|disowns, kicked @obj out, threw @obj out, cut @obj out of the will, written out of the will, thrown out of the house', weight: 1.5 },
    { match: 'burn in hell, going to hell, god hates, hate the sin, love the sinner, pray for your soul, its a phase, just a phase', weight: 2 },
    { match: 'outed|outing @obj, been outed, was outed, got outed, threatened to out @obj', weight: 2.5 },
    { match: 'in the closet, closeted|outed, come|came|coming out', weight: 0.5 },
    { match: 'deadname|deadnamed|deadnaming|deadnames|misgender|misgendered|misgendering|misgenders', weight: 3 },
    { match: 'bloke|man|guy in a dress|wig, real man|woman, biological male|female|sex|man|woman, born a man|boy|woman|girl|male|female, old name, birth name, wrong pronouns, @poss pronouns, pretend @subj|she|he is a woman|man|girl|boy', weight: 1.5, negatable: false },
    { match: 'two men|boys|women|girls|guys kissing|together, two men|boys|women|girls|guys holding hands, boys loving boys, girls loving girls, men loving men, women loving women, boys who like boys, girls who like girls, same sex|gender couples|couple|marriage|love|relationship|pairings', weight: 1, topic: true },
    { match: 'gay|lesbian|homosexual|homosexuality|homosexuals|bisexual|transgender|trans|queer', weight: 0.5, topic: true },
    {
      match: 'his boyfriend|boyfriends|husband|husbands, her girlfriend|girlfriends|wife|wives, boyfriends, girlfriends, husbands, wives, pride flag|parade|march, rainbow flag, coming out, came out, come out to',
      weight: 0.25,
      topic: true,
      note: 'a man with a husband, a woman with a wife, two boyfriends: the scene is about same-sex love, which is no warning by itself',
    },
    {
      match: "abomination|abominations|unnatural|perverted|pervert|perverts|perversion|deviant|deviants|degenerate|degenerates|sinner|sinners|sinful|sodomy|sodomites, his|her|your|their kind, that lifestyle, a phase, against nature, the sinner, in front of the children|kids, where the children|kids|families|young families could|can see, loved|loves the sinner, what will|would people say|think, what will|would the neighbours|neighbors say|think, pray for you|him|her, god forgive @obj, corrupt|corrupting the children|kids, flaunt|flaunting it, shove|shoving it in our|people's faces, behind closed doors, keep it private, recruit|recruiting kids|children",
      weight: 1.5,
      scope: 'scene',
      negatable: false,
      note: 'contempt, shame and exclusion said in a scene about same-sex love or gender: the topic may be lines away; "not in front of the children" is the contempt itself',
    },
    { match: "a name @subj hadn't|hadnt used, a name @subj had not used, a name @subj no longer used|uses, a name @subj had stopped using, addressed to @poss old|dead|birth name", weight: 1.5, negatable: false, note: 'a deadname shown: with a second cue (the old name, the wrong pronoun), contempt for who someone is' },
    { match: 'slur|slurs', weight: 1 },
    { match: 'limp wristed, limp wrist, flaming, light in the loafers, batting for the other team, bats for the other team', weight: 1 },
    { match: "still called her he|him|mate|sir|son|lad|bro, called her he|him|mate|sir|son|lad, called him she|her|miss|love|ma'am", weight: 1.5, negatable: false, note: 'misgendering shown' },
    { match: 'lisping|lisped|lisp at|about @obj, lisped|lisping good morning|hello', weight: 1 },
  ],
  ignore: ['fairy tale', 'fairy tales', 'fairytale', 'fairy lights', 'fairy godmother', 'tooth fairy', 'fairy dust', 'sugarplum fairy', 'came out of', 'come out of', 'coming out of', 'came out to', 'homo sapiens', 'homo sapien', 'a fairy tale', 'a fairy godmother', 'queer theory', 'queer studies', 'queer cinema', 'the queer community', 'queer as folk'],
};
