// Every relative link in the README, docs/ and the packages' READMEs must
// resolve to a file or folder inside the repository, and a `#anchor` to a
// heading of the Markdown file it names (GitHub's slugs). Exits 1 with the
// list of broken links. `npm run docs:check` runs it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function* markdown(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdown(path);
    else if (entry.name.endsWith('.md')) yield path;
  }
}

const files = [
  join(root, 'README.md'),
  ...(existsSync(join(root, 'docs')) ? markdown(join(root, 'docs')) : []),
  ...['engine', 'sync-server', 'pwa'].map((p) => join(root, p, 'README.md')),
].filter((f) => existsSync(f));

/** Text outside fenced code blocks and inline code, where a link is a link. */
function prose(text) {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

/**
 * GitHub's heading anchors: lower case, punctuation dropped but `-` and `_`,
 * spaces to `-`, repeats suffixed -1, -2. Read from the original line so inline
 * code keeps its words (a heading such as GET `/api/health`).
 */
function headingSlugs(file) {
  const original = readFileSync(file, 'utf8').split('\n');
  const masked = prose(readFileSync(file, 'utf8')).split('\n');
  const seen = new Map();
  const out = new Set();
  masked.forEach((line, i) => {
    if (!/^#{1,6}\s/.test(line)) return;
    const text = original[i]
      .replace(/^#{1,6}\s+/, '')
      .replace(/\s+#+\s*$/, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .trim()
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  });
  return out;
}

const cache = new Map();
const anchorsOf = (file) => cache.get(file) ?? cache.set(file, headingSlugs(file)).get(file);

const broken = [];
let checked = 0;
for (const file of files) {
  const lines = prose(readFileSync(file, 'utf8')).split('\n');
  lines.forEach((line, i) => {
    const targets = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
      ...[...line.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      checked++;
      const where = `${relative(root, file)}:${i + 1}`;
      const [pathPart, anchor] = target.split('#');
      const path = decodeURIComponent(pathPart);
      const resolved = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      if (resolved !== root && !resolved.startsWith(root + sep)) {
        broken.push(`${where}: ${target} (outside the repository)`);
        continue;
      }
      if (!existsSync(resolved)) {
        broken.push(`${where}: ${target} (no such file)`);
        continue;
      }
      if (anchor === undefined) continue;
      if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
        broken.push(`${where}: ${target} (an anchor into something that is not a Markdown file)`);
        continue;
      }
      if (!anchorsOf(resolved).has(decodeURIComponent(anchor).toLowerCase()))
        broken.push(`${where}: ${target} (no heading #${anchor} in ${relative(root, resolved)})`);
    }
  });
}

if (broken.length) {
  console.error(`doc-links: ${broken.length} broken link(s) of ${checked}:\n${broken.map((b) => `  ${b}`).join('\n')}`);
  process.exit(1);
}
console.log(`doc-links: ${checked} relative links in ${files.length} files, all resolve.`);
