import { describe, expect, it } from 'vitest';
import '../vocabulary/books';
import { REGIONAL_LOCALES, type RegionalLocale } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { grahaName } from '../vocabulary/graha';
import { RASIS, rasiNameOf } from '../vocabulary/rasi';
import { composeReading } from '../interpretation/reader/compose';
import { computeChart } from './chart';
import { depthReading } from './depth-reading';
import { kpChartOf } from './kp';
import { computeVarshaphal } from './varshaphal';

// PyJHora's author's chart (tests/fixtures/textbook): its Yogini mahadashas, as PyJHora printed
// them, run Sankata (Rahu, 8 years) from 2023-11-22 to 2031-11-22.
const chart = computeChart({
  date: '1996-12-07',
  time: '10:34',
  utcOffset: '+05:30',
  lat: 13.0878,
  lon: 80.2785,
  ayanamsa: 'LAHIRI',
  node: 'mean',
});
const TODAY = '2026-12-07';

describe('the reader’s astrologer topics', () => {
  it('"What is my Yogini dasha?" names the running yogini and its lord, the next periods and the lords’ placements', () => {
    const lines = depthReading(chart, 'What is my Yogini dasha?', TODAY, 'en')!;
    const text = lines.join('\n');
    expect(lines[0]).toBe('### Yogini dasha');
    expect(text).toMatch(/\*\*Running now:\*\* Sankata \(Rahu\) mahadasha, 2023-11-2[12] to 2031-11-2[12]/);
    expect(text).toMatch(/- Mangala \(Moon\): 2031-11-2[12] – 2032-11-2[12]/);
    expect(text).toContain('lord of the running mahadasha');
    const hi = depthReading(chart, 'मेरी योगिनी दशा क्या है?', TODAY, 'hi')!.join('\n');
    expect(hi).toContain('योगिनी दशा');
    expect(hi).toContain('संकटा (राहु) महादशा');
  });

  it('names Ashtottari’s applicability and Chara’s signs', () => {
    const ashtottari = depthReading(chart, 'my ashtottari dasha', TODAY, 'en')!.join('\n');
    expect(ashtottari).toContain('### Ashtottari dasha');
    expect(ashtottari).toContain('**Running now:**');
    const chara = depthReading(chart, 'chara dasha now?', TODAY, 'en')!.join('\n');
    expect(chara).toMatch(
      /\*\*Running now:\*\* (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces) mahadasha/,
    );
    expect(chara).toMatch(/ holds /);
  });

  it('"KP significators of the 7th": the 7th cusp’s four lords and the four levels, from the Krishnamurti-ayanamsa chart', () => {
    const lines = depthReading(chart, 'KP significators of the 7th', TODAY, 'en')!;
    const kp = kpChartOf(chart.input);
    const lords = kp.cuspLords[6]!;
    expect(lines[0]).toBe('### KP significators of house 7');
    expect(lines.join('\n')).toContain(
      `sign lord ${lords.signLord}, star lord ${lords.starLord}, sub lord ${lords.subLord}, sub-sub lord ${lords.subSubLord}`,
    );
    expect(lines.filter((l) => /^[1-4]\. /.test(l))).toHaveLength(4);
    expect(lines).toContain(`4. Sign lord of the cusp: ${kp.significators[6]!.lord}`);
    expect(depthReading(chart, 'सातवें भाव के केपी कारक', TODAY, 'hi')![0]).toBe('### भाव 7 के केपी कारक');
    expect(depthReading(chart, 'show my KP chart', TODAY, 'en')!.join('\n')).toContain('Ruling planets of the birth moment');
  });

  it('"My varshaphal for 2027": the return after the 31st birthday, its moment, lagna, muntha and year lord', () => {
    const lines = depthReading(chart, 'my varshaphal for 2027', TODAY, 'en')!;
    const v = computeVarshaphal(chart, 31);
    expect(lines[0]).toBe('### Varshaphal for 2027 (the year after your 31st birthday)');
    expect(v.moment.slice(0, 4)).toBe('2027');
    const text = lines.join('\n');
    expect(text).toContain(v.moment.replace('T', ' '));
    expect(text).toContain(`Year lord (varsheshwara): ${v.yearLord}`);
    expect(text).toContain(`Muntha: ${v.munthaSign}`);
    expect(depthReading(chart, 'varshaphal for 1980', TODAY, 'en')!.join('\n')).toContain('0 to 120 completed years');
  });

  it('leaves other questions to the reader, and the reader answers through it when given the topic', () => {
    expect(depthReading(chart, 'How is my career?', TODAY, 'en')).toBeNull();
    const reply = composeReading(chart, 'What is my Yogini dasha?', { firstReply: false, today: TODAY, extraTopics: [depthReading] });
    expect(reply.startsWith('### Yogini dasha\n')).toBe(true);
    expect(composeReading(chart, 'What is my Yogini dasha?', { firstReply: false, today: TODAY })).not.toContain('### Yogini dasha');
  });
});

describe('the astrologer topics in Bengali, Marathi, Telugu and Tamil', () => {
  // Questions typed in each script; the answers name the chart's running yogini lord (Rahu) and the varshaphal's year lord.
  const QUESTIONS: Record<RegionalLocale, readonly string[]> = {
    bn: ['আমার যোগিনী দশা কী?', 'অষ্টোত্তরী দশা', 'আমার চর দশা', 'কেপি কোষ্ঠী', 'আমার 2027 সালের বর্ষফল'],
    mr: ['माझी योगिनी दशा कोणती?', 'अष्टोत्तरी दशा', 'माझी चर दशा', 'केपी कुंडली', 'माझे 2027 चे वर्षफल'],
    te: ['నా యోగిని దశ ఏమిటి?', 'అష్టోత్తరి దశ', 'నా చర దశ', 'కేపీ జాతకం', 'నా 2027 వర్షఫలం'],
    ta: ['என் யோகினி தசை என்ன?', 'அஷ்டோத்தரி தசை', 'என் சர தசை', 'கே.பி. ஜாதகம்', 'என் 2027 வருஷ பலன்'],
  };
  /** "KP significators of the 7th house", with the house by the language's own ordinal. */
  const KP_SEVENTH: Record<RegionalLocale, string> = {
    bn: 'সপ্তম ভাবের কেপি কারক',
    mr: 'सप्तम स्थानाचे केपी कारक',
    te: 'సప్తమ భావపు కేపీ కారకాలు',
    ta: 'ஏழாம் வீட்டின் கே.பி. காரகங்கள்',
  };
  const v = computeVarshaphal(chart, 31);
  for (const locale of REGIONAL_LOCALES) {
    it(`${locale}: the 7th cusp's four lords and the four levels of its significators`, () => {
      const lines = depthReading(chart, KP_SEVENTH[locale], TODAY, locale)!;
      const lords = kpChartOf(chart.input).cuspLords[6]!;
      const cusp = lines.find((l) => l.startsWith('- '))!;
      for (const g of [lords.signLord, lords.starLord, lords.subLord, lords.subSubLord]) expect(cusp).toContain(grahaName(g, locale));
      expect(lines.filter((l) => /^[1-4]\. /.test(l))).toHaveLength(4);
      expect(lines[0]).toContain('7');
    });

    it(`answers in ${locale}: the script's letters, the chart's lords named in the language, no English words`, () => {
      const answers = QUESTIONS[locale].map((q) => depthReading(chart, q, TODAY, locale));
      for (const a of answers) expect(a).not.toBeNull();
      const [yogini, , chara, kp, varshaphal] = answers.map((a) => a!.join('\n'));
      for (const text of answers.map((a) => a!.join('\n'))) {
        expect(scriptShare(text, locale)).toBeGreaterThanOrEqual(0.85);
        expect(text.match(/\p{Script=Latin}{2,}/gu)).toBeNull();
      }
      expect(yogini).toContain(grahaName('Rahu', locale));
      expect(chara).toMatch(new RegExp(RASIS.map((r) => rasiNameOf(r, locale)).join('|')));
      expect(kp).toContain(grahaName(kpChartOf(chart.input).cuspLords[0]!.signLord, locale));
      expect(varshaphal).toContain(grahaName(v.yearLord, locale));
      expect(varshaphal).toContain(rasiNameOf(v.ascendantSign, locale));
    });
  }
});
