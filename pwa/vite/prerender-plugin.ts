/**
 * Writes the prerendered pages into the client build (decision 012). Runs after
 * Vite has written the HTML entry: renders each page of PRERENDERED_PAGES with
 * the server bundle (`vite build --ssr src/entry-server.tsx`, built first), and
 * emits it beside `app.html`, the unprerendered shell the server and the
 * service worker answer every other route with. Each page gets its title and
 * description, its CSS inline (no stylesheet request before the first paint),
 * the font preloaded, and its own chunks preloaded beside the entry so they do
 * not wait for it. Any page that fails to render fails the build.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputAsset, OutputChunk } from 'rolldown';
import Beasties from 'beasties';
import type { Plugin, ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../src/app/prerendered-pages.js';

interface ServerEntry {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  PREPARED_ISLAND_MODULES: Partial<Record<string, readonly string[]>>;
  SITE_CHROME_MODULES: readonly string[];
  renderPage: (path: string) => Promise<{ html: string; head: { title: string; description?: string } }>;
}

export const SHELL_FILE = 'app.html';
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function prerenderPages(options: { serverEntry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'front-desk-rm:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_output, bundle) {
      if (config.build.ssr) return;
      const template = bundle['index.html'];
      if (!template || template.type !== 'asset') this.error('prerender: the build wrote no index.html to prerender into');
      const shell = String(template.source);
      // The shell keeps the name the app's own routes fall back to; index.html becomes the home page.
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });

      const entryPath = resolve(config.root, options.serverEntry);
      if (!existsSync(entryPath))
        this.error(`prerender: ${options.serverEntry} is missing; build it first with vite build --ssr src/entry-server.tsx --outDir dist-ssr`);
      const previousEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      const server = (await import(pathToFileURL(entryPath).href)) as ServerEntry;

      const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
      if (!entry) this.error('prerender: no entry chunk');
      // The site's pages start from their islands' entry (decision 012), the app's scripts never loaded with them.
      const siteEntry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/src/site-entry.ts'));
      if (!siteEntry) this.error('prerender: no chunk for src/site-entry.ts');
      // The game's login pages start from theirs, which starts the app when the visitor turns to the form.
      const loginEntry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/src/login-entry.ts'));
      if (!loginEntry) this.error('prerender: no chunk for src/login-entry.ts');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.slice(config.root.length + 1), c]));
      const cssOf = (file: string) => {
        const asset = bundle[file] as OutputAsset | undefined;
        if (!asset || asset.type !== 'asset') this.error(`prerender: ${file} is not in the build`);
        return String(asset.source);
      };
      const closure = (chunk: OutputChunk, seen = new Set<string>()) => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') closure(next, seen);
        }
        return seen;
      };
      const inEntry = closure(entry);
      const hydrator = chunks.find((c) => c.facadeModuleId?.endsWith('/src/islands/hydrate-island.tsx'));
      if (!hydrator) this.error('prerender: no chunk for src/islands/hydrate-island.tsx');
      const startup = closure(siteEntry);
      /** What a prepared island runs once adopted: React's adopter and the island's module, with their imports. */
      // React and the adopter every island needs: fetched (not run) once a site page is idle, so a first tap waits only for its own island.
      const adopterCode = [...closure(hydrator)].filter((f) => !startup.has(f)).map((f) => `/${f}`);
      const islandCode = (name: string) => {
        const files = new Set(closure(hydrator));
        for (const module of server.PREPARED_ISLAND_MODULES[name] ?? []) {
          // A module may share a chunk with others (the API client does): the chunk that holds it.
          const chunk = byModule.get(module) ?? chunks.find((c) => c.moduleIds.includes(resolve(config.root, module)));
          if (!chunk) this.error(`prerender: the prepared island ${name} names ${module}, which is in no chunk of the build`);
          for (const f of closure(chunk)) files.add(f);
        }
        return [...files].filter((f) => !startup.has(f)).map((f) => `/${f}`);
      };
      const critical = new Beasties({
        external: false,
        reduceInlineStyles: true,
        fonts: false,
        inlineFonts: false,
        preloadFonts: false,
        keyframes: 'critical',
        compress: true,
        logLevel: 'silent',
      });
      const font = Object.keys(bundle).find((f) => /inter-latin-400-800.*\.woff2$/.test(f));

      try {
        for (const page of server.PRERENDERED_PAGES) {
          const modules = page.chrome === 'site' ? [page.module, ...server.SITE_CHROME_MODULES] : [page.module];
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (!chunk) this.error(`prerender: ${page.path} names ${module}, which is not a chunk of the build`);
            for (const f of closure(chunk)) if (!inEntry.has(f)) files.add(f);
          }
          // The app's own sheets are those of every chunk the entry loads up front (the entry itself is a facade now the
          // login's entry imports the app's start on its own).
          const css = new Set<string>([...inEntry].flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]));
          for (const f of files) for (const c of (bundle[f] as OutputChunk).viteMetadata?.importedCss ?? []) css.add(c);

          const rendered = await server.renderPage(page.path);
          const head = rendered.head;
          // A prepared island carries the list of its code, for the page to fetch when idle.
          const html = rendered.html.replace(
            /data-island="([a-z-]+)" data-wake="prepared"/g,
            (found, name: string) => `${found} data-code="${islandCode(name).join(' ')}"`,
          );
          // React writes the preloads it found (the logo) ahead of the markup; they belong in the head.
          const hoisted = /^(?:<link[^>]*>)+/.exec(html)?.[0] ?? '';
          const body = html.slice(hoisted.length);
          const site = page.chrome === 'site';
          // A site page preloads only what its islands' entry imports; its islands fetch their own code when woken.
          const preloads = site ? [...startup].filter((f) => f !== siteEntry.fileName) : [...files];
          const links = [
            font ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>` : '',
            ...preloads.map((f) => (site ? `<link rel="modulepreload" crossorigin href="/${f}">` : appPreload(f))),
            hoisted,
            `<style>${[...css].map(cssOf).join('\n')}</style>`,
            // The whole sheets, disabled until the page runs (main.tsx turns them on after hydration, for what the
            // page shows later: menus, dialogs, toasts). Vite's loader of lazy chunks sees them as on the page and
            // does not fetch them again, which offline, before the service worker, would fail the chunk.
            ...[...css].map((f) => `<link rel="stylesheet" href="/${f}" disabled>`),
          ].join('');
          let out = site ? islandsShell(shell, entry, siteEntry) : loginShell(shell, entry, loginEntry);
          out = out
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(head.title)}</title>`)
            .replace(/<link rel="stylesheet"[^>]*>/g, '')
            .replace('</head>', `${links}</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered${site ? ` data-islands data-code="${adopterCode.join(' ')}"` : ` data-app="/${entry.fileName}"`}>${body}</div>`,
            );
          if (head.description)
            out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttr(head.description)}" />`);
          if (!out.includes('data-prerendered')) this.error('prerender: index.html has no <div id="root"></div> to fill');
          // Only the rules this page's HTML uses stay inline, and the font faces, which beasties would drop.
          out = await critical.process(out);
          const faces = [...css].flatMap((f) => cssOf(f).match(/@font-face\{[^}]*\}/g) ?? []).join('');
          out = out.replace('<style>', `<style>${faces}`);
          this.emitFile({ type: 'asset', fileName: page.file, source: out });
        }
      } finally {
        process.env.NODE_ENV = previousEnv;
      }
    },
  };
}

/** The shell with the islands' entry in place of the app's, and none of the app's preloads (decision 012). */
function islandsShell(shell: string, entry: OutputChunk, siteEntry: OutputChunk): string {
  const script = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
  if (!shell.includes(script)) throw new Error(`prerender: the shell does not load /${entry.fileName} as expected`);
  return shell.replace(script, `<script type="module" crossorigin src="/${siteEntry.fileName}"></script>`).replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The shell with the login's entry in place of the app's (decision 012). The app's own entry is still fetched with the
 * page (a module preload beside the shell's others) but not run: the login's entry runs it once the visitor turns to the
 * form (the root names it, `data-app`), and it then needs nothing more from the network.
 */
function loginShell(shell: string, entry: OutputChunk, loginEntry: OutputChunk): string {
  const script = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
  if (!shell.includes(script)) throw new Error(`prerender: the shell does not load /${entry.fileName} as expected`);
  return shell
    .replace(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (_, file: string) => appPreload(file))
    .replace(script, `${appPreload(entry.fileName)}<script type="module" crossorigin src="/${loginEntry.fileName}"></script>`);
}

/**
 * The app's code on a login page, fetched with the page but after what paints it. On the training room's Wi-Fi the
 * first paint waits for the font (Chromium holds text a moment for a preloaded font), which shared the link with
 * 120 KB of the app's scripts fetched at the same priority: low, they go once the font and the page are in. The bench
 * on both builds by turns read LCP 1060 to 1128 ms on the login instead of 1396 to 1596 (docs/benchmarks.md).
 */
function appPreload(file: string): string {
  return `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;
}
