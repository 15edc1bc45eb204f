/**
 * Every category with sentences written for these tests: an explicit case and an implicit one
 * must raise the warning at balanced sensitivity; a figurative (or other-sense) use and a negated
 * one must not. Slurs and swearing stay on the page when negated, so they still raise.
 */
import { describe, expect, test } from 'vitest';
import { CATEGORY_IDS, type CategoryId } from './categories';
import { analyze } from './index';

type Kind = 'explicit' | 'implicit' | 'figurative' | 'negated';
type Row = [CategoryId, Kind, string, boolean];

const ROWS: Row[] = [
  ['heartbreak', 'explicit', 'Kurt broke up with Blaine the night before graduation.', true],
  ['heartbreak', 'implicit', 'They had been drifting apart for months, and when he finally said goodbye he cried all the way home.', true],
  ['heartbreak', 'figurative', 'He tried to break up the fight between the twins.', false],
  ['heartbreak', 'negated', 'They never broke up with each other, not even once.', false],

  ['infidelity', 'explicit', 'She found out her husband had been cheating on her with his secretary.', true],
  ['infidelity', 'implicit', 'He kissed another girl at the party while his girlfriend waited at home.', true],
  ['infidelity', 'figurative', 'He cheated at cards every Friday night.', false],
  ['infidelity', 'negated', 'He never cheated on anyone in his life.', false],

  ['self-harm', 'explicit', 'She had been self-harming since she was fourteen.', true],
  ['self-harm', 'implicit', 'He pulled his sleeves down over the fresh cuts on his wrists.', true],
  ['self-harm', 'figurative', 'He cut himself a slice of bread and cut the cake for the twins.', false],
  ['self-harm', 'negated', 'He had never hurt himself, no matter how bad it got.', false],

  ['suicide', 'explicit', 'After the funeral, they learned he had committed suicide.', true],
  ['suicide', 'implicit', 'She found the empty pill bottle on the nightstand next to his letter.', true],
  ['suicide', 'figurative', 'I feel like my heart is going to stop at any point, and quitting now would be career suicide.', false],
  ['suicide', 'negated', 'He did not want to die; he wanted the pain to stop.', false],

  ['death', 'explicit', 'His grandmother died in her sleep last winter.', true],
  ['death', 'implicit', 'They stood by the open grave as the coffin was lowered, the mourners silent.', true],
  ['death', 'figurative', "I'm dead tired and dying to know what happened, and you look like death warmed up.", false],
  ['death', 'negated', 'Nobody died that night.', false],

  ['violence', 'explicit', 'He punched the man in the face and kicked him when he fell.', true],
  ['violence', 'implicit', 'A gunshot echoed down the alley and the stranger crumpled.', true],
  ['violence', 'figurative', 'She absolutely killed it on stage tonight and hit the button to end the stream.', false],
  ['violence', 'negated', 'He never stabbed anyone.', false],

  ['blood-gore', 'explicit', 'Blood pooled on the floor around the severed hand.', true],
  ['blood-gore', 'implicit', 'The gash on his thigh was bleeding through the bandage.', true],
  ['blood-gore', 'figurative', 'My blood boiled when he said that, bloody hell.', false],
  ['blood-gore', 'negated', 'There was no blood anywhere, no gore at all.', false],

  ['abuse', 'explicit', 'Her stepfather abused her for years.', true],
  ['abuse', 'implicit', 'When he drank, he beat his wife and kids.', true],
  ['abuse', 'figurative', "That's an abuse of power, Senator.", false],
  ['abuse', 'negated', 'He never abused anyone.', false],

  ['sexual-assault', 'explicit', 'She was raped at a party in her first year.', true],
  ['sexual-assault', 'implicit', 'He forced himself on her even though she said no.', true],
  ['sexual-assault', 'figurative', 'The driver violated the parking rules again.', false],
  ['sexual-assault', 'negated', 'He was not a rapist, whatever the rumours said.', false],

  ['sexual-content', 'explicit', 'He moaned as she thrust against him until they came apart in a shuddering orgasm.', true],
  ['sexual-content', 'implicit', 'Their clothes hit the floor and he pulled her onto the bed, naked and aroused.', true],
  ['sexual-content', 'figurative', 'The crowd moaned when the referee made the call.', false],
  ['sexual-content', 'negated', 'They never made love, never even kissed.', false],

  ['substance-use', 'explicit', 'He snorted a line of cocaine in the bathroom.', true],
  ['substance-use', 'implicit', 'She was drunk again by noon, the third bottle of wine empty beside her.', true],
  ['substance-use', 'figurative', 'She snorted with laughter at the joke.', false],
  ['substance-use', 'negated', 'He has never touched drugs.', false],

  ['eating-disorder', 'explicit', 'She had been anorexic since high school.', true],
  ['eating-disorder', 'implicit', 'He made himself throw up after every meal and counted calories.', true],
  ['eating-disorder', 'figurative', "I'm starving, so we binge-watched the whole series over pizza.", false],
  ['eating-disorder', 'negated', 'She never starved herself again.', false],

  ['homophobia', 'explicit', "'Get away from me, you faggot,' the boy sneered.", true],
  ['homophobia', 'implicit', 'His parents said being gay was disgusting and sent him to conversion therapy.', true],
  ['homophobia', 'figurative', 'She read the children a fairy tale.', false],
  ['homophobia', 'negated', 'His parents were not homophobic at all.', false],

  ['bullying', 'explicit', 'He was bullied every day at school.', true],
  ['bullying', 'implicit', 'The older boys shoved him into the lockers and called him names.', true],
  ['bullying', 'figurative', 'She teased her hair into a perfect bouffant.', false],
  ['bullying', 'negated', 'Nobody bullied him after that.', false],

  ['mental-illness', 'explicit', 'She was diagnosed with depression and an anxiety disorder.', true],
  ['mental-illness', 'implicit', 'His hands shook, he was hyperventilating, and the flashbacks came again.', true],
  ['mental-illness', 'figurative', 'The Great Depression hit the town hard.', false],
  ['mental-illness', 'negated', 'He did not have a panic attack this time.', false],

  ['profanity', 'explicit', 'What the fuck is wrong with you?', true],
  ['profanity', 'implicit', "Oh sh*t, we're so f***ed.", true],
  ['profanity', 'figurative', "What the hell, I'm late again.", false],
  ['profanity', 'negated', "Don't fucking touch me.", true],

  ['pregnancy-loss', 'explicit', 'She had a miscarriage at twelve weeks.', true],
  ['pregnancy-loss', 'implicit', 'At the ultrasound there was no heartbeat, and they went home to the empty nursery.', true],
  ['pregnancy-loss', 'figurative', 'The mission was aborted at the last minute.', false],
  ['pregnancy-loss', 'negated', 'She did not lose the baby.', false],

  ['animal-harm', 'explicit', 'The neighbour kicked the dog until it stopped moving.', true],
  ['animal-harm', 'implicit', 'They found the dead cat behind the shed.', true],
  ['animal-harm', 'figurative', 'Stop beating a dead horse.', false],
  ['animal-harm', 'negated', 'Nobody hurt the puppy.', false],

  ['kidnapping', 'explicit', 'The girl was kidnapped on her way home from school.', true],
  ['kidnapping', 'implicit', 'They bundled him into the van, blindfolded, and held him for ransom.', true],
  ['kidnapping', 'figurative', "I'm tied up at work all week, speaking to a captive audience.", false],
  ['kidnapping', 'negated', 'He was never kidnapped; he ran away.', false],

  ['racism', 'explicit', "'Go back where you came from, you filthy wetback,' he spat.", true],
  ['racism', 'implicit', 'They called the villagers primitive savages, an inferior race fit only to serve.', true],
  ['racism', 'figurative', 'She poured a glass of white wine and a black coffee.', false],
  ['racism', 'negated', 'He was not racist, just rude.', false],

  ['misogyny', 'explicit', "Women don't belong in the army, he said, and told her to get back in the kitchen.", true],
  ['misogyny', 'implicit', "'Shut up, you stupid bitch,' he snarled at his wife.", true],
  ['misogyny', 'figurative', 'She watched a chick flick with her sister.', false],
  ['misogyny', 'negated', 'He was never sexist toward his colleagues.', false],

  ['ableism', 'explicit', "'Move, you retard,' he laughed.", true],
  ['ableism', 'implicit', 'What good is a lame horse, or a man confined to a wheelchair, they sneered.', true],
  ['ableism', 'figurative', 'She turned a blind eye to it; that was dumb luck.', false],
  ['ableism', 'negated', 'He is not ableist.', false],
];

/**
 * More cases for the categories whose lexicons were widened for issue 8: what a scene shows without
 * naming it, and the homographs and idioms that must stay quiet.
 */
const MORE_ROWS: Row[] = [
  ['animal-harm', 'implicit', 'He shot the fox twice and left it bleeding in the hedge.', true],
  ['animal-harm', 'explicit', 'The hunters had gutted the stag and pinned a rabbit to the tree.', true],
  ['animal-harm', 'implicit', 'The puppy was so thin its ribs showed, cowering in a cage with open sores on its neck.', true],
  ['animal-harm', 'explicit', 'They ran a dog fighting ring out of the barn.', true],
  ['animal-harm', 'figurative', "That's like shooting fish in a barrel, and the elephant in the room is the budget.", false],
  ['animal-harm', 'figurative', 'Dad marinated the chicken thighs and roasted the lamb for Sunday lunch.', false],
  ['bullying', 'implicit', 'Every morning they laughed at him in the corridor, and someone had written FREAK on his locker.', true],
  ['bullying', 'implicit', 'Nobody would sit with her at lunch, and the group chat posted the photo with forty laughing emojis.', true],
  ['bullying', 'implicit', 'They shoved him into the lockers and mimicked his stutter; the teacher looked the other way.', true],
  ['bullying', 'figurative', 'His grandfather took the bully-off, and the dog chewed his bully stick.', false],
  ['homophobia', 'explicit', 'His father said no son of mine would be a faggot and threw him out of the house.', true],
  ['homophobia', 'implicit', 'They sent her to a camp that promised to cure same-sex attraction.', true],
  ['homophobia', 'implicit', 'Her manager kept deadnaming her in every meeting.', true],
  ['homophobia', 'figurative', 'He bound twelve sticks into a faggot of firewood, and the dykes held back the sea.', false],
  ['kidnapping', 'implicit', 'They pulled a hood over his head and taped his wrists behind his back.', true],
  ['kidnapping', 'implicit', "A man's voice said, we have your daughter; don't call the police.", true],
  ['kidnapping', 'implicit', 'The door had no handle on her side, and every evening a tray slid through the hatch.', true],
  ['kidnapping', 'figurative', 'The photo captured the moment; the prisoner of love sighed.', false],
  ['racism', 'implicit', "The waitress said they don't serve your kind here, and asked where he was really from.", true],
  ['racism', 'figurative', 'A chink of light fell through the slant of the roof, and the horse spooked at the white sheet.', false],
  ['racism', 'figurative', 'The heathen gods of the old north were carved in white stone.', false],
  ['misogyny', 'implicit', "Women are too emotional for command, he said; leave the fighting to the men.", true],
  ['misogyny', 'figurative', 'Bunty was named best bitch in show, and the judge praised her litter.', false],
  ['ableism', 'implicit', "If you can't walk properly, he sneered, don't come to the party; and they mocked his limp.", true],
  ['ableism', 'figurative', "You moron, you forgot the cake again, she laughed, and hugged him.", false],
  ['pregnancy-loss', 'figurative', 'It was a miscarriage of justice, and the app was stillborn at launch.', false],
  ['mental-illness', 'figurative', "I'm so OCD about my pens, and the printer had a breakdown.", false],
  ['eating-disorder', 'figurative', 'She binged three seasons of the show and purged her wardrobe.', false],
  ['animal-harm', 'implicit', 'Cows eaten alive by giant spiders lowed in the dark field.', true],
  ['racism', 'figurative', 'The old house would spook anyone; the roof had a steep slant, and the curtains were the purest shade of white.', false],
  ['ableism', 'figurative', '"You moron," Ron laughed. "You absolute moron. Honestly, you moron, pass the salt."', false],
  ['homophobia', 'implicit', 'He felt sick at the thought of boys loving boys, and told his son it was disgusting.', true],
  ['kidnapping', 'implicit', 'They drugged him with a tranquilliser dart and locked him in the cellar.', true],
  ['pregnancy-loss', 'implicit', 'We lost a pregnancy in the spring, at fourteen weeks.', true],
  ['bullying', 'implicit', 'Every day the girls imitated her voice behind her back, and nobody would sit with her at lunch.', true],
  ['mental-illness', 'implicit', "Some weeks he couldn't get out of bed, and the voices in his head never let up.", true],
  ['eating-disorder', 'implicit', 'She slipped the bread into her napkin, said she had already eaten, and counted every mouthful in a food diary.', true],
];

/** Slurs stay on the page when someone denies saying them. */
const SLURS_SURVIVE_NEGATION: Row[] = [
  ['homophobia', 'negated', "He didn't call him a faggot.", true],
  ['racism', 'negated', 'Nobody said chink out loud.', true],
  ['ableism', 'negated', "I didn't say retard.", true],
];

function raised(text: string, id: CategoryId): boolean {
  return analyze({ paragraphs: [text] }).some((w) => w.id === id);
}

describe('every category has all four kinds of case', () => {
  test.each(CATEGORY_IDS.map((id) => [id]))('%s', (id) => {
    const kinds = ROWS.filter((r) => r[0] === id).map((r) => r[1]);
    expect(kinds.sort()).toEqual(['explicit', 'figurative', 'implicit', 'negated']);
  });
});

test.each([...ROWS, ...MORE_ROWS, ...SLURS_SURVIVE_NEGATION])('%s, %s: %s', (id, _kind, text, expected) => {
  expect(raised(text, id)).toBe(expected);
});

/**
 * What stories show without the category's own word, and the look-alikes that must stay quiet:
 * heartbreak, infidelity, self-harm, suicide, death, violence, blood and gore, abuse, sexual
 * assault, sexual content and substance use (issue 8). Written for these tests.
 */
const SHOWN_AND_LOOKALIKES: Row[] = [
  ['heartbreak', 'explicit', "\"I'm not in love with you anymore,\" Theo said, and slid the ring back across the table.", true],
  ['heartbreak', 'implicit', 'She told him she loved him. He said he cared for her, but not like that, and she walked home alone in the rain, sobbing.', true],
  ['heartbreak', 'figurative', 'Today I broke up with my gym and it felt wonderful.', false],
  ['heartbreak', 'negated', "They didn't break up; they just argued about the dishes.", false],

  ['infidelity', 'explicit', 'Marcus had been having an affair with his assistant for two years.', true],
  ['infidelity', 'implicit', "\"It was only once,\" she said. \"I slept with him once, and I've lied to your face every day since.\"", true],
  ['infidelity', 'figurative', "It's my cheat day, so I'm cheating on my diet with a whole pizza.", false],
  ['infidelity', 'negated', 'He had never been unfaithful to her.', false],

  ['self-harm', 'implicit', 'In July she still wore long sleeves, and there were neat parallel scars on her forearm and a razor hidden in her pencil case.', true],
  ['self-harm', 'implicit', 'He kept a hair tie on his wrist to snap whenever the urge to cut came back.', true],
  ['self-harm', 'figurative', 'The duellist threw a cutter spell that sliced the enemy banner in two.', false],
  ['self-harm', 'negated', 'She has never cut herself.', false],

  ['suicide', 'implicit', "He gave away his guitar and his books, wrote three letters, sealed them, and said that when he was gone someone should feed the cat.", true],
  ['suicide', 'explicit', 'She stood on the ledge of the bridge, wanting to die, and stepped over the railing.', true],
  ['suicide', 'figurative', 'Coach made us run suicides on the court until we dropped.', false],
  ['suicide', 'negated', 'It was a bad luck ending. His life went on happily after that.', false],

  ['death', 'explicit', '"Mum\'s dead," he said into the phone. "The cancer took her this morning."', true],
  ['death', 'implicit', 'Everyone in black brought casseroles, and the priest read the eulogy before they laid him to rest.', true],
  ['death', 'figurative', 'My phone died, the engine died, and then the party died down.', false],
  ['death', 'negated', 'Nobody died, thank God.', false],

  ['violence', 'implicit', 'He swung at me, his fist connected with my jaw, and then the guard drove a baton into his ribs.', true],
  ['violence', 'explicit', 'The officer knelt on his neck while another kicked him in the ribs.', true],
  ['violence', 'figurative', 'The stands exploded when she scored, and the chef attacked the onions with his knife.', false],
  ['violence', 'negated', 'Nobody punched anyone that night.', false],

  ['blood-gore', 'implicit', 'A gleaming crimson puddle spread under him, and the towel came away scarlet.', true],
  ['blood-gore', 'explicit', 'Blood was dripping from the gash on his scalp and soaked his collar.', true],
  ['blood-gore', 'figurative', 'We have been bleeding money for months, and the blood oranges stained the bowl.', false],
  ['blood-gore', 'negated', 'No blood, no gore, nothing spilled at all.', false],

  ['abuse', 'implicit', 'His father dragged him by the arm into the cupboard, and the boy braced himself for the familiar pain.', true],
  ['abuse', 'explicit', 'Her husband backhanded her across the kitchen and told her nobody would ever believe her.', true],
  ['abuse', 'figurative', 'Someone has been abusing my streaming account and the free refill policy.', false],
  ['abuse', 'negated', 'Their father never hit them.', false],

  ['sexual-assault', 'implicit', 'His hand slid up under her skirt on the crowded train, and she jerked away, whispering no.', true],
  ['sexual-assault', 'explicit', 'He groped her in the lift and would not stop when she said no.', true],
  ['sexual-assault', 'figurative', 'He was groping blindly for his glasses on the nightstand.', false],
  ['sexual-assault', 'negated', 'Nobody laid a hand on her.', false],

  ['sexual-content', 'implicit', 'They undressed each other slowly, and he pushed her back onto the bed, her legs around his hips.', true],
  ['sexual-content', 'explicit', 'They made love for the first time that night, slow and tender in the tangled sheets.', true],
  ['sexual-content', 'figurative', 'The four of us ended up sleeping together in one bed at the snowed-in cabin.', false],
  ['sexual-content', 'negated', 'They never had sex.', false],

  ['substance-use', 'implicit', 'There was a rolled-up note and a dusting of white powder on the mirror, and he kept sniffing hard.', true],
  ['substance-use', 'explicit', 'He woke hungover again, reached for the hidden bottle and took a long pull from the flask.', true],
  ['substance-use', 'figurative', 'Ron snorted, they cracked up, and there was a small crack in the window.', false],
  ['substance-use', 'negated', 'He has not had a drink in three years.', false],
];

/**
 * Naming is not showing: a summary, a setting or a weapon on the wall is not a scene of violence,
 * and a blow, a shot or a fight on the page is (what annotators of real passages warn for).
 * Written for these tests.
 */
const NAMED_OR_SHOWN: Row[] = [
  ['violence', 'explicit', 'She kicked him in the stomach, and when he doubled over she smashed her knee into his face.', true],
  ['violence', 'implicit', 'Bullets tore through the windscreen, and the driver slumped over the wheel.', true],
  ['violence', 'figurative', 'The summary promised violence, war and a great deal of angst.', false],
  ['violence', 'figurative', 'Civilians had fled the capital long ago; the war dragged on somewhere to the north, and the army wrote letters.', false],
  ['violence', 'figurative', 'Two assault rifles and an old sword hung on the wall of the armoury, weapons nobody had used in years.', false],
  ['violence', 'figurative', 'Beat the eggs with a fork until pale, then beat in the sugar.', false],
  ['violence', 'figurative', 'She beat him by a mile in the final sprint, and he laughed about it for weeks.', false],
  ['violence', 'figurative', 'You have shot yourself in both feet with that email, honestly.', false],
  ['violence', 'negated', 'Nobody fired a single shot that night.', false],
  // A paragraph about something else with one plain word in it is a mention; a fight leaves more than one.
  ['violence', 'figurative', 'He had killed a man once, years ago and far away. Now he grew tomatoes, walked the neighbour\'s dog every morning, argued with the radio about cricket and baked bread on Sundays for the whole street, and nobody in the village knew a thing about the life he had before.', false],
  ['violence', 'explicit', 'The argument in the car park had gone on for ten minutes before anyone moved. Then Rhys swung first, his fist caught Dev on the cheekbone, and Dev came back at him with an elbow to the ribs. They went down together on the wet tarmac while the rest of the team stood around not knowing what to do.', true],
  ['violence', 'explicit', 'He came at her with a kitchen knife, and she smashed her forehead into his nose.', true],
  ['violence', 'implicit', 'One of them had the old man face down on the rug with a knee in his back.', true],
  // War: combat as it happens, not the setting of a war story.
  ['violence', 'explicit', 'They took cover behind the wall as mortar shells landed in the square, and the platoon returned fire.', true],
  ['violence', 'figurative', 'He spent the war in a quiet office, far from the trenches, filing reports about the infantry.', false],
  ['violence', 'implicit', 'Bombs rained on the harbour all night, and the air raid sirens never stopped.', true],
  ['violence', 'explicit', 'He grabbed a fistful of her hair and slammed her face into the table.', true],
  ['violence', 'implicit', 'The first blow split his eyebrow; the second put him on the floor.', true],
  ['violence', 'implicit', 'The knife went in under his ribs, and he folded around it.', true],
  ['violence', 'figurative', 'She slid the knife in under the crust and lifted the pie out.', false],
  ['violence', 'figurative', 'He rested a hand on the back of her head and kissed her hair.', false],
  ['violence', 'figurative', 'The comedian killed, the crowd roared, and the drummer beat the skins all night.', false],
  ['violence', 'implicit', "By the time the police came, chairs lay on their sides, two men sat against the wall nursing their noses, and the door had a dent the shape of a man's head.", true],
  ['violence', 'figurative', 'The car leapt off the line like it had been shot from a cannon.', false],
  ['violence', 'explicit', 'Her stepfather hit her with the belt until she stopped crying out, then walked away.', true],
  ['violence', 'implicit', "He ducked a wild blow, and his hands closed around the other man's throat.", true],
  ['violence', 'implicit', 'She came home beaten and bruised, and would not say who had done it.', true],
  ['violence', 'figurative', "The striker's left foot was a cannon, and the keeper never saw the shot coming.", false],
  // Taken: told with the verb first or in the passive; a ransom planned for a thing is not a captive.
  ['kidnapping', 'explicit', 'The bandits took hostage whoever was travelling on the north road that night.', true],
  ['kidnapping', 'implicit', "Blair's been snatched from the parking lot, and his car is still here.", true],
  ['kidnapping', 'figurative', 'She planned to steal the prototype and hold it for ransom until the board paid up.', false],
  ['kidnapping', 'figurative', 'My purse was snatched on the bus this morning.', false],
  ['kidnapping', 'implicit', 'A hand clamped over her mouth from behind, and the last thing she saw was the van door sliding shut.', true],
  ['kidnapping', 'implicit', 'He woke on a concrete floor with his wrists zip-tied and no idea how long he had been there.', true],
  ['kidnapping', 'implicit', 'The note said they would get their daughter back when the money was left under the bridge.', true],
  ['kidnapping', 'implicit', 'The stranger at the school gate told the boy his mum had sent him, and the boy got into the car.', true],
  ['kidnapping', 'figurative', 'She watched the match with both hands pressed over her mouth.', false],
  ['kidnapping', 'figurative', 'Her mum had sent her to the shop for milk, and she kept the change for three days.', false],
  ['kidnapping', 'implicit', 'Forty villagers taken from their burning homes were chained in the hold, to be sold at the slave market in the spring.', true],
  // A people named beside "all of them" or "every one of them" is not a people summed up: the
  // summing-up entry stays a hint that needs a stereotype or a slur beside it.
  ['racism', 'figurative', 'The refugees reached the border at dawn; all of them were exhausted, and the children slept in the trucks.', false],
  ['racism', 'figurative', 'The immigrants in our building threw a party for the new baby, and every one of them brought food.', false],
  ['racism', 'explicit', "The immigrants on our street? None of them can be trusted, he said, they're all thieves.", true],
  // Sent back where they came from: its own cue beside "you people", not one cue with it.
  ['racism', 'explicit', "'Go back where you came from, you people,' he shouted at the Polish family across the road.", true],
  ['racism', 'figurative', 'After the war she could finally go back where she came from, a village in the hills.', false],
  ['racism', 'figurative', "'The refugees reached the border at dawn, and all of them were exhausted,' the nurse told us.", false],
  ['death', 'implicit', 'At the memorial his brother could not finish reading the poem.', true],
  ['death', 'figurative', 'The war memorial on the square had been cleaned for the parade.', false],
  // A death shown in its last moment, without the word.
  ['death', 'implicit', "His chest rose once more, then didn't rise again, and the nurse gently closed his eyes.", true],
  ['death', 'implicit', 'She felt for a pulse and found none; the medic called the time at 04:12 and pulled the sheet up over his face.', true],
  ['death', 'explicit', 'Grandad breathed his last just after midnight, with all of us around the bed.', true],
  ['death', 'figurative', 'He slipped away from the party before the speeches.', false],
  // Everyday sexism shown: the expert taken for the help, passed over for the man beside her; "bitch" at a man is a curse.
  ['misogyny', 'implicit', 'He handed her his coat and asked for a coffee, two sugars, sweetheart, before sitting down to read her report.', true],
  ['misogyny', 'implicit', 'The mechanic nodded at her and then turned to her husband to explain the fault. Try to smile a bit more, love, he added.', true],
  ['misogyny', 'figurative', "That son of a bitch stole my truck, and now he's bitching about the price of gas.", false],
  // A place that shuts someone out, shown; an everyday lift that is out of order is not.
  ['ableism', 'implicit', 'The venue had twenty steps up to the door and no ramp, and the manager said the waiters could just carry her up in her chair.', true],
  ['ableism', 'figurative', 'There was no lift in the old library, so we took the stairs two at a time.', false],
];

/**
 * The kinds of writing the fifth pass's scenes were missed on (issue 8), each rule family with the
 * look-alike it must leave alone. Written for these tests.
 */
const KINDS_SHOWN: Row[] = [
  // A secret lover shown by its signs: a cover story, another's traces, meetings, the pair found together.
  ['infidelity', 'implicit', '"If Dana asks, I was at yours," he said, and would not meet my eye. His collar smelled of another woman\'s perfume. "Don\'t ask questions."', true],
  ['infidelity', 'implicit', 'Inside the drawer were secret letters in a woman\'s handwriting: my dearest, I count the hours until Thursday.', true],
  ['infidelity', 'figurative', '"If anyone asks, we were never here," the thief whispered, and the two of them slipped out of the vault.', false],
  ['infidelity', 'figurative', 'My dearest Aunt Hilda, I count the hours until your visit.', false],
  // A relationship ending, shown: apart on the sofa, the spare room, the books divided.
  ['heartbreak', 'implicit', 'They stopped talking after the summer. He slept in the spare room, and in March they split the bookshelves between them; it wasn\'t enough to stay.', true],
  ['heartbreak', 'figurative', 'We split the bookshelves into fiction and history, then moved the desk into the spare room.', false],
  // A group tormenting one person: the room joining in, mockery behind hands, their things spoiled.
  ['bullying', 'implicit', 'They kicked the back of his seat all the way to school, and the whole bus laughed.', true],
  ['bullying', 'implicit', 'They held their noses when he walked past and tipped their leftovers onto his tray.', true],
  ['bullying', 'figurative', 'The whole room laughed at the comedian, and we held our breath for the punchline.', false],
  // Contempt for a same-sex couple said kindly, and a deadname shown; the same words with no couple or no second cue.
  ['homophobia', 'implicit', 'The vicar said the parish loved the sinner, but two men holding hands where the young families could see was too much.', true],
  ['homophobia', 'figurative', 'Father Tom loved the sinner in all of us, he said, and heard confessions until noon.', false],
  ['homophobia', 'implicit', 'Every card from her father was addressed to her old name, a name she hadn\'t used since school.', true],
  ['homophobia', 'figurative', 'The spy signed the letter with a name she hadn\'t used since the war.', false],
  // A people summed up to one of them, in a scene that names the people; the same words to a recruit.
  ['racism', 'explicit', 'He had taught Roma kids for a decade, he said, and none of them can sit still, and you\'re no different.', true],
  ['racism', 'figurative', '"You\'re no different from the rest of them," the sergeant told the new recruit, laughing.', false],
  // Control and its marks: a carer who speaks for someone, bruises where a grip holds.
  ['abuse', 'implicit', 'The new carer always answered for him, and there were bruises on his upper arms where someone had held him too hard.', true],
  ['abuse', 'figurative', 'The teacher answered for the shy boy when the inspector asked his name.', false],
  // Sex shown by the disarray it leaves; one stray sign is not enough.
  ['sexual-content', 'implicit', 'When they finally came down to dinner his collar hung open and her hairpins were scattered all down the back stairs.', true],
  ['sexual-content', 'figurative', 'The cat had been on the dresser again, and the hairpins were scattered across the floor.', false],
  // An animal afraid of people, as a hurt one is; a frightened child is not an animal.
  ['animal-harm', 'implicit', 'The rescue greyhound would not go near men, and when Dad picked up the broom she bolted under the bed and wet herself.', true],
  ['animal-harm', 'figurative', 'The toddler would not go near strangers at the party, and he wet himself during the magic show.', false],

  // Seventh pass: kinds the scenes written apart (test/fixtures/scenes-apart.jsonl) showed missing,
  // each beside its look-alike. None copies a scene there.
  // A death shown on the body; a man resting his eyes under a blanket.
  ['death', 'implicit', 'Marta closed her grandfather\'s eyes with her fingertips; there was no rise beneath the blanket now.', true],
  ['death', 'figurative', 'He closed his eyes for a moment and pulled the blanket over his knees, listening to the rain.', false],
  // A memorial at a door; one such sign at a wedding.
  ['death', 'implicit', 'By noon there were flowers heaped on the doorstep of the shop, and a candle beside his photograph in the window.', true],
  ['death', 'figurative', 'There were flowers piled on the doorstep for the newlyweds, and cards from all the neighbours.', false],
  // An animal offered up, its cry cut off; a weekend sacrificed, a dog that stops barking.
  ['animal-harm', 'explicit', 'The priest sacrificed the lamb on the altar, and the bleating stopped.', true],
  ['animal-harm', 'figurative', "She sacrificed her weekend to finish the thesis, and the dog's barking stopped when the postman left.", false],
  // The marks of neglect on an animal; the same words of a hungry runner.
  ['animal-harm', 'implicit', 'The rescued pony had welts along her flanks and you could count her ribs; she had not been fed in weeks.', true],
  ['animal-harm', 'figurative', 'After the marathon he could count his ribs, and he had not been fed in hours, he joked.', false],
  // A child stolen from where it lay; a baby lifted out for breakfast.
  ['kidnapping', 'explicit', 'Someone snatched the baby from her cot while the nurse was on her break.', true],
  ['kidnapping', 'figurative', 'She lifted the baby from her cot and carried her downstairs for breakfast.', false],
  // Chained to a radiator; a bike chained to a post. A captor's threat; a vase home in pieces.
  ['kidnapping', 'explicit', 'He woke chained to a radiator, and the voice on the phone said they would start sending him back in pieces.', true],
  ['kidnapping', 'figurative', 'The bike was chained to a post outside the library, and the vase came home in pieces.', false],
  // A playful "kidnapping" to brunch; a game's prisoners and hostages.
  ['kidnapping', 'figurative', '"I\'m kidnapping you for brunch," Ana said, grabbing her coat. "No arguments."', false],
  ['kidnapping', 'figurative', 'Dustin was tagged in the first round and sat in jail with the other prisoners, yelling "Free the hostages!" at his team.', false],
  // Women judged as a sex; the same shape of words about the washing-up.
  ['misogyny', 'explicit', 'Women just aren\'t wired for engineering, he told the panel, so leave the maths to the men.', true],
  ['misogyny', 'figurative', 'Leave the washing-up to the men tonight, Gran said, you cooked.', false],
  // A woman's word waiting on a man's; a nurse asking for a husband who wanted to be told.
  ['misogyny', 'implicit', '"Is your husband here?" the surveyor asked, and when she said the house was hers he told her to be a dear and fetch him anyway.', true],
  ['misogyny', 'figurative', '"Is your husband here?" the nurse asked kindly. "He wanted to be told when you woke."', false],
  // A dog breeder's bitch and her litter.
  ['misogyny', 'figurative', 'The bitch whelped six puppies in the kennel overnight, and the breeder sat up with her.', false],
  ['profanity', 'figurative', 'The bitch whelped six puppies in the kennel overnight, and the breeder sat up with her.', false],
  // A family erasing a same-sex partner; the same acts after a divorce.
  ['homophobia', 'implicit', 'When it came out that Ruth was a woman who loved another woman, her mother cut her out of every photograph and said they would pray it passes.', true],
  ['homophobia', 'figurative', 'Ruth cut her brother out of every photograph after the divorce, and said she would pray it passes quickly.', false],
  // A child punished with a belt and no supper; a bag strap caught, a tenant locked out.
  ['abuse', 'explicit', 'The belt caught him across the back of the legs, and he was locked in his room without supper again.', true],
  ['abuse', 'figurative', 'The strap caught on the door handle, and he was locked out of his room until the landlord came.', false],
  // What a child has learned in a house like that; a boy sneaking up on his brother.
  ['abuse', 'implicit', 'She had learned early which floorboards creaked, and learned not to cry, because if you cried it went on longer.', true],
  ['abuse', 'figurative', 'He learned early which floorboards creaked in the old theatre, the better to sneak up on his brother.', false],
  // Control through money and friends; a family's finances in one pair of hands.
  ['abuse', 'implicit', 'After the wedding he took over her bank account, and her friends stopped calling after he told them she was busy; "you know how you get," he said.', true],
  ['abuse', 'figurative', 'When Dad retired, Mum took over the finances and paid for everyone\'s summer.', false],
  // Followed as a suspect and sent to "his own kind"; a guard returning keys.
  ['racism', 'implicit', 'The security guard followed him through every aisle, and the manager said he would be happier somewhere with his own kind.', true],
  ['racism', 'figurative', 'The security guard followed him to the lift, because he had left his keys at the front desk.', false],
  // A shared life taken apart; one spare key under a mat. A groom dancing with his new wife.
  ['heartbreak', 'implicit', 'He gave back the spare key, one side of the wardrobe stood empty, and when she rang him it rang out.', true],
  ['heartbreak', 'figurative', 'She found the spare key under the mat and let herself in to feed the cat.', false],
  ['heartbreak', 'figurative', 'He danced with his new wife under the fairy lights, and his mother cried.', false],
  // Secrets kept by phone and lies; a new passcode after a theft. A watch that is not his.
  ['infidelity', 'implicit', 'He had a new passcode on his phone, a hotel receipt in his coat, and he had said he was working late that night.', true],
  ['infidelity', 'figurative', 'She set a new passcode on her phone after it was stolen, and kept the hotel receipt for her expenses.', false],
  ['infidelity', 'figurative', 'The watch in the lost property box wasn\'t his, so he handed it back to the teacher.', false],
  // A group shutting one out and spoiling his things; a puppy's game, a night of rain.
  ['bullying', 'implicit', 'Whenever he sat down they picked up their trays and moved, and they played keep away with his bag while the whole class watched and laughed.', true],
  ['bullying', 'figurative', 'The puppy played keep away with the tennis ball while the children laughed on the lawn.', false],
  ['bullying', 'figurative', 'It rained all night and soaked his sleeping bag, so he slept in the car.', false],
  // Other senses: in trouble, a flat battery, overworking, a dog asleep, a lamb rubbed dry, a pitch and a match, a chess piece, baking.
  ['death', 'figurative', '"Mum\'s going to find out about the car," Jay groaned. "We\'re so dead."', false],
  ['death', 'figurative', "The charger's dead and the laptop's dead, and I think the kettle's dead too.", false],
  ['suicide', 'figurative', 'Stop killing yourself over that essay and come to the pub.', false],
  ['sexual-content', 'figurative', 'The old spaniel slept with her nose on my slipper all evening.', false],
  ['sexual-assault', 'figurative', 'She rubbed its chest with a towel until the newborn lamb squeaked.', false],
  ['abuse', 'figurative', 'The old pitch had taken a lot of abuse, and the fans hurled abuse at the referee all afternoon.', false],
  ['violence', 'figurative', 'Okoro beat three defenders and buried it in the top corner, and it beat sitting on the bench.', false],
  ['death', 'figurative', 'Okoro beat three defenders and buried it in the top corner.', false],
  ['death', 'figurative', 'Her white bishop buried behind a wall of pawns, she resigned on move forty.', false],
  ['violence', 'figurative', 'Beat them until your arm aches, Gran said, passing me the whisk and the bowl of eggs.', false],
  // Second batch written apart. Harm as a pattern at home; a boxer's rounds.
  ['abuse', 'explicit', '"How long has he been hitting you?" Mia asked, and her brother said it was only when he drinks.', true],
  ['abuse', 'figurative', 'The champion has been hitting him with left hooks all night, and the boxing crowd loves it.', false],
  // A child's punishments; a teacher's joke.
  ['abuse', 'implicit', 'Their mother made them stand in the hallway until two, facing the wall, and tore his exercise books in half in front of him.', true],
  ['abuse', 'figurative', 'My brother calls me useless at darts, which is fair.', false],
  // A group tormenting one; a game of catch.
  ['bullying', 'explicit', "They held his bag over his head while he jumped for it, called him a mummy's boy, and snapped his pencil in half while everybody laughed.", true],
  ['bullying', 'figurative', 'Dad held the kite over his head while the twins jumped for it, and everybody laughed on the beach.', false],
  // Slavers and a gag of tape; a parcel taped shut.
  ['kidnapping', 'explicit', 'The slavers came for the village at dawn and roped the children neck to neck behind the wagons.', true],
  ['kidnapping', 'explicit', "The photo showed her on a chair with a strip of tape over her mouth, holding that morning's paper.", true],
  ['kidnapping', 'figurative', '"Your son has taken my phone hostage," she said, "and his demands are biscuits."', false],
  // An affair named; a sibling's sleepover.
  ['infidelity', 'explicit', '"You\'ve been sleeping with my sister," she said, "for eight months."', true],
  ['infidelity', 'figurative', "The twins have been sleeping in my sister's room since the storm, and her earrings are in my car.", false],
  // Love that ended before it began; a film that ended early.
  ['heartbreak', 'implicit', 'She had loved him from afar for years, and when he married her cousin she knew it was over before it had ever begun; she wept all night.', true],
  ['heartbreak', 'figurative', 'The match was over before it had ever begun, and we were home by nine.', false],
  // A hunted animal; a fox calling at night (an animal's scream alone is no harm: foxes scream).
  ['animal-harm', 'explicit', 'The hounds had the fox down in the bracken, worrying at it until it was torn open from throat to tail.', true],
  ['animal-harm', 'figurative', 'A fox screamed somewhere behind the allotments, and the cat slept on.', false],
  // Animals dumped to die; a parcel of books.
  ['animal-harm', 'implicit', 'Someone had taped a box of kittens shut and left it beside the bins, and two of them were barely moving.', true],
  ['animal-harm', 'figurative', 'She taped the box shut and left it beside the bins for the collectors.', false],
  // Her point talked over and taken; a debate's rules.
  ['misogyny', 'implicit', 'He talked over her in the seminar, repeated her point as his own, and told her she sounded shrill.', true],
  ['misogyny', 'figurative', 'The chair talked over the speaker to call time, and repeated the question for the room.', false],
  // Refused service and sent to "your own"; a closed kitchen.
  ['racism', 'implicit', 'The waitress would not serve them, and told them they would be happier with their own kind across town.', true],
  ['racism', 'figurative', 'The waitress would not serve us after eleven, because the kitchen had closed.', false],
  // Hyperbole about an essay; chopping onions.
  ['death', 'figurative', 'If I read one more page of Kant I will literally die.', false],
  ['violence', 'figurative', 'He hacked at the onions and butchered the shallots while the chef shouted.', false],
];

test.each(KINDS_SHOWN)('kinds shown and their look-alikes: %s, %s: %s', (id, _kind, text, expected) => {
  expect(raised(text, id)).toBe(expected);
});

test.each([...SHOWN_AND_LOOKALIKES, ...NAMED_OR_SHOWN])('shown or look-alike: %s, %s: %s', (id, _kind, text, expected) => {
  expect(raised(text, id)).toBe(expected);
});
