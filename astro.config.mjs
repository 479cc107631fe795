// Astro builds the static site from site/ into dist/; React islands hydrate only where needed.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { DEFAULT_LOCALE, LOCALES } from './shared/i18n/locale.ts';
import clientOpening from './scripts/astro-client-opening.ts';
import modulePreload from './scripts/astro-modulepreload.ts';
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts';
import { MISSING_BIRTH_SCRIPT_HASH } from './site/islands/kundali/missing-birth-mark.ts';
import { SIGNED_OUT_SCRIPT_HASH } from './site/islands/account/signed-out-mark.ts';
import { FAQ_COLLAPSE_SCRIPT_HASH } from './site/components/faq-collapse-mark.ts';
import { NAV_TOGGLE_SCRIPT_HASH } from './site/components/nav-toggle.ts';
import { THEME_SCRIPT_HASH } from './site/components/theme-mark.ts';
import serviceWorker from './scripts/astro-service-worker.ts';
import { SW_REGISTER_SCRIPT_HASH } from './site/sw/register-script.ts';

export default defineConfig({
  site: 'https://kundali-ai.example',
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // modulePreload: the pages whose largest paint waits for their island list its modules, so they load with the HTML
  // (scripts/astro-modulepreload.ts says why only these).
  // clientOpening: /chat's island hydrates once its early script has drawn the first prompt (client:opening).
  // serviceWorker: dist/sw.js, which keeps the pages and their files for offline use (site/sw/).
  integrations: [react(), modulePreload(), clientOpening(), serviceWorker()],
  // Fewer, larger script files for the islands (scripts/chunk-groups.ts says why and which).
  // Fonts stay files however small (the symbol subsets are under Vite's 4 KB inlining limit): the CSP's font-src
  // is 'self', which refuses data: URLs.
  vite: {
    build: {
      assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  },
  // English at today's addresses, every other language under its code (/hi/…). Pages serve all
  // languages from one file (site/pages/[...locale]/…, see site/i18n/paths.ts).
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  // Prism marks tokens with classes; Shiki's inline style attributes would be blocked by the CSP.
  markdown: { syntaxHighlight: 'prism' },
  // Astro hashes its own scripts and styles into a CSP <meta>, with these directives beside them:
  // nothing loads or connects anywhere but this site (chat images from other hosts are links);
  // the static host adds frame-ancestors and the rest as headers. Scripts: this site's own, plus
  // compiling WebAssembly ('wasm-unsafe-eval', not JS eval) for HarfBuzz, which shapes Hindi PDFs; and the one
  // inline scripts Astro does not bundle (and so does not hash), the first-paint checks of the report, of /my-charts
  // and of the FAQ accordion, every page's service-worker registration, its colour scheme (dark mode) and the header's menu button.
  security: {
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data:", "connect-src 'self'", "font-src 'self'"],
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        hashes: [
          MISSING_BIRTH_SCRIPT_HASH,
          SIGNED_OUT_SCRIPT_HASH,
          FAQ_COLLAPSE_SCRIPT_HASH,
          SW_REGISTER_SCRIPT_HASH,
          NAV_TOGGLE_SCRIPT_HASH,
          THEME_SCRIPT_HASH,
        ],
      },
    },
  },
});
