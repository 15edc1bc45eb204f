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
    explicit: ['He vomited into the sink until his throat burned.', 'Dean threw up behind the Impala.', 'She was retching over the toilet.', 'He dry heaved twice.'],
    figurative: ['Steve threw up his hands in defeat.', 'The mage threw up a shield just in time.'],
    neutral: ['He was sick of waiting for the bus.', 'She threw the ball up to him.'],
  },
  needles: {
    explicit: ['The nurse slid the needle into his arm.', 'A syringe lay on the tray.', 'They gave her an injection of morphine.', 'She had to draw blood before noon.'],
    figurative: ['Her sister needled him all evening.', 'Finding him was like looking for a needle in a haystack.', 'Grandma picked up her knitting needles.', 'Pine needles crunched underfoot.', 'He tried to inject some humour into it.'],
    neutral: ['She sewed the button back on.', 'The doctor smiled and wrote a note.'],
  },
  'spiders-insects': {
    explicit: ['A huge spider crawled across the pillow.', 'The cabin was full of cockroaches.', 'Maggots writhed in the wound.', 'Wasps swarmed out of the nest.'],
    figurative: ['Peter swung through the city as Spider-Man.', 'She watered the spider plant.', 'Stop acting like you have ants in your pants.', "You've stirred up a hornet's nest."],
    neutral: ['The garden was quiet in the morning.', 'He was being careful.'],
  },
  drowning: {
    explicit: ['The boy drowned in the lake that summer.', 'He was drowning, and no one heard.', 'They held him under until he stopped struggling.', 'Water filled his lungs.'],
    figurative: ['I am drowning in paperwork this week.', 'The music drowned out her voice.', 'He went to the pub to drown his sorrows.', 'She was drowning in grief.'],
    neutral: ['They swam in the lake all afternoon.', 'The rain fell on the roof.'],
  },
  'fire-burns': {
    explicit: ['The house caught fire in the night.', 'He had burn scars down one arm.', 'The barn went up in flames.', 'She suffered third-degree burns.', 'Flames licked the curtains.'],
    figurative: ['His cheeks burned with embarrassment.', 'It was a burning question.', "She didn't want to fan the flames.", 'He met an old flame at the party.'],
    neutral: ['They lit candles for dinner.', 'The fireplace was warm.'],
  },
  'hospitals-medical': {
    explicit: ['He woke up in the hospital.', 'She was rushed into surgery.', 'They kept him in intensive care for a week.', 'The ambulance arrived at last.'],
    figurative: ["Come on, it's not brain surgery.", 'She made the bed with hospital corners.'],
    neutral: ['The hospitality of the inn was warm.', 'He made tea for his friend.'],
  },
  incest: {
    explicit: ['It was incest, and they both knew it.'],
    figurative: [],
    neutral: ['The brothers played football together.', 'She hugged her sister goodbye.'],
  },
  transphobia: {
    explicit: ['His father misgendered him again at dinner.', 'She kept deadnaming her.', 'The article was openly transphobic.'],
    figurative: [],
    neutral: ['She used his name and he smiled.', 'They talked about gender and history.'],
  },
  torture: {
    explicit: ['They tortured him for information.', 'The Cruciatus curse hit her.', 'Waterboarding left him shaking.'],
    figurative: ['He was a tortured soul.', 'Waiting for the results was sweet torture.', 'Stop torturing yourself.'],
    neutral: ['The interview went well.', 'He painted the fence.'],
  },
  stalking: {
    explicit: ['Someone had been stalking her for months.', 'She got a restraining order against him.', 'The stalker left notes on her car.', 'He stalked her from city to city.'],
    figurative: ['She stalked off in a temper.', 'He stalked out of the room.'],
    neutral: ['Celery stalks lay on the board.', 'She walked home with him.'],
  },
  gaslighting: {
    explicit: ['He was gaslighting her about the money.', '"It\'s all in your head," he said again.', 'He manipulated her into staying.', 'It was emotional manipulation.'],
    figurative: ['The gaslit streets of London glowed.', 'She manipulated the lock with a hairpin.'],
    neutral: ['He listened to her carefully.', 'They remembered the day together.'],
  },
  'child-death': {
    explicit: ['The baby died in the night.', 'They never recovered from the death of their son.', 'A small coffin stood by the altar.', 'They stood by their dead child.'],
    figurative: ['The kids died laughing at his joke.'],
    neutral: ['The child laughed and ran off.', 'Their son graduated today.'],
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
