/**
 * Links between a chart's views and shared links: the same birth fields on every view's address, the
 * page's language kept, the chart style added to a shared link and read back; sharing takes the
 * phone's share sheet on a touch screen, else copies the link, and says which.
 */
import { fixedBirthQuery } from '../../tests/e2e/support/fixed-birth';
import { afterEach, describe, expect, it } from 'vitest';
import { $chartStyle } from '../stores/prefs';
import {
  applyLinkedChartStyle,
  chartShareUrl,
  chartStyleOfQuery,
  chartViewHref,
  shareLink,
  STYLE_PARAM,
  type ShareHost,
} from './chart-links';

/** The birth the Kundali specs share, as the chart API's query. */
const FIELDS = fixedBirthQuery();

afterEach(() => $chartStyle.set('north'));

describe('chart view links', () => {
  it('carry the birth fields unchanged to each view, in the page language', () => {
    expect(chartViewHref('en', 'report', FIELDS)).toBe(`/detailed-kundali?${FIELDS.toString()}`);
    expect(chartViewHref('hi', 'chat', FIELDS)).toBe(`/hi/chat?${FIELDS.toString()}`);
    expect(chartViewHref('hi', 'chart', FIELDS)).toBe(`/hi/birth-chart?${FIELDS.toString()}`);
  });

  it('a shared link is absolute, in the language, with the chart style; the fields are not changed', () => {
    const url = new URL(chartShareUrl('https://kundali.example', 'hi', '/detailed-kundali', FIELDS, 'south'));
    expect(url.origin + url.pathname).toBe('https://kundali.example/hi/detailed-kundali');
    expect(url.searchParams.get(STYLE_PARAM)).toBe('south');
    for (const [key, value] of FIELDS) expect(url.searchParams.get(key)).toBe(value);
    expect(FIELDS.has(STYLE_PARAM)).toBe(false);
  });

  it('reads the style back from a link (any letter case) and refuses one the site does not draw', () => {
    expect(chartStyleOfQuery(new URLSearchParams('style=SOUTH'))).toBe('south');
    expect(chartStyleOfQuery(new URLSearchParams('style=East'))).toBe('east');
    expect(chartStyleOfQuery(new URLSearchParams('style=sideways'))).toBeNull();
    expect(chartStyleOfQuery(new URLSearchParams(''))).toBeNull();
  });

  it("a link's style draws the page's charts; none, or an unknown one, leaves the visitor's own", () => {
    $chartStyle.set('north');
    expect(applyLinkedChartStyle('?style=sideways')).toBeNull();
    expect($chartStyle.get()).toBe('north');
    expect(applyLinkedChartStyle('?date=1990-08-16&style=south')).toBe('south');
    expect($chartStyle.get()).toBe('south');
  });
});

/** A share host that records what it was asked. */
function host(
  changes: Partial<ShareHost> & { shareError?: Error; copyError?: Error },
): ShareHost & { shared: unknown[]; copied: string[] } {
  const shared: unknown[] = [];
  const copied: string[] = [];
  return {
    coarsePointer: changes.coarsePointer ?? false,
    share:
      'share' in changes
        ? changes.share
        : async (data) => {
            if (changes.shareError) throw changes.shareError;
            shared.push(data);
          },
    clipboard:
      'clipboard' in changes
        ? changes.clipboard
        : {
            writeText: async (text) => {
              if (changes.copyError) throw changes.copyError;
              copied.push(text);
            },
          },
    shared,
    copied,
  };
}

const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('sharing a link', () => {
  it('a phone with a share sheet shares title and link', async () => {
    const phone = host({ coarsePointer: true });
    expect(await shareLink('https://x/a', 'Kundali of Asha', phone)).toBe('shared');
    expect(phone.shared).toEqual([{ title: 'Kundali of Asha', url: 'https://x/a' }]);
    expect(phone.copied).toEqual([]);
  });

  it('closing the sheet is not a failure and copies nothing', async () => {
    const phone = host({ coarsePointer: true, shareError: abort() });
    expect(await shareLink('https://x/a', 't', phone)).toBe('cancelled');
    expect(phone.copied).toEqual([]);
  });

  it('a sheet the platform refuses falls back to copying', async () => {
    const phone = host({ coarsePointer: true, shareError: Object.assign(new Error('no'), { name: 'NotAllowedError' }) });
    expect(await shareLink('https://x/a', 't', phone)).toBe('copied');
    expect(phone.copied).toEqual(['https://x/a']);
  });

  it('a desktop (fine pointer) copies even when it has a share sheet', async () => {
    const desktop = host({ coarsePointer: false });
    expect(await shareLink('https://x/b', 't', desktop)).toBe('copied');
    expect(desktop.shared).toEqual([]);
    expect(desktop.copied).toEqual(['https://x/b']);
  });

  it('says "failed" when neither works, so the page shows the link to copy by hand', async () => {
    expect(await shareLink('https://x/c', 't', host({ share: undefined, copyError: new Error('denied') }))).toBe('failed');
    expect(await shareLink('https://x/c', 't', host({ share: undefined, clipboard: undefined }))).toBe('failed');
  });
});
