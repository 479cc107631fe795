/** The first message of a conversation about a match, in each language (English as it always was). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asksAboutMatch } from './about-match';
import { matchFirstPrompt, matchRefusalLine, readMatchContext, resolveMatchContext } from './match-context';

const QUERY =
  'about=match&brideName=Asha&brideDate=1992-11-02&brideTime=21:40&brideLat=19.07&brideLon=72.88&brideTz=Asia/Kolkata&bridePlace=Mumbai' +
  '&groomName=Ravi&groomDate=1990-05-17&groomTime=08:15&groomLat=28.65&groomLon=77.23&groomTz=Asia/Kolkata&groomPlace=Delhi';

describe('matchFirstPrompt', () => {
  it('asks for the guna total, the low kootas and the doshas, naming both people', () => {
    const context = readMatchContext(`?${QUERY}`)!;
    expect(matchFirstPrompt(context)).toBe(
      'Please explain the Kundali match of Asha (bride) and Ravi (groom): the guna total, the kootas that score low and the doshas.',
    );
    expect(matchFirstPrompt(context, 'hi')).toBe('कृपया Asha (वधू) और Ravi (वर) के कुंडली मिलान को समझाइए: कुल गुण, कम अंक वाले कूट और दोष।');
    const unnamed = readMatchContext(`?${QUERY.replace('brideName=Asha&', '').replace('groomName=Ravi&', '')}`)!;
    expect(matchFirstPrompt(unnamed, 'hi')).toBe('कृपया वधू और वर के कुंडली मिलान को समझाइए: कुल गुण, कम अंक वाले कूट और दोष।');
  });
});

describe('a match link whose births cannot be read', () => {
  const BAD = QUERY.replace('brideDate=1992-11-02', 'brideDate=2023-02-30');
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    // The chart API as it refuses the bride's date (its own wording, field and code).
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(
        JSON.stringify({
          status: 400,
          error: 'Bad Request',
          message: 'date: day 30 does not exist in 2023-02-30',
          field: 'date',
          code: 'dateInvalid',
          params: {},
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a match all the same (never the visitor’s own birth), read by the chart API', async () => {
    expect(asksAboutMatch(`?${BAD}`)).toBe(true);
    expect(readMatchContext(`?${BAD}`)).toBeNull();
    expect(asksAboutMatch('?date=1990-01-01')).toBe(false);
    const result = await resolveMatchContext(`?${BAD}`, 'hi');
    expect(asked).toEqual([expect.stringMatching(/^\/api\/chart\?.*date=2023-02-30/)]);
    if (!('refused' in result)) throw new Error('expected a refusal');
    expect(result.refused.failures.map(({ person, error }) => [person, error.field])).toEqual([['bride', 'date']]);
    // Back to the matching page with every value of the link, without `about`.
    const back = new URL(result.refused.editHref, 'http://x');
    expect(back.pathname).toBe('/hi/kundali-matching');
    expect(back.searchParams.get('brideDate')).toBe('2023-02-30');
    expect(back.searchParams.get('groomPlace')).toBe('Delhi');
    expect(back.searchParams.has('about')).toBe(false);
  });

  it('names the person before the field’s refusal', () => {
    expect(matchRefusalLine('bride', 'date: day 30 does not exist in 2023-02-30', 'en')).toBe(
      'Bride: date: day 30 does not exist in 2023-02-30',
    );
    expect(matchRefusalLine('groom', 'जन्म तिथि मान्य तिथि नहीं है।', 'hi')).toBe('वर: जन्म तिथि मान्य तिथि नहीं है।');
    expect(matchRefusalLine(null, 'ayanamsa: unknown', 'en')).toBe('ayanamsa: unknown');
  });
});
