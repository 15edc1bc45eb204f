import { describe, expect, it, test } from 'vitest';
import { compilePersonal, entryPhrase } from './compile-personal';
import { normalizePersonalWarnings } from './personal-warning';
import { analyzePersonal } from './read-personal';
import { STARTING_POINTS } from './starting-points';

const asWarning = (key: string) => {
  const point = STARTING_POINTS.find((p) => p.key === key)!;
  return { id: `personal:${point.key}` as const, name: point.name, words: point.words, except: point.except, enabled: true };
};

function catches(key: string, text: string): boolean {
  return analyzePersonal({ paragraphs: [text] }, compilePersonal([asWarning(key)])).length > 0;
}

/** Per list: sentences that say it, figures of speech and other senses that must not, and plain neighbours. */
const CASES: Record<string, { explicit: string[]; figurative: string[]; neutral: string[] }> = {
  vomiting: {
    explicit: [
      'He vomited into the sink until his throat burned.', 'Dean threw up behind the Impala.', 'She was retching over the toilet.', 'He dry heaved twice.',
      'She puked on his shoes.', 'Bile rose in his throat and he barely made it to the bathroom.', 'He emptied his stomach into the bushes.',
      'The smell of vomit filled the car.', 'Harry was sick all over the floor.',
    ],
    figurative: [
      'Steve threw up his hands in defeat.', 'The mage threw up a shield just in time.', 'She threw up her arms and laughed.',
      'The storm threw up a wall of spray against the pier.',
    ],
    neutral: ['He was sick of waiting for the bus.', 'She threw the ball up to him.', 'He felt queasy on the boat, but it passed.', 'She cleared the plates after dinner.'],
  },
  needles: {
    explicit: [
      'The nurse slid the needle into his arm.', 'A syringe lay on the tray.', 'They gave her an injection of morphine.', 'She had to draw blood before noon.',
      'The IV line was taped to the back of her hand.', 'He flinched at the flu shot.', 'She injected the insulin herself.', 'They put a cannula in his arm.',
    ],
    figurative: [
      'Her sister needled him all evening.', 'Finding him was like looking for a needle in a haystack.', 'Grandma picked up her knitting needles.', 'Pine needles crunched underfoot.', 'He tried to inject some humour into it.',
      'The needle on the gauge dipped into the red.', 'The compass needle swung north.', 'She threaded a sewing needle by the window.',
    ],
    neutral: ['She sewed the button back on.', 'The doctor smiled and wrote a note.', 'He took a shot of tequila.', 'She pinned the map to the wall.'],
  },
  'spiders-insects': {
    explicit: [
      'A huge spider crawled across the pillow.', 'The cabin was full of cockroaches.', 'Maggots writhed in the wound.', 'Wasps swarmed out of the nest.',
      'A tarantula sat on the windowsill.', 'Cobwebs hung from every corner of the cellar.', 'Lice crawled through his hair.', 'A centipede scuttled under the bed.',
    ],
    figurative: [
      'Peter swung through the city as Spider-Man.', 'She watered the spider plant.', 'Stop acting like you have ants in your pants.', "You've stirred up a hornet's nest.",
      'His spider sense was tingling.', "Her new haircut was the bee's knees.", 'He played spider solitaire until midnight.',
    ],
    neutral: ['The garden was quiet in the morning.', 'He was being careful.', 'The honey tasted of summer.', 'He debugged the program all night.'],
  },
  drowning: {
    explicit: [
      'The boy drowned in the lake that summer.', 'He was drowning, and no one heard.', 'They held him under until he stopped struggling.', 'Water filled his lungs.',
      'She nearly drowned in the river as a child.', 'He was dragged under by the current.', 'He held her head under the water.',
    ],
    figurative: [
      'I am drowning in paperwork this week.', 'The music drowned out her voice.', 'He went to the pub to drown his sorrows.', 'She was drowning in grief.',
      'The crowd drowned out the speaker.', 'He was drowning in debt by spring.',
    ],
    neutral: ['They swam in the lake all afternoon.', 'The rain fell on the roof.', 'She floated on her back and watched the clouds.', 'He taught the kids to swim.'],
  },
  'fire-burns': {
    explicit: [
      'The house caught fire in the night.', 'He had burn scars down one arm.', 'The barn went up in flames.', 'She suffered third-degree burns.', 'Flames licked the curtains.',
      'The car burst into flames.', 'He died of smoke inhalation.', 'Someone set fire to the shed.', 'She was scalded by the kettle.',
    ],
    figurative: [
      'His cheeks burned with embarrassment.', 'It was a burning question.', "She didn't want to fan the flames.", 'He met an old flame at the party.',
      'That only added fuel to the flames.', 'The dance floor was on fire tonight.',
    ],
    neutral: ['They lit candles for dinner.', 'The fireplace was warm.', 'The sun was burning bright over the hill.', 'He toasted marshmallows over the campfire.'],
  },
  'hospitals-medical': {
    explicit: [
      'He woke up in the hospital.', 'She was rushed into surgery.', 'They kept him in intensive care for a week.', 'The ambulance arrived at last.',
      'The heart monitor beeped steadily.', 'He was put on a ventilator.', 'The surgeon lifted the scalpel.', 'She started chemo in March.',
    ],
    figurative: ["Come on, it's not brain surgery.", 'She made the bed with hospital corners.', "It isn't rocket surgery, Tony."],
    neutral: ['The hospitality of the inn was warm.', 'He made tea for his friend.', 'The doctor on the telly was handsome.', 'She operated the forklift.'],
  },
  incest: {
    explicit: ['It was incest, and they both knew it.', 'Their relationship was incestuous.', 'The family hid generations of inbreeding.', 'Everyone called it twincest in the tags.'],
    figurative: ['The art world is so incestuous, everyone has slept with everyone.'],
    neutral: ['The brothers played football together.', 'She hugged her sister goodbye.', 'The cousins went to the same school.', 'Their father read to them at night.'],
  },
  transphobia: {
    explicit: [
      'His father misgendered him again at dinner.', 'She kept deadnaming her.', 'The article was openly transphobic.',
      'The comments called her a tranny.', '"You\'ll never be a real woman," he sneered, "you\'re not a real woman."', 'Her aunt refused to stop using her dead name.',
    ],
    figurative: ['The movie transfixed him.'],
    neutral: ['She used his name and he smiled.', 'They talked about gender and history.', 'He took the train to work.', 'She translated the letter into French.'],
  },
  torture: {
    explicit: [
      'They tortured him for information.', 'The Cruciatus curse hit her.', 'Waterboarding left him shaking.',
      'The torturer came back at dawn.', 'They pulled out his fingernails one by one.', 'Bellatrix screamed "Crucio!"',
    ],
    figurative: ['He was a tortured soul.', 'Waiting for the results was sweet torture.', 'Stop torturing yourself.', 'The last episode was absolute torture to watch.', 'She gave him a tortured look.'],
    neutral: ['The interview went well.', 'He painted the fence.', 'The questions went on for an hour.', 'She tore the paper in half.'],
  },
  stalking: {
    explicit: [
      'Someone had been stalking her for months.', 'She got a restraining order against him.', 'The stalker left notes on her car.', 'He stalked her from city to city.',
      'An obsessed fan followed her home.', 'He was being stalked online.',
    ],
    figurative: ['She stalked off in a temper.', 'He stalked out of the room.', 'The cat stalked the bird across the lawn.', 'She stalked towards the door.'],
    neutral: ['Celery stalks lay on the board.', 'She walked home with him.', 'He followed the recipe closely.', 'The fans cheered at the concert.'],
  },
  gaslighting: {
    explicit: [
      'He was gaslighting her about the money.', '"It\'s all in your head," he said again.', 'He manipulated her into staying.', 'It was emotional manipulation.',
      '"That never happened," she insisted, though it had.', '"Look what you made me do," he hissed.', 'His mother guilt tripped him every Sunday.',
    ],
    figurative: ['The gaslit streets of London glowed.', 'She manipulated the lock with a hairpin.', 'The gaslights flickered in the fog.', 'He carefully manipulated the data in the spreadsheet.'],
    neutral: ['He listened to her carefully.', 'They remembered the day together.', 'She filled the car with gas.', 'He lit the lamp.'],
  },
  'child-death': {
    explicit: [
      'The baby died in the night.', 'They never recovered from the death of their son.', 'A small coffin stood by the altar.', 'They stood by their dead child.',
      'Her daughter died of the fever.', 'They lost a child the winter before.', "The child's funeral was on a Tuesday.",
    ],
    figurative: ['The kids died laughing at his joke.', 'My son died of embarrassment when I sang.'],
    neutral: ['The child laughed and ran off.', 'Their son graduated today.', 'The baby slept through the night.', 'Her daughter won the race.'],
  },
};

describe('starting points', () => {
  it('has a table of sentences for every list, and every list of the issue', () => {
    expect(STARTING_POINTS.map((p) => p.key).sort()).toEqual(Object.keys(CASES).sort());
    expect(STARTING_POINTS).toHaveLength(12);
  });

  it('every word and exception compiles to a phrase, and each list survives the repair of stored values unchanged', () => {
    for (const point of STARTING_POINTS) {
      for (const w of point.words) expect(entryPhrase(w), `${point.key}: ${w}`).toBeDefined();
      for (const w of point.except) expect(entryPhrase(w, false), `${point.key}: ${w}`).toBeDefined();
      const [repaired] = normalizePersonalWarnings([asWarning(point.key)]);
      expect(repaired.words).toEqual(point.words);
      expect(repaired.except).toEqual(point.except);
    }
  });

  for (const [key, { explicit, figurative, neutral }] of Object.entries(CASES)) {
    describe(key, () => {
      test.each(explicit)('catches: %s', (text) => expect(catches(key, text)).toBe(true));
      if (figurative.length) test.each(figurative)('leaves the figure of speech: %s', (text) => expect(catches(key, text)).toBe(false));
      test.each(neutral)('leaves the neutral: %s', (text) => expect(catches(key, text)).toBe(false));
    });
  }
});
