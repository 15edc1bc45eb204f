import { describe, expect, test } from 'vitest';
import { detectLanguage, normalizeLanguage, readingOf } from './language';

const EN = 'He answered on the third ring. She was not sure what he wanted, but she said yes anyway and hung up the phone before he could ask again.';
const ES = 'Ella tomó la navaja y se cortó el brazo otra vez. Nadie sabía lo que hacía por las noches, y ella no quería que nadie lo supiera. Escribió una carta para su madre.';
const FR = "Elle ne savait pas ce qu'il voulait dire, mais elle avait peur. Il était tard et la maison était silencieuse quand il est rentré avec une lettre pour nous.";
const DE = 'Er wusste nicht, was er sagen sollte. Die Nacht war kalt und sie hatte keine Angst mehr vor ihm, aber sie wollte nicht bleiben, und er auch nicht.';
const PT = 'Ele não sabia o que dizer. A noite estava fria e ela já não tinha medo dele, mas não queria ficar com ele em casa, então foi embora.';
const PL = 'Nie wiedział, co powiedzieć. Noc była zimna, a ona już się go nie bała, ale nie chciała zostać. Wyszła z domu bez słowa i poszła prosto przed siebie, nie oglądając się ani razu, bo wiedziała, że jeśli się obejrzy, wróci.';

describe('detectLanguage', () => {
  test.each([
    ['English', [EN], 'en'],
    ['Spanish', [ES], 'es'],
    ['French', [FR], 'fr'],
    ['German', [DE], 'de'],
    ['Portuguese', [PT], 'pt'],
    ['Russian', ['Он не знал, что сказать. Ночь была холодной, и она больше не боялась его.'], 'und-Cyrl'],
    ['Japanese', ['彼は何を言えばいいのか分からなかった。夜は寒かった。'], 'ja'],
    ['Chinese', ['他不知道该说什么。夜很冷，她不再怕他了。'], 'zh'],
    ['Korean', ['그는 무슨 말을 해야 할지 몰랐다. 밤은 추웠다.'], 'ko'],
    ['English with Spanish dialogue', [EN, `"¿Qué haces aquí?" she asked him, and he just smiled at her.`, EN], 'en'],
    ['Spanish with an English line', [ES, ES, 'I love you.'], 'es'],
    ['a short line', ['Chapter One content'], 'und'],
  ])('%s', (_, paragraphs, language) => {
    expect(detectLanguage(paragraphs).language).toBe(language);
  });
});

describe('readingOf: never a false all-clear', () => {
  test.each<[string, string[], string | undefined, string, boolean]>([
    ['English, no field', [EN], undefined, 'en', true],
    ['Spanish, no field', [ES], undefined, 'es', false],
    ['French, no field', [FR], undefined, 'fr', false],
    ['German, no field', [DE], undefined, 'de', false],
    ['Polish (no list of its own), long enough to judge', [PL], undefined, 'und', false],
    ['a short line: too little to judge, in Latin letters, is read', ['Chapter One content'], undefined, 'und', true],
    ['a short line in Cyrillic is not', ['Глава первая'], undefined, 'und-Cyrl', false],
    ['AO3 says English', [EN], 'en', 'en', true],
    ['FFN says "English"', [EN], 'English', 'en', true],
    ['FFN says "Spanish"', [ES], 'Spanish', 'es', false],
    ['filed as English, plainly Spanish', [ES, ES], 'en', 'es', false],
    ['filed as Spanish, plainly English', [EN, EN], 'es', 'en', true],
    ['filed as English, short and undecided', ['Chapter One content'], 'en', 'en', true],
    ['mostly English with Spanish dialogue', [EN, '"¿Qué haces aquí, mi amor?"', EN], undefined, 'en', true],
    ['no text at all (the adult-content notice)', [], 'en', 'en', false],
  ])('%s', (_, paragraphs, declared, language, textRead) => {
    expect(readingOf(paragraphs, declared)).toEqual({ language, textRead });
  });

  test('a huge work is sampled, so its cost stays bounded', () => {
    const work = Array.from({ length: 20_000 }, () => EN);
    const started = performance.now();
    expect(readingOf(work).textRead).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

test.each([
  ['en', 'en'],
  ['pt-br', 'pt-BR'],
  ['zh-Hant', 'zh-Hant'],
  ['English', 'en'],
  ['Español', 'es'],
  ['Deutsch', 'de'],
  ['Português brasileiro', 'pt-BR'],
  ['Klingon?', undefined],
  ['', undefined],
])('normalizeLanguage(%j) is %j', (value, tag) => {
  expect(normalizeLanguage(value)).toBe(tag);
});
