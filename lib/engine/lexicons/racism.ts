import type { Lexicon } from '../lexicon-types';

/**
 * Racist slurs, hostility or discrimination. Slurs are spelled out because the engine must
 * recognise them; they count even when negated, since the reader still meets the word.
 */
export const racism: Lexicon = {
  category: 'racism',
  entries: [
    { match: 'nigger|niggers|nigga|niggas|spic|spics|wetback|wetbacks|gook|gooks|kike|kikes|raghead|ragheads|towelhead|towelheads|paki|pakis|beaner|beaners|darkie|darkies|darky|redskin|redskins|chinaman|honky|honkies|wop|wops|dago|dagos|kraut|krauts|polack|polacks|slanty|zipperhead|sambo|injun|injuns|wog|wogs|golliwog|jigaboo|pickaninny|pikey|pikeys|abo|abos|coloreds|coloureds|gyppo|gyppos|chinky', weight: 3, negatable: false },
    { match: 'spook|spooks|slant|slants|chink|chinks|coon|coons|jap|japs|squaw|squaws|savage|savages', weight: 1, negatable: false, note: 'a ghost, a spy, a slope, a gap in armour, a raccoon: a slur only with company' },
    { match: 'you|fucking|filthy|dirty|stupid|little|bloody|damn|lazy|thieving spook|spooks|slant|slants|chink|chinks|coon|coons|jap|japs|squaw|savage|savages|gypsy|gypsies|negro|negroes|heathen|heathens|ape|apes|monkey|monkeys', weight: 3.5, negatable: false },
    { match: 'said|say|says|saying|yelled|shouted|called @obj a|an chink|spook|slant|coon|jap|squaw|gook|wog, said|say|says|saying|yelled|shouted chink|spook|slant|coon|jap|squaw|gook|wog', weight: 3.5, negatable: false, note: 'the homograph named as a word said to or about someone' },
    { match: 'slant eyes|eyed|eye, slanted eyes, ching chong, ching chang, ting tong, monkey chants|noises|sounds, made monkey noises|sounds, threw bananas, threw a banana', weight: 4, negatable: false },
    { match: 'half breed|breeds, halfbreed|mudblood|mudbloods|mongrel|mongrels', weight: 2.5, negatable: false },
    { match: 'negro|negroes|gypsy|gypsies|gyp|orientals|mulatto', weight: 1.5, negatable: false },
    { match: 'colored|coloured|oriental people|folk|folks|man|men|woman|women|boy|girl|section|only', weight: 2, negatable: false, note: 'bare "colored" is usually a cardigan' },
    { match: 'barbarian|barbarians|barbaric|primitive|primitives|uncivilized|uncivilised|heathen|heathens', weight: 1, note: 'how one people is made less than human' },
    { match: 'barbaric|primitive|uncivilized|uncivilised|savage|backward|backwards|heathen|inferior|lesser|filthy tribe|tribes|people|peoples|race|races|natives|folk|sort|kind|creatures|species|culture|cultures|religion|blood|stock', weight: 3, note: 'contempt aimed at a whole people' },
    { match: 'you primitive|savage|animal|ape|mongrel|halfbreed, filthy|dirty|stupid ape|apes|animal|animals|savage|savages|halfbreed|mongrel|mongrels|muggle|muggles|elf|elves|orc|orcs|human|humans|alien|aliens|mutant|mutants|foreigner|foreigners|immigrant|immigrants', weight: 2.5 },
    { match: 'blackface|yellowface|redface, racial purity, purity of blood, inferior|lesser beings, subhuman|subhumans, better stock', weight: 3 },
    { match: 'racist|racists|racially|racial, racial slur|slurs', weight: 2 },
    { match: 'racism', weight: 1, note: 'naming racism is not racism on the page' },
    { match: 'bigot|bigots|bigoted|bigotry|prejudice|prejudiced|discrimination|discriminated|xenophobia|xenophobic', weight: 2 },
    { match: 'white supremacist|supremacy|power, nazi|nazis|kkk|klan|aryan|genocide, neo nazi, master race, ethnic cleansing', weight: 2.5 },
    { match: 'segregation|segregated|apartheid, jim crow', weight: 2 },
    { match: 'slavery|slave|slaves|enslaved|slaver|slavers', weight: 1 },
    { match: "we|they don't|dont serve your|their kind|sort|coloreds|coloureds|blacks|gypsies|travellers|indians|mexicans, we|they do not serve your|their kind|sort|coloreds|coloureds|blacks|gypsies|travellers|indians|mexicans, no blacks|irish|travellers|gypsies|dogs|jews|coloreds|mexicans, whites|white only, for whites, back of the bus, separate entrance|door|fountain|fountains, your sort|lot|kind nick|steal|steals|lie|lies, not your sort, people like you, your sort|lot", weight: 2.5 },
    { match: 'where are you really|originally from, where @subj was|is|were|are really|originally from, where are you from originally|really, your english is so|very good, you speak english so|very well, so articulate, so well spoken, well spoken for a, all look the same, you all look alike, dragon lady, model minority, exotic sort of way, name like that, people from that part of', weight: 2 },
    { match: 'because of @poss skin|race|colour|color|accent|name|ethnicity|religion|heritage|hair, because @subj was|is black|brown|asian|mexican|arab|muslim|jewish|indian|chinese|african|roma|gypsy|indigenous|native|aboriginal', weight: 2.5 },
    { match: 'racial profiling, profiled, followed @obj around the store|shop, stop and search|frisk, random search|check, the n word, n word', weight: 2 },
    { match: 'go back to your country, back to where you came from, your|their kind, you|those people', weight: 1.5 },
    { match: 'pureblood|purebloods|muggleborn|muggleborns, pure|half blood, blood traitor, muggle born|borns, filthy muggle', weight: 1.5 },
    { match: 'skin colour|color, the color|colour of @poss skin', weight: 1.5 },
    { match: 'immigrant|immigrants|foreigner|foreigners|illegals, illegal alien|aliens', weight: 1 },
    { match: 'jew|jews|jewish|antisemitic|antisemitism, anti semitic', weight: 1 },
    { match: 'hate crime, lynch|lynched|lynching', weight: 3 },
    { match: 'ghetto|thug|thugs', weight: 1 },
    { match: 'black|white|asian|mexican|chinese|african|indian|arab|muslim', weight: 0.5 },
    { match: 'slur|slurs', weight: 1 },
    { match: 'filthy|dirty|inferior|animals', weight: 0.5 },
  ],
  ignore: ['white wine', 'black coffee', 'a slave to', 'slave to the', 'slaving away', 'slaved over', 'chink in', 'chink of light', 'a chink of', 'slant of', 'spooked', 'savage beauty', 'noble savage', 'shade of white', 'purest white', 'snow white', 'white as', 'black as', 'black hole', 'white knight', 'black sheep', 'black market', 'blackmail', 'whiteboard', 'black cat', 'black eye', 'white noise', 'white lie', 'black and white', 'slave driver', 'gypsy moth'],
};
