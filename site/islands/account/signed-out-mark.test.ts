/**
 * /my-charts' inline first-paint check (signed-out-mark.ts) marks "signed out" exactly when the island
 * will say so without asking the API (MyCharts' loadAccount: no session hint cookie), never otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT_MARK, SIGNED_OUT_SCRIPT } from './signed-out-mark';
import { mayBeSignedIn } from '../../lib/account-api';

/** A minimal page: the cookie string and <html>'s attributes, as the inline script sees them. */
function fakePage(cookie: () => string) {
  const attributes = new Map<string, string>();
  const document = {
    get cookie() {
      return cookie();
    },
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  Object.assign(globalThis, { document });
  return attributes;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

/** Runs the page's inline script as the browser would (a classic script in the global scope). */
const runScript = () => new Function(SIGNED_OUT_SCRIPT)() as void;

describe('the /my-charts inline signed-out check', () => {
  const cookies = [
    '',
    'kai_account=1',
    'theme=dark; kai_account=1',
    'kai_account=1; theme=dark',
    // A signed-out response clears the hint's value (sessions.ts): no session.
    'kai_account=',
    'kai_account=0',
    'xkai_account=1',
  ];
  for (const cookie of cookies) {
    it(`${cookie || '(no cookie)'} → ${mayBeSignedIn(cookie) ? 'loading' : 'signed out'}`, () => {
      const attributes = fakePage(() => cookie);
      runScript();
      expect(attributes.get(SIGNED_OUT_MARK.attribute)).toBe(mayBeSignedIn(cookie) ? undefined : SIGNED_OUT_MARK.value);
    });
  }

  it('marks the cases the island signs out at once, and only those', () => {
    expect(cookies.filter((cookie) => !mayBeSignedIn(cookie))).toEqual(['', 'kai_account=', 'kai_account=0', 'xkai_account=1']);
  });

  it('leaves the page alone when the cookie cannot be read', () => {
    const attributes = fakePage(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(runScript).not.toThrow();
    expect(attributes.size).toBe(0);
  });
});
