import { afterEach, describe, expect, test } from 'vitest';
import { speak } from '../test/i18n/locale-catalogs';
import type { StoryAnalysis } from './analyze-story';
import type { Warning } from './engine/types';
import { useEnglish } from './i18n/translate';
import { scanReport, type ScannedStory } from './scan-report';

afterEach(useEnglish);

const selfHarm: Warning = {
  id: 'self-harm',
  level: 'theme',
  score: 12.5,
  sources: ['tags', 'text'],
  evidence: [
    { source: 'tags', paragraph: -1, start: 0, end: 4, excerpt: 'Self-Harm' },
    { source: 'text', paragraph: 2, start: 0, end: 10, excerpt: 'she cut herself' },
  ],
};
const death: Warning = { id: 'death', level: 'mention', score: 3, sources: ['notes'], evidence: [{ source: 'notes', paragraph: -1, start: 0, end: 5, excerpt: 'a death' }] };

const ao3Work: ScannedStory = { site: 'ao3', title: 'Glass', author: 'Writer', wordCount: 12_345, chapter: { index: 2, count: 5, title: 'After' }, paragraphs: ['x'] };
const read: StoryAnalysis = { warnings: [selfHarm, death], fromTags: [selfHarm], fromText: [death], unknownTags: true, language: 'en', textRead: true, unmappedNotes: ['hospitals', 'needles'] };
const notRead: StoryAnalysis = { ...read, fromText: [], fromTags: [], unknownTags: false, language: 'es', textRead: false, unmappedNotes: [] };
const plainText: ScannedStory = { site: 'text', title: 'capitulo', author: '', wordCount: 40, paragraphs: ['x'] };

describe('the scan report in the reader\'s language', () => {
  test.each([
    [
      'en',
      [
        '  site: ao3   title: Glass   author: Writer',
        '  words: 12,345   chapter: 2/5 (After)',
        '  language: en   text read: yes',
        '  warnings from tags:',
        '    Self-harm [self-harm] theme, score 12.5, from tags + text',
        '      tag: Self-Harm',
        '      Paragraph 3: “she cut herself”',
        '    (the author chose not to use archive warnings: unknown, not “none”)',
        '  warnings from text and notes:',
        '    Death [death] mention, score 3, from notes',
        '      Notes: “a death”',
        '    (the notes also warn of: hospitals and needles)',
      ],
    ],
    [
      'es',
      [
        '  sitio: ao3   título: Glass   autor: Writer',
        '  palabras: 12.345   capítulo: 2/5 (After)',
        '  idioma: en   texto leído: sí',
        '  advertencias de las etiquetas:',
        '    Autolesiones [self-harm] tema, puntuación 12,5, de etiquetas + texto',
        '      etiqueta: Self-Harm',
        '      Párrafo 3: «she cut herself»',
        '  advertencias del texto y las notas:',
        '    Muerte [death] mención, puntuación 3, de notas',
        '    (las notas también advierten de: hospitals y needles)',
      ],
    ],
    [
      'fr',
      [
        '  site\u00a0: ao3   titre\u00a0: Glass   auteur·ice\u00a0: Writer',
        '  mots\u00a0: 12\u202f345   chapitre\u00a0: 2/5 (After)',
        '  langue\u00a0: en   texte lu\u00a0: oui',
        '  avertissements des tags\u00a0:',
        '    Auto\u00admutilation [self-harm] thème, score 12,5, d’après tags + texte',
        '      Paragraphe 3\u00a0: «\u00a0she cut herself\u00a0»',
        '  avertissements du texte et des notes\u00a0:',
      ],
    ],
    [
      'de',
      [
        '  Website: ao3   Titel: Glass   Autor*in: Writer',
        '  Wörter: 12.345   Kapitel: 2/5 (After)',
        '  Sprache: en   Text gelesen: ja',
        '  Warnungen aus den Tags:',
        '    Selbst\u00adverletzung [self-harm] Thema, Wert 12,5, aus Tags + Text',
        '      Absatz 3: „she cut herself“',
        '  Warnungen aus Text und Anmerkungen:',
        '    Tod [death] Erwähnung, Wert 3, aus Anmerkungen',
      ],
    ],
    [
      'pt_BR',
      [
        '  site: ao3   título: Glass   autoria: Writer',
        '  palavras: 12.345   capítulo: 2/5 (After)',
        '  idioma: en   texto lido: sim',
        '  avisos das tags:',
        '    Automutilação [self-harm] tema, pontuação 12,5, de tags + texto',
        '  avisos do texto e das notas:',
        '    Morte [death] menção, pontuação 3, de notas',
        '    (as notas também avisam de: hospitals e needles)',
      ],
    ],
  ])('%s: labels, levels, sources, numbers and quotation marks', (lang, expected) => {
    if (lang !== 'en') speak(lang);
    const lines = scanReport('glass.html', ao3Work, read);
    expect(lines[0]).toBe('glass.html');
    for (const line of expected) expect(lines).toContain(line);
  });

  test.each([
    ['en', 'none in the notes (the text was not read)', 'unknown: the text was not read', 'This story is in Spanish.'],
    ['es', 'ninguna en las notas (el texto no se leyó)', 'desconocidas: el texto no se leyó', 'Esta historia está en español.'],
    ['fr', 'aucun dans les notes (le texte n’a pas été lu)', 'inconnus\u00a0: le texte n’a pas été lu', 'Cette histoire est en espagnol.'],
    ['de', 'keine in den Anmerkungen (der Text wurde nicht gelesen)', 'unbekannt: Der Text wurde nicht gelesen', 'Diese Geschichte ist auf Spanisch.'],
    ['pt_BR', 'nenhum nas notas (o texto não foi lido)', 'desconhecidos: o texto não foi lido', 'Esta história está em espanhol.'],
  ])('%s: a text not read is never "none"', (lang, noneInNotes, unknown, notice) => {
    if (lang !== 'en') speak(lang);
    const page = scanReport('capitulo.html', ao3Work, notRead);
    expect(page).toContain(`    ${noneInNotes}`);
    expect(page.some((line) => line.startsWith(`  ${notice} `))).toBe(true);
    const text = scanReport('capitulo.txt', plainText, notRead);
    expect(text).toContain(`    ${unknown}`);
  });
});
