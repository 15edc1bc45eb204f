/**
 * npm run -s scan -- [--json] [--lang xx] [--sensitivity low|balanced|high] [--url URL] FILE...
 * npm run -s scan -- --jsonl FILE
 *
 * Prints what the extension would show for plain-text stories and saved archive pages, in the
 * reader's language (--lang, else LC_ALL/LC_MESSAGES/LANG; the extension's own catalogs). In the
 * JSON modes nothing but JSON reaches stdout; problems go to stderr and set a non-zero exit code,
 * and every other input is still scanned.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { analyzeStory, type StoryAnalysis } from '../lib/analyze-story';
import { analyze, paragraphsFromText } from '../lib/engine/index';
import { readingOf } from '../lib/engine/language';
import { catalogFolderFor, localeCatalog } from '../lib/i18n/locale-files';
import { useCatalogs } from '../lib/i18n/translate';
import type { Sensitivity } from '../lib/engine/types';
import { scanReport } from '../lib/scan-report';
import { readStoryFile } from './scan/read-story';

const USAGE = `usage: npm run -s scan -- [--json] [--lang es|fr|de|pt-BR|en] [--sensitivity low|balanced|high] [--url URL] FILE...
       npm run -s scan -- --jsonl FILE   (one {"id","text"} object a line)`;
const SENSITIVITIES: readonly Sensitivity[] = ['low', 'balanced', 'high'];

function fail(message: string): never {
  process.stderr.write(`scan: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/**
 * The language of the human-readable report: --lang, else the environment's (LC_ALL, LC_MESSAGES,
 * LANG, as POSIX orders them), else English. JSON output is the same in every language.
 */
function speakLanguage(asked: string | undefined) {
  const language = asked ?? (process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG);
  const folder = catalogFolderFor(language);
  if (asked && !folder) process.stderr.write(`scan: no messages in "${asked}"; the report is in English\n`);
  if (folder) useCatalogs([localeCatalog(folder)]);
}

async function scanFiles(files: string[], json: boolean, sensitivity: Sensitivity, url?: URL): Promise<number> {
  let failures = 0;
  for (const file of files) {
    const read = await readStoryFile(file, url);
    if (!read.ok) {
      failures++;
      process.stderr.write(`scan: ${read.message}\n`);
      continue;
    }
    const { story } = read;
    const analysis = analyzeStory(story, sensitivity);
    if (json) {
      const { blocks: _blocks, container: _container, ...plain } = story;
      process.stdout.write(
        `${JSON.stringify({
          file,
          site: story.site,
          title: story.title,
          author: story.author,
          words: story.wordCount,
          partial: plain.partial ?? null,
          chapter: plain.chapter ?? null,
          tags: plain.tags,
          unknownTags: analysis.unknownTags,
          language: analysis.language,
          textRead: analysis.textRead,
          unmappedNotes: analysis.unmappedNotes,
          warnings: analysis.warnings,
          warningsFromTags: analysis.fromTags,
          warningsFromText: analysis.fromText,
        })}\n`,
      );
    } else {
      process.stdout.write(`${scanReport(file, story, analysis).join('\n')}\n\n`);
    }
  }
  return failures;
}

async function scanJsonl(file: string, sensitivity: Sensitivity): Promise<number> {
  let failures = 0;
  let lineNumber = 0;
  const input = createReadStream(file, 'utf8');
  const opened = new Promise<void>((resolve, reject) => {
    input.once('open', () => resolve());
    input.once('error', reject);
  });
  try {
    await opened;
  } catch (error) {
    process.stderr.write(`scan: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
    return 1;
  }
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber++;
    if (line.trim() === '') continue;
    let record: { id?: unknown; text?: unknown };
    try {
      record = JSON.parse(line);
    } catch {
      failures++;
      process.stderr.write(`scan: ${file}:${lineNumber}: not JSON\n`);
      process.stdout.write(`${JSON.stringify({ id: null, warnings: [], error: 'not JSON' })}\n`);
      continue;
    }
    const id = record?.id ?? null;
    if (typeof record?.text !== 'string') {
      failures++;
      process.stderr.write(`scan: ${file}:${lineNumber}: no "text" string\n`);
      process.stdout.write(`${JSON.stringify({ id, warnings: [], error: 'no text' })}\n`);
      continue;
    }
    const paragraphs = paragraphsFromText(record.text);
    const { language, textRead, partlyRead } = readingOf(paragraphs);
    const warnings = textRead || partlyRead ? analyze({ paragraphs }, { sensitivity }) : [];
    process.stdout.write(`${JSON.stringify({ id, warnings, language, textRead, ...(partlyRead && { partlyRead }) })}\n`);
  }
  return failures;
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        jsonl: { type: 'string' },
        sensitivity: { type: 'string', default: 'balanced' },
        url: { type: 'string' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  speakLanguage(values.lang);
  const sensitivity = values.sensitivity as Sensitivity;
  if (!SENSITIVITIES.includes(sensitivity)) fail(`--sensitivity must be one of ${SENSITIVITIES.join(', ')}`);
  let url: URL | undefined;
  if (values.url) {
    try {
      url = new URL(values.url);
    } catch {
      fail(`--url is not a URL: ${values.url}`);
    }
  }
  if (!values.jsonl && positionals.length === 0) fail('no files given');
  let failures = values.jsonl ? await scanJsonl(values.jsonl, sensitivity) : 0;
  if (positionals.length) failures += await scanFiles(positionals, values.json || Boolean(values.jsonl), sensitivity, url);
  process.exitCode = failures > 0 ? 1 : 0;
}

await main();
