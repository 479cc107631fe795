/** The integration that adds `client:opening` (site/islands/chat/client-opening.ts says what it does and why). */
import type { AstroIntegration } from 'astro';

export default function clientOpening(): AstroIntegration {
  return {
    name: 'kundali:client-opening',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'opening', entrypoint: './site/islands/chat/client-opening.ts' });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:opening'?: boolean;
  }
}
