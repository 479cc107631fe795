// Astro builds the static site from site/ into dist/; React islands hydrate only where needed.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  site: 'https://kundali-ai.example',
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  // Prism marks tokens with classes; Shiki's inline style attributes would be blocked by the CSP.
  markdown: { syntaxHighlight: 'prism' },
  // Astro hashes its own scripts and styles into a CSP <meta>; the static host adds the other directives.
  security: { csp: true },
});
