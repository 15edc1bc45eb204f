import type { Lexicon } from '../lexicon-types';

/**
 * Racist slurs, hostility or discrimination. Slurs are spelled out because the engine must
 * recognise them; they count even when negated, since the reader still meets the word.
 */
export const racism: Lexicon = {
  category: 'racism',
  entries: [
    { match: 'nigger|niggers|nigga|niggas|coon|coons|spic|spics|wetback|wetbacks|chink|chinks|gook|gooks|kike|kikes|raghead|ragheads|towelhead|towelheads|paki|pakis|beaner|beaners|darkie|darkies|darky|redskin|redskins|squaw|chinaman|honky|honkies|wop|wops|dago|dagos|kraut|krauts|polack|polacks|slant|slanty|jap|japs|zipperhead|sambo|injun|injuns|wog|wogs|golliwog|spook|jigaboo|pickaninny', weight: 3, negatable: false },
    { match: 'half breed|breeds, halfbreed|mudblood|mudbloods|mongrel|mongrels', weight: 2.5, negatable: false },
    { match: 'negro|negroes|gypsy|gypsies|gyp|orientals|mulatto', weight: 1.5, negatable: false },
    { match: 'colored|coloured|oriental people|folk|folks|man|men|woman|women|boy|girl|section|only', weight: 2, negatable: false, note: 'bare "colored" is usually a cardigan' },
    { match: 'savage|savages|barbarian|barbarians|barbaric|primitive|primitives|uncivilized|uncivilised|heathen|heathens', weight: 1.5, note: 'how one people is made less than human' },
    { match: 'barbaric|primitive|uncivilized|uncivilised|savage|backward|backwards|heathen|inferior|lesser|filthy tribe|tribes|people|peoples|race|races|natives|folk|sort|kind|creatures|species|culture|cultures|religion|blood|stock', weight: 3, note: 'contempt aimed at a whole people' },
    { match: 'you primitive|savage|animal|ape|mongrel|halfbreed, filthy|dirty|stupid ape|apes|animal|animals|savage|savages|halfbreed|mongrel|mongrels|muggle|muggles|elf|elves|orc|orcs|human|humans|alien|aliens|mutant|mutants|foreigner|foreigners|immigrant|immigrants', weight: 2.5 },
    { match: 'blackface|yellowface|redface, racial purity, purity of blood, inferior|lesser beings, subhuman|subhumans, better stock', weight: 3 },
    { match: 'racist|racists|racially|racial, racial slur|slurs', weight: 2 },
    { match: 'racism', weight: 1, note: 'naming racism is not racism on the page' },
    { match: 'bigot|bigots|bigoted|bigotry|prejudice|prejudiced|discrimination|discriminated|xenophobia|xenophobic', weight: 2 },
    { match: 'white supremacist|supremacy|power, nazi|nazis|kkk|klan|aryan|genocide, neo nazi, master race, ethnic cleansing', weight: 2.5 },
    { match: 'segregation|segregated|apartheid, jim crow', weight: 2 },
    { match: 'slavery|slave|slaves|enslaved|slaver|slavers', weight: 1.5 },
    { match: 'go back to your country, back to where you came from, your|their kind, you|those people', weight: 1.5 },
    { match: 'pureblood|purebloods|muggleborn|muggleborns, pure|half blood, blood traitor, muggle born|borns, filthy muggle', weight: 1.5 },
    { match: 'skin colour|color, the color|colour of @poss skin', weight: 1.5 },
    { match: 'immigrant|immigrants|foreigner|foreigners|illegals, illegal alien|aliens', weight: 1 },
    { match: 'jew|jews|jewish|antisemitic|antisemitism, anti semitic', weight: 1 },
    { match: 'hate crime, lynch|lynched|lynching', weight: 3 },
    { match: 'ghetto|thug|thugs', weight: 1 },
    { match: 'black|white|asian|mexican|chinese|african|indian|arab|muslim|race|races', weight: 0.5 },
    { match: 'slur|slurs', weight: 1 },
    { match: 'filthy|dirty|inferior|animals', weight: 0.5 },
  ],
  ignore: ['white wine', 'black coffee', 'black eye', 'white noise', 'white lie', 'black and white', 'slave driver', 'gypsy moth'],
};
