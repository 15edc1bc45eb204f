/**
 * npm run -s scan -- [--json] [--sensitivity low|balanced|high] [--url URL] FILE...
 * npm run -s scan -- --jsonl FILE
 *
 * Prints what the extension would show for plain-text stories and saved archive pages. In the
 * JSON modes nothing but JSON reaches stdout; problems go to stderr and set a non-zero exit code,
 * and every other input is still scanned.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { analyzeStory, type StoryAnalysis } from '../lib/analyze-story';
import { warningLabel } from '../lib/warnings';
import { analyze, paragraphsFromText } from '../lib/engine/index';
import { readingOf } from '../lib/engine/language';
import { notReadNotice } from '../lib/not-read';
import type { Sensitivity, Warning } from '../lib/engine/types';
import type { Story } from '../lib/story';
import { readStoryFile } from './scan/read-story';

const USAGE = `usage: npm run -s scan -- [--json] [--sensitivity low|balanced|high] [--url URL] FILE...
       npm run -s scan -- --jsonl FILE   (one {"id","text"} object a line)`;
const SENSITIVITIES: readonly Sensitivity[] = ['low', 'balanced', 'high'];

function fail(message: string): never {
  process.stderr.write(`scan: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function describe(warnings: Warning[], indent = '  ', none = 'none'): string[] {
  if (warnings.length === 0) return [`${indent}${none}`];
  return warnings.flatMap((w) => [
    `${indent}${warningLabel(w)} [${w.id}] ${w.level}, score ${w.score}, from ${w.sources.join(' + ')}`,
    ...w.evidence.map((e) =>
      e.source === 'tags' ? `${indent}  tag: ${e.excerpt}` : `${indent}  ${e.source === 'notes' ? 'notes' : `paragraph ${e.paragraph + 1}`}: “${e.excerpt}”`,
    ),
  ]);
}

function printHuman(file: string, story: Story, analysis: StoryAnalysis) {
  const lines = [
    `${file}`,
    `  site: ${story.site}   title: ${story.title}${story.author ? `   author: ${story.author}` : ''}`,
    `  words: ${story.wordCount}${story.chapter ? `   chapter: ${story.chapter.index}${story.chapter.count ? `/${story.chapter.count}` : ''}${story.chapter.title ? ` (${story.chapter.title})` : ''}` : ''}`,
  ];
  lines.push(`  language: ${analysis.language}   text read: ${analysis.textRead ? 'yes' : 'no'}`);
  const notice = notReadNotice(analysis, story.paragraphs.length > 0);
  if (notice) lines.push(`  ${notice}`);
  if (story.site !== 'text') {
    lines.push('  warnings from tags:', ...describe(analysis.fromTags, '    '));
    if (analysis.unknownTags) lines.push('    (the author chose not to use archive warnings: unknown, not "none")');
    lines.push(`  warnings from ${analysis.textRead ? 'text and ' : ''}notes:`, ...describe(analysis.fromText, '    ', analysis.textRead ? 'none' : 'none in the notes (the text was not read)'));
    if (analysis.unmappedNotes.length) lines.push(`    (the notes also warn of: ${analysis.unmappedNotes.join(', ')})`);
  } else {
    lines.push('  warnings:', ...describe(analysis.fromText, '    ', analysis.textRead ? 'none' : 'unknown: the text was not read'));
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
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
      printHuman(file, story, analysis);
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
    const { language, textRead } = readingOf(paragraphs);
    const warnings = textRead ? analyze({ paragraphs }, { sensitivity }) : [];
    process.stdout.write(`${JSON.stringify({ id, warnings, language, textRead })}\n`);
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
