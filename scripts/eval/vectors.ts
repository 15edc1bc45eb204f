/** The packaged word-vector table read from disk and installed, for Node: tests, eval, train, scan, bench. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWordVectors } from '../../lib/engine/meaning/word-vectors';
import { installWordVectors, type InstalledVectors } from '../../lib/engine/meaning/table';

export const VECTORS_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/engine/word-vectors.bin');

export function installVectorsFromFile(file = VECTORS_PATH): InstalledVectors {
  return installWordVectors(readWordVectors(readFileSync(file)));
}
