// Writes Brotli and gzip copies of the built client's text files, once, at
// build time: @fastify/static serves them (preCompressed) with no CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

export function compressBuild(dir) {
  let before = 0;
  let after = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    before += content.length;
    after += br.length;
  }
  console.info(
    `compressed ${(before / 1024).toFixed(0)} kB of text to ${(after / 1024).toFixed(0)} kB (Brotli)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  compressBuild(path.resolve(process.argv[2] ?? 'dist/client'));
}
