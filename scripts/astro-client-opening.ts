/**
 * The integration that adds the site's own client directives: `client:opening` (/chat's island;
 * site/islands/chat/client-opening.ts) and `client:painted` (site/islands/client-painted.ts). Each file says what
 * its directive does and why.
 */
import type { AstroIntegration } from 'astro';

export default function clientOpening(): AstroIntegration {
  return {
    name: 'kundali:client-opening',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
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
