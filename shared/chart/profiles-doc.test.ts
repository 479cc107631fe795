/**
 * shared/chart/CONVENTIONS.md lists every profile's settings with the source of each: the section
 * is the table `profileRows` makes from PROFILES, so the document cannot drift from the code (run
 * this test after changing a profile; its message prints the rows to paste).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROFILES, PROFILE_IDS } from './profiles';

/** The Markdown rows of the Profiles section, one per profile and setting. */
function profileRows(): string[] {
  return PROFILE_IDS.flatMap((id) => {
    const p = PROFILES[id];
    return (Object.keys(p.settings) as (keyof typeof p.settings)[]).map((k) => {
      const undocumented = p.undocumented.find((u) => u.setting === k);
      const source = undocumented ? `undocumented: ${undocumented.reason}` : p.sources[k];
      return `| ${id} (${p.name.en}, ${p.version}) | ${k} | ${p.settings[k]} | ${source.replace(/\|/g, '\\|')} |`;
    });
  });
}

describe('CONVENTIONS.md, Profiles', () => {
  it('lists every setting of every profile with its source', () => {
    // Prettier pads the cells: compare with runs of spaces as one.
    const squeeze = (line: string) => line.replace(/ {2,}/g, ' ').trim();
    const doc = new Set(
      readFileSync(new URL('./CONVENTIONS.md', import.meta.url), 'utf8')
        .split('\n')
        .map(squeeze),
    );
    const missing = profileRows().filter((row) => !doc.has(squeeze(row)));
    expect(missing, `paste into CONVENTIONS.md, Profiles:\n${profileRows().join('\n')}`).toEqual([]);
  });
});
