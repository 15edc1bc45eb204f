import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const REFERENCE = path.join(ROOT, 'reference-texts');
const REAL_AO3 = path.resolve(ROOT, '../shared/real-pages/ao3/work-3738184-oneshot.html');
const run = promisify(execFile);

/** Runs the CLI the way `npm run -s scan --` does, and never throws on a non-zero exit. */
async function scan(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/scan.ts'), ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run scan', { timeout: 60_000 }, () => {
  test('a plain-text story: site, title, words and the warnings with evidence', async () => {
    const { code, stdout } = await scan(path.join(REFERENCE, '003_02859091e71606cc.txt'));
    expect(code).toBe(0);
    expect(stdout).toContain('site: text');
    expect(stdout).toMatch(/words: 13\d\d/);
    expect(stdout).toMatch(/Heartbreak \[heartbreak\] (mention|theme)/);
    expect(stdout).toMatch(/paragraph \d+: “/);
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

  test('a story the engine cannot read: "language" and "textRead" in --json, and said plainly, never "none", in the human output', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scan-'));
    const file = path.join(dir, 'capitulo.txt');
    writeFileSync(
      file,
      'Ella tomó la navaja y se cortó el brazo otra vez, como cada noche desde que él se fue.\n\nEscribió una carta de despedida para su madre antes de subir a la azotea. No quería que nadie la encontrara.\n',
    );
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
});
