// Copies the reader's bundled fonts (Latin subset, 400/700, upright and italic) and their OFL
// licences from @fontsource into public/fonts/, which WXT ships verbatim. Run after updating the
// @fontsource packages: node scripts/copy-fonts.mjs
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public/fonts');
const PACKAGES = ['atkinson-hyperlegible', 'opendyslexic', 'literata'];
const VARIANTS = ['400-normal', '400-italic', '700-normal', '700-italic'];

mkdirSync(path.join(out, 'LICENSES'), { recursive: true });
for (const pkg of PACKAGES) {
  const dir = path.join(root, 'node_modules/@fontsource', pkg);
  for (const v of VARIANTS) copyFileSync(path.join(dir, 'files', `${pkg}-latin-${v}.woff2`), path.join(out, `${pkg}-latin-${v}.woff2`));
  copyFileSync(path.join(dir, 'LICENSE'), path.join(out, 'LICENSES', `${pkg}.txt`));
}
console.log(`copied ${PACKAGES.length * VARIANTS.length} font files and ${PACKAGES.length} licences to public/fonts/`);
