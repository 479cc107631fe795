/** Azure route templates (`a/{b}/{c?}/{*rest}`, case-insensitive literals) compiled to matchers. */
import type { RouteDefinition } from '../lib/route';

export interface CompiledRoute {
  definition: RouteDefinition;
  /** Params when `path` (no leading `/api/`) matches, else null. */
  match(path: string): Record<string, string> | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileRoute(definition: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const pattern = definition.route
    .split('/')
    .map((segment, index) => {
      const slash = index === 0 ? '' : '/';
      const token = /^\{(\*)?([A-Za-z_][A-Za-z0-9_]*)(?::[a-z]+)?(\?)?\}$/.exec(segment);
      if (!token) return slash + escapeRegExp(segment);
      names.push(token[2]!);
      if (token[1]) return `(?:${slash}(.*))?`;
      if (token[3]) return `(?:${slash}([^/]+))?`;
      return `${slash}([^/]+)`;
    })
    .join('');
  const regex = new RegExp(`^${pattern}/?$`, 'i');
  return {
    definition,
    match(path) {
      const found = regex.exec(path);
      if (!found) return null;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        const raw = found[i + 1];
        if (raw === undefined) return;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return params;
    },
  };
}
