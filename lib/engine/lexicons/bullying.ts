import type { Lexicon } from '../lexicon-types';

/**
 * Repeated taunting, harassment, exclusion or humiliation by others. Stories rarely say "bullied":
 * they show taunts and chants, laughter at someone, mimicry, shoving, pranks on someone's things,
 * posts in group chats, being left out, and the victim's retreat. Each of these is a hint (1-2);
 * two different ones in a scene make the warning.
 */
export const bullying: Lexicon = {
  category: 'bullying',
  entries: [
    // A group's torments of one person, named (seventh pass, second batch).
    { match: "mummy's|mommy's|mama's boy, teacher's pet", weight: 1 },
    { match: 'tripping|tripped @obj on|in|up', weight: 1 },
    { match: 'while everybody|everyone laughed, and everybody|everyone laughed', weight: 1 },
    { match: 'over|above his|her|their head while @subj jumped|reached|grabbed', weight: 1.5, note: 'keep-away with what is theirs' },
    { match: 'snapped his|her|their wand|pencil|ruler|glasses|pen in half|two', weight: 1.5 },
    { match: "group|chat @subj wasn't|wasnt in, group|chat @subj was not in, learn to fit in", weight: 1.5 },
    // A group shutting one person out, spoiling their things, keeping them away from what is theirs (seventh pass).
    { match: 'picked up their plates|trays|things and moved, moved away|along when @subj sat, nobody would sit with|next to|beside @obj, no one would sit with|next to|beside @obj, conversations|talking|talk stopped when @subj came|walked in', weight: 1 },
    { match: 'played|playing keep away with @poss|@obj, played|playing keepaway with @poss|@obj, piggy in the middle with @poss|@obj', weight: 1.5 },
    { match: 'frogs|worms|slugs|glue|water|mud in @poss shoes|locker|bed|bag, soaked|wet @poss bed|sheets|kit|uniform, soaked|wet @poss sleeping bag', weight: 1.5 },
    { match: 'the whole cabin|dorm|dormitory|bus|team|corridor|year|class watched and laughed|giggled|sniggered|jeered, crossed|left @poss name off the list|rota', weight: 1.5 },
    { match: 'held|pushed|shoved his|her|their head under', weight: 2 },
    { match: 'bully|bullies|bullied|bullying|cyberbullying|cyberbullied|cyberbully', weight: 3 },
    { match: 'picked|picking|pick on @obj', weight: 2 },
    { match: 'tormented|tormentors|tormenting|tormentor', weight: 2 },
    { match: 'harassed|harassment|harassing', weight: 2 },
    { match: 'ganged up on, gang up on, ganging up on', weight: 2.5 },
    { match: 'wedgie|wedgies|swirlie|swirlies, lunch money', weight: 2.5 },
    { match: 'pushed|shoved|held|stuck|forced @poss head into|in|down the toilet|toilets', weight: 3 },
    { match: 'hazing|hazed', weight: 2, unless: ['sky', 'morning', 'sun', 'air', 'window', 'glass'] },
    { match: 'slushie|slushied|slushies, slushy facial', weight: 2 },
    { match: 'thrown|tossed|threw|shoved|stuffed @obj in|into the|a dumpster|bin|locker|toilet', weight: 3 },
    // Taunts, chants, jeers.
    { match: 'teased|teasing|taunted|taunting|taunts|mocked|mocking|mockery|jeered|jeering|jeers|ridiculed|ridiculing|heckled|heckling', weight: 1 },
    { match: 'sneered|sneering|sniggered|sniggering|snickered|snickering|cackled|cackles|smirked|hooted|catcalls', weight: 0.7 },
    { match: 'chanted|chanting|chant|chants', weight: 0.5, note: 'crowds chant at matches too' },
    // Laughter aimed at someone.
    { match: 'laughed|laughing|laugh|sniggered|snickered at @obj, whole class|room|school|team|table|bus|office laughed|erupted|roared, everyone|everybody|they all laughed, to roars|howls of laughter', weight: 1.5 },
    // Mimicry and impressions.
    { match: 'imitated|imitating|imitate|mimicked|mimicking|mimic|mimics|aped|parroted|lisped|lisping', weight: 1.5 },
    {
      match: 'impression|impressions',
      weight: 1.5,
      needs: ['mocking', 'cruel', 'nasty', 'lisp', 'stutter', 'stammer', 'accent', 'limp', 'laughed', 'laughing', 'sneered', 'jeered', 'sniggered', 'snickered'],
      note: 'a first impression, or being under one, is no mockery: only an impression done to mock someone',
    },
    // Names and insults.
    { match: 'called @obj names, call @obj names, calling @obj names, name calling, names behind @poss back', weight: 2.5 },
    { match: 'insult|insults|insulted|nickname|nicknamed|nicknames|slur|slurs', weight: 1 },
    { match: 'loser|losers|freak|freaks|weirdo|weirdos|nerd|nerds|geek|geeks|fatso|fatty|lardass, pizza face, four eyes, teachers pet', weight: 1, unless: ['sore', 'gracious', 'good', 'bad', 'science', 'history', 'film', 'music', 'comic', 'control', 'fellow', 'proud', 'total', 'weather'] },
    // Shoving, tripping, things taken or spoiled.
    { match: 'into|against the|a|@poss locker|lockers', weight: 1.5 },
    { match: 'shoved|pushed|slammed|knocked|tripped @obj, stuck out a|his|her foot, tripped @obj up', weight: 1 },
    { match: 'pinned @poss arms, held @obj down, dunked @poss head, flushed @poss head, head down the toilet, spat on @obj, spat at @obj', weight: 2 },
    { match: 'knocked|stole|snatched|hid|tipped|binned @poss books|lunch|tray|bag|backpack|glasses|phone|homework|things|shoes|clothes', weight: 1.5 },
    { match: 'wrote|written|scrawled|scribbled|graffiti on @poss locker|desk|bag|door|books|forehead, filled @poss shoes|boots|bag|locker|skates',  weight: 2 },
    // Online: group chats, posts, comments.
    { match: 'group chat|chats, year group chat, class chat', weight: 1 },
    { match: 'posted|shared|spread @poss|the|a photo|photos|picture|pictures|video|videos|pics, sent round|around @poss|the|a photo|photos|picture|pictures|video|videos|pics, went round the|every school|class|chat|group, filmed @obj, filming @obj, edited photo|photos', weight: 1 },
    { match: 'fake account|accounts|profile, hate messages|mail|comments, troll|trolls|trolled|trolling, pile on, piled on, doxxed, comments section, in the comments', weight: 1 },
    { match: 'spread|spreading rumors|rumours|lies, rumours|rumors about @obj', weight: 1.5 },
    // Exclusion.
    { match: 'ate|eat|eating|sat|sitting lunch alone, ate|eating|sat|sitting alone at lunch|break, alone at lunch, ate|eating alone, nobody would sit|talk|pass|speak to|with @obj, no one would sit|talk|pass|speak to|with @obj, moved to another table, got up and moved, left @obj out, froze @obj out, silent treatment, not allowed at the|our table, stopped talking to @obj', weight: 1.5 },
    { match: 'outcast|outcasts|ostracized|ostracised|ostracism|shunned|excluded|left out|pariah', weight: 1 },
    // Those in charge looking away; the taunters' excuses.
    { match: 'looked the other way, just|only banter, just|only a joke, it was just a joke, lighten up, take a joke, cant take a joke, boys will be boys, toughen up, kids will be kids, kids are cruel', weight: 1.5 },
    { match: 'banter|ringleader|ringleaders|tormentors|victim|victims, mean girls', weight: 1 },
    // The victim's retreat.
    { match: 'stopped going to school|class|lunch, stopped coming to school|class|lunch|supper|dinner|work, pretended to be sick, faked being sick, begged not to go to school, dreaded going to school, dreaded school, took the long way, head down', weight: 1 },
    { match: 'every single day, every morning, every day, day after day, every week, every lunchtime, every break, same as last week, all over again, for a whole term, it got worse', weight: 0.5 },
    { match: 'behind the gym|school, behind the bike sheds, behind the sports hall, behind the science block, changing room|rooms, locker room, school bus, back of the bus, playground, canteen, cafeteria, lunch table', weight: 0.5 },
    { match: 'humiliated|humiliation|humiliate|humiliating', weight: 1 },
    // What is said to the target, and said behind the target's back.
    { match: "nobody|everyone|everybody wants you here|around, no one wants you here|around, everybody|everyone hates you, no one likes you, nobody likes you, you have no friends, nobody would miss you, no one would miss you", weight: 2 },
    { match: 'behind @poss back, whispering|whispered|whispers about @obj, a hush went round, went quiet when @subj came|walked in, fell silent when @subj came|walked in, left @obj on read, left on read', weight: 1 },
    { match: 'left @obj off the list|invitations|invite|rota|email, never told @obj about, never invited @obj, nobody|no one told @obj about, uninvited @obj, forgotten on the list', weight: 1.5 },
    { match: 'gone|going round every|the whole school|class|year|chat|group, stuck|pinned|taped up in|on the toilets|noticeboard|corridor|lockers, copy pasted insults|messages, hate thread|threads, thread devoted to, thousands of messages, inbox full of', weight: 1 },
    { match: 'made|making a noise|noises every time, oinking|mooing|barking at @obj', weight: 1.5 },
    { match: 'intimidated|intimidating|intimidation|menaced|menacing', weight: 0.5 },
    {
      match: "held their noses, half|all the room|class|office|school was|were doing it|laughing|joining in, the whole room|class|office|school watched|laughed|joined in, while the room|class|office|everyone watched|laughed, behind their fans|hands|books, anonymous notes|messages|letters, caricature|caricatures of @obj, a caricature, favourite|favorite joke|target, butt of the|every|their joke|jokes, at @poss expense, kicked the back of @poss seat|chair, tipped|poured|emptied * onto|into|over @poss tray|head|lap|bag, tipped|poured|emptied * * onto|into|over @poss tray|head|lap|bag, @poss chair kept ending up",
      weight: 1,
      note: 'a group tormenting one person: the room joining in, mockery behind hands, what is done to their things',
    },
  ],
  ignore: [
    'teased @poss hair', 'teasing smile', 'teasing grin', 'teasingly', 'teasing tone', 'teased him gently', 'bully off', 'bully stick', 'bully sticks',
    'american bully', 'bully for you', 'bully for him', 'bully for her', 'bully pulpit', 'bully beef', 'laughed at @poss own', 'laughing at @poss own',
    'laughed at the joke', 'laughed at his joke', 'laughed at her joke', 'laugh at yourself', 'laughed at myself', 'did an impression of a', 'crying with laughter',
  ],
};
