/**
 * Writes a brotli and a gzip copy beside every text file of the build, so the
 * server sends each compressed at the best setting without spending its own
 * time on it (sync-server/src/static.ts prefers them). Run by `npm run build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(dist)) {
  if (!TEXT.has(extname(file))) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  raw += data.length;
  br += brotli.length;
}
console.log(`compressed ${count} files: ${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB as brotli`);
