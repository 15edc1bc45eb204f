// What each built script carries. The document_start script (hold-back.js) runs before every page
// of every archive we know paints, and the options page opens on a phone: they need to know which
// site a page is (lib/sites/known-sites.ts), not how to read it. Since the registry was split,
// neither carries the adapters' extraction nor Mozilla Readability (34.6 kB instead of 95.9 kB).
// The content script and the Readability fallback, which do read pages, still carry it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TEST_BUILD_COMMAND } from './harness.mjs';

/** Strings Readability's code keeps through minification: its constructor's error and a regexp's name. */
const READABILITY_MARKS = ['First argument to Readability constructor', 'unlikelyCandidates'];
/**
 * hold-back.js: 95.9 kB while it carried the extraction and Readability, 34.6 kB since (npx wxt
 * build, 2026-12-01); 45 kB with the AO3 extraction alone back (otwAdapter without its PURE mark).
 * The bound leaves room to grow, not room for the extraction to come back.
 */
const HOLD_BACK_MAX_BYTES = 40_000;

/** An HTML sink in built code: Preact and Readability are built without theirs (scripts/build/no-html-sinks.ts). */
const HTML_SINK = /\.(?:inner|outer)HTML\s*=(?!=)|\binsertAdjacentHTML\(|\bcreateContextualFragment\(|\bsetHTMLUnsafe\(|\bdocument\.write(?:ln)?\(/;

const scripts = (dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));

const carriesReadability = (file) => {
  const code = readFileSync(file, 'utf8');
  return READABILITY_MARKS.some((mark) => code.includes(mark));
};

for (const build of ['chrome-mv3', 'firefox-mv2']) {
  const dir = path.join(ROOT, '.output', build);
  const optionsChunks = () => readdirSync(path.join(dir, 'chunks')).filter((f) => /^options-.*\.js$/.test(f));

  test(`${build}: the document_start script and the options page carry no Readability; the readers do`, (t) => {
    if (!existsSync(path.join(dir, 'manifest.json'))) return assert.fail(`build first: ${TEST_BUILD_COMMAND}`);
    const holdBack = path.join(dir, 'content-scripts/hold-back.js');
    assert.equal(carriesReadability(holdBack), false, 'hold-back.js bundles Readability again');
    const size = statSync(holdBack).size;
    t.diagnostic(`hold-back.js ${size} bytes`);
    assert.ok(size <= HOLD_BACK_MAX_BYTES, `hold-back.js is ${size} bytes (at most ${HOLD_BACK_MAX_BYTES}): has extraction code come back?`);
    assert.equal(optionsChunks().length, 1);
    assert.equal(carriesReadability(path.join(dir, 'chunks', optionsChunks()[0])), false, 'the options page bundles Readability again');
    // The marks are real: the scripts that read pages have them.
    assert.equal(carriesReadability(path.join(dir, 'content-scripts/content.js')), true);
    assert.equal(carriesReadability(path.join(dir, 'content-scripts/readability.js')), true);
  });
}

for (const build of ['chrome-mv3', 'firefox-mv2']) {
  test(`${build}: no script assigns HTML (what web-ext lint warns of), Preact and Readability included`, () => {
    const dir = path.join(ROOT, '.output', build);
    if (!existsSync(path.join(dir, 'manifest.json'))) return assert.fail(`build first: ${TEST_BUILD_COMMAND}`);
    const files = scripts(dir);
    assert.ok(files.includes('content-scripts/content.js') && files.includes('content-scripts/readability.js'), files.join(', '));
    for (const file of files) {
      const code = readFileSync(path.join(dir, file), 'utf8');
      const sink = HTML_SINK.exec(code);
      assert.equal(sink && code.slice(Math.max(0, sink.index - 80), sink.index + 80), null, `${build}/${file} has an HTML sink`);
    }
  });
}
