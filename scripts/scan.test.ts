import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const REFERENCE = path.join(ROOT, 'reference-texts');
const REAL_AO3 = path.resolve(ROOT, '../shared/real-pages/ao3/work-3738184-oneshot.html');
const REAL_OLD_FFN = path.resolve(ROOT, '../shared/real-pages/ffnet/ffn-body-veryold-stars1.html');
const REAL_LOGIN_WALL = path.resolve(ROOT, '../shared/real-pages/ao3/work-15461226-restricted-login.html');
const run = promisify(execFile);

/** The environment's language: the C locale (English) unless a test says otherwise. */
const C_LOCALE = { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };

/** Runs the CLI the way `npm run -s scan --` does, and never throws on a non-zero exit. */
async function scan(...args: string[]) {
  return scanIn(C_LOCALE, ...args);
}

async function scanIn(locale: Record<string, string>, ...args: string[]) {
  try {
    const env = { ...process.env, ...locale };
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/scan.ts'), ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A short story in Spanish (our own words), which the engine does not read. */
function spanishStory(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'scan-')), 'capitulo.txt');
  writeFileSync(
    file,
    'Ella tomó la navaja y se cortó el brazo otra vez, como cada noche desde que él se fue.\n\nEscribió una carta de despedida para su madre antes de subir a la azotea. No quería que nadie la encontrara.\n',
  );
  return file;
}

describe('npm run scan', { timeout: 60_000 }, () => {
  test('a plain-text story: site, title, words and the warnings with evidence', async () => {
    const { code, stdout } = await scan(path.join(REFERENCE, '003_02859091e71606cc.txt'));
    expect(code).toBe(0);
    expect(stdout).toContain('site: text');
    expect(stdout).toMatch(/words: 1,3\d\d/);
    expect(stdout).toMatch(/Heartbreak \[heartbreak\] (mention|theme)/);
    expect(stdout).toMatch(/Paragraph \d+: “/);
  });

  test('--json prints one JSON object a file and nothing else; unreadable input is reported and the rest still scanned', async () => {
    const missing = path.join(REFERENCE, 'no-such-story.txt');
    const { code, stdout, stderr } = await scan('--json', missing, path.join(REFERENCE, '000_169399f3b4770a85.txt'), path.join(REFERENCE, '001_4ae355160bf34591.txt'));
    expect(code).not.toBe(0);
    expect(stderr).toContain('no-such-story.txt');
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => path.basename(l.file))).toEqual(['000_169399f3b4770a85.txt', '001_4ae355160bf34591.txt']);
    for (const l of lines) {
      expect(l).toMatchObject({ site: 'text', title: expect.any(String), words: expect.any(Number) });
      expect(l.warnings.map((w: { id: string }) => w.id)).toContain('heartbreak');
    }
  });

  test('--jsonl answers line for line, in order, even for broken lines', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scan-'));
    const input = path.join(dir, 'in.jsonl');
    writeFileSync(
      input,
      [
        JSON.stringify({ id: 'a', text: 'She cut herself again that night, and hid the fresh marks on her wrists.' }),
        '{not json',
        JSON.stringify({ id: 'c', text: 'They had a lovely picnic by the lake.' }),
      ].join('\n'),
    );
    const { code, stdout, stderr } = await scan('--jsonl', input, '--sensitivity', 'high');
    expect(code).toBe(1);
    expect(stderr).toContain('not JSON');
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['a', null, 'c']);
    const selfHarm = lines[0].warnings.find((w: { id: string }) => w.id === 'self-harm');
    expect(selfHarm).toMatchObject({ level: expect.stringMatching(/mention|theme/), score: expect.any(Number) });
    expect(selfHarm.evidence[0]).toMatchObject({ paragraph: 0, excerpt: expect.stringContaining('cut herself') });
    expect(lines[2].warnings).toEqual([]);
  });

  test('a bad --sensitivity is refused with a clear message', async () => {
    const { code, stderr } = await scan('--sensitivity', 'extreme', path.join(REFERENCE, '000_169399f3b4770a85.txt'));
    expect(code).toBe(2);
    expect(stderr).toContain('--sensitivity must be one of low, balanced, high');
  });

  test.skipIf(!existsSync(REAL_AO3))('a saved AO3 page goes through its adapter, with tag and text warnings apart', async () => {
    const { code, stdout } = await scan(REAL_AO3);
    expect(code).toBe(0);
    expect(stdout).toContain('site: ao3');
    expect(stdout).toContain('title: everything');
    const [fromTags, fromText] = stdout.split('warnings from text and notes:');
    expect(fromTags).toContain('warnings from tags:');
    expect(fromTags).toContain('Sexual assault [sexual-assault] theme');
    expect(fromTags).toContain('tag: Rape/Non-Con');
    expect(fromText).toContain('none');
  });

  test.skipIf(!existsSync(REAL_OLD_FFN))('a saved FanFiction.Net page of 2005 with no address is read by its adapter, though Readability trips on it', async () => {
    const { code, stdout } = await scan(REAL_OLD_FFN);
    expect(code).toBe(0);
    expect(stdout).toContain('site: ffnet   title: Of Western Stars');
  });

  test.skipIf(!existsSync(REAL_LOGIN_WALL))("a saved AO3 login wall with no address is reported as such, not read as a story free of warnings", async () => {
    const { code, stdout, stderr } = await scan('--json', REAL_LOGIN_WALL);
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('only visible to logged-in users');
  });

  test('a story the engine cannot read: "language" and "textRead" in --json, and said plainly, never "none", in the human output', async () => {
    const file = spanishStory();
    const json = JSON.parse((await scan('--json', file, path.join(REFERENCE, '000_169399f3b4770a85.txt'))).stdout.trim().split('\n')[0]);
    expect(json).toMatchObject({ language: 'es', textRead: false, warnings: [] });
    const english = JSON.parse((await scan('--json', path.join(REFERENCE, '000_169399f3b4770a85.txt'))).stdout);
    expect(english).toMatchObject({ language: 'en', textRead: true });
    const { stdout } = await scan(file);
    expect(stdout).toContain('language: es   text read: no');
    expect(stdout).toContain("This story is in Spanish. Gentle Reader reads English story text; the warnings here come from the author's tags and notes only.");
    expect(stdout).toContain('unknown: the text was not read');
    expect(stdout).not.toMatch(/^\s+none$/m);
  });
  test('--lang speaks the reader\'s language', async () => {
    const spanish = await scan('--lang', 'es', spanishStory());
    expect(spanish.stdout).toContain('idioma: es   texto leído: no');
    expect(spanish.stdout).toContain('Esta historia está en español. Gentle Reader lee el texto de las historias en inglés');
    expect(spanish.stdout).toContain('desconocidas: el texto no se leyó');
    expect(spanish.stdout).not.toMatch(/\b(words|language|text read|warnings|unknown)\b/);
  });

  test('LC_ALL, else LANG, is the default language; --lang wins over both', async () => {
    const story = path.join(REFERENCE, '003_02859091e71606cc.txt');
    const french = await scanIn({ LANG: 'fr_FR.UTF-8', LC_ALL: '', LC_MESSAGES: '' }, story);
    expect(french.stdout).toMatch(/mots\u00a0: 1\u202f3\d\d/);
    expect(french.stdout).toMatch(/Chagrin d’amour \[heartbreak\] (mention|thème), score [\d,]+, d’après texte/);
    expect(french.stdout).toMatch(/Paragraphe \d+\u00a0: «\u00a0/);
    const portuguese = await scanIn({ LANG: 'fr_FR.UTF-8', LC_ALL: 'pt_BR.UTF-8', LC_MESSAGES: '' }, story);
    expect(portuguese.stdout).toContain('  site: text   título: ');
    expect(portuguese.stdout).toContain('Coração partido [heartbreak]');
    const german = await scanIn({ LANG: 'fr_FR.UTF-8', LC_ALL: 'pt_BR.UTF-8', LC_MESSAGES: '' }, '--lang', 'de-AT', story);
    expect(german.stdout).toContain('  Website: text   Titel: ');
  });

  test('--json is the same in every language', async () => {
    const story = path.join(REFERENCE, '003_02859091e71606cc.txt');
    const json = (await scan('--json', story)).stdout;
    expect(JSON.parse(json)).toMatchObject({ site: 'text', warnings: expect.any(Array) });
    expect((await scan('--json', '--lang', 'fr', story)).stdout).toBe(json);
    expect((await scanIn({ LANG: 'de_DE.UTF-8', LC_ALL: '', LC_MESSAGES: '' }, '--json', story)).stdout).toBe(json);
  });

  test('--lang with no catalog says so on stderr and reports in English', async () => {
    const { code, stdout, stderr } = await scan('--lang', 'ja', path.join(REFERENCE, '000_169399f3b4770a85.txt'));
    expect(code).toBe(0);
    expect(stderr).toContain('scan: no messages in "ja"; the report is in English');
    expect(stdout).toContain('  site: text   title: ');
  });
});
