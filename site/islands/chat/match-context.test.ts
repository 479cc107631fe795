/** The first message of a conversation about a match, in each language (English as it always was). */
import { describe, expect, it } from 'vitest';
import { matchFirstPrompt, readMatchContext } from './match-context';

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
