/**
 * The meaning layer: word vectors and a model over them, beside the rules (see model.ts). The
 * background hands it the packaged table's bytes once per start; Node reads the same file.
 */
import { installWordVectors } from './table';
import { readWordVectors } from './word-vectors';

/** Installs the table from its bytes: the meaning layer reads every story after this. */
export function useWordVectorBytes(bytes: ArrayBuffer | Uint8Array): void {
  installWordVectors(readWordVectors(bytes));
}

/** Where the packaged table lies in the extension (public/engine/word-vectors.bin). */
export const WORD_VECTORS_PATH = '/engine/word-vectors.bin';
