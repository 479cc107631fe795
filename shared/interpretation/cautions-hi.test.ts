import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { indianLocalTimeCaution, roundedOffsetCaution } from '../timezone/cautions';
import { cautionText } from './cautions-hi';

describe('cautions in Hindi', () => {
  it('writes the unknown-time and pre-1955 India cautions in Hindi, the same text in English', () => {
    const noTime = computeChart({ date: '1962-06-30', utcOffset: '+05:30', lat: 13.08, lon: 80.27 });
    const india = indianLocalTimeCaution({ year: 1950, month: 3, day: 1 }, 'Asia/Kolkata')!;
    for (const caution of [...noTime.input.cautions, india]) {
      expect(cautionText(caution, 'en')).toBe(caution);
      const hindi = cautionText(caution, 'hi');
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      // Only the offsets' "UTC" stays Latin.
      expect(hindi.match(/[A-Za-z]+/g)?.filter((w) => w !== 'UTC') ?? []).toEqual([]);
    }
  });

  it('shows a caution with tz database figures as the engine wrote it', () => {
    const rounded = roundedOffsetCaution('+05:21:10', '+05:21');
    expect(cautionText(rounded, 'hi')).toBe(rounded);
  });
});
