import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The page's scripts must not carry the engine: evaluating its 500 KB (lexicons, weights, the
 * 100 KB list of things) was a 53 ms task on every archive page. The engine runs in the background
 * only. This walks the value imports (type-only imports vanish from the bundle) from each page
 * entry and names the path by which an engine file would get in.
 */
const root = path.resolve(__dirname, '../..');
const ENGINE_ONLY = [/^lib\/analyze-story\.ts$/, /^lib\/engine\/(index|features|context|compile|match|model|notes|language|excerpt)\.ts$/, /^lib\/engine\/lexicons\/(?!groups\.ts)/, /^lib\/engine\/model\//, /^lib\/personal\/(compile|read)-personal\.ts$/];
const PAGE_ENTRIES = ['entrypoints/content/index.ts', 'entrypoints/readability.content.ts', 'entrypoints/hold-back.content.ts'];

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return undefined; // a package
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(path.join(root, from)), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.(tsx?|json|css)$/.test(candidate)) return path.relative(root, candidate);
  }
  return undefined;
}

/** Files imported for their values, with the file that first brought each in. */
function valueImports(entry: string): Map<string, string | undefined> {
  const cameFrom = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, typeOnly, names, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
      const onlyTypes = names?.startsWith('{') && names.slice(1, -1).split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '));
      if (typeOnly || onlyTypes) continue;
      const target = resolve(file, specifier);
      if (target && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return cameFrom;
}

function chain(cameFrom: Map<string, string | undefined>, file: string): string {
  const files = [];
  for (let at: string | undefined = file; at; at = cameFrom.get(at)) files.unshift(at);
  return files.join(' -> ');
}

describe('the page scripts do not carry the engine', () => {
  it('finds the engine through the background entry (the walk can see it)', () => {
    const imported = valueImports('entrypoints/background.ts');
    expect([...imported.keys()]).toEqual(expect.arrayContaining(['lib/analyze-story.ts', 'lib/engine/index.ts', 'lib/engine/lexicons/things.json']));
  });

  it.each(PAGE_ENTRIES)('%s imports no engine-only file', (entry) => {
    const imported = valueImports(entry);
    expect(imported.size).toBeGreaterThan(entry.includes('hold-back') ? 1 : 20);
    const engine = [...imported.keys()].filter((file) => ENGINE_ONLY.some((pattern) => pattern.test(file)));
    expect(engine.map((file) => chain(imported, file))).toEqual([]);
  });
});
