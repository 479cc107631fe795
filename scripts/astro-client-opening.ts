/**
 * The integration that adds the site's own client directives: `client:opening` (/chat's island;
 * site/islands/chat/client-opening.ts) and `client:painted` (site/islands/client-painted.ts), each file saying what
 * its directive does and why; and the before-hydration script that registers a regional page's language pack
 * (site/i18n/locales/client-packs.ts).
 */
import type { AstroIntegration } from 'astro';

export default function clientOpening(): AstroIntegration {
  return {
    name: 'kundali:client-opening',
    hooks: {
      'astro:config:setup': ({ addClientDirective, injectScript }) => {
        // A page in a regional language registers its language's words before any island hydrates (site/i18n/locales).
        injectScript('before-hydration', `import '/site/i18n/locales/client-packs.ts';`);
        addClientDirective({ name: 'opening', entrypoint: './site/islands/chat/client-opening.ts' });
        addClientDirective({ name: 'painted', entrypoint: './site/islands/client-painted.ts' });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:opening'?: boolean;
    'client:painted'?: boolean;
  }
}
