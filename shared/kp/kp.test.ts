/** KP tables by their definitions: 249 horary segments, sub lords in Vimshottari proportion, significator levels. */
import { expect, test } from 'vitest';
import { horaryAscendantDeg, kpHoraryStartsDeg } from './horary';
import { kpLords, partOf } from './lords';
import { kpHouseOf } from './significators';

test('249 horary segments: the 243 subs, six cut where a sign begins', () => {
  const starts = kpHoraryStartsDeg();
  expect(starts).toHaveLength(249);
  expect(starts[0]).toBe(0);
  for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
  for (let sign = 1; sign < 12; sign++) expect(starts.some((s) => Math.abs(s - sign * 30) < 1e-9)).toBe(true);
  expect(() => horaryAscendantDeg(250)).toThrow(RangeError);
});

test('sub lords: nine parts of 13°20′ in Vimshottari years / 120, from the star lord', () => {
  const span = 360 / 27;
  expect(partOf('Ketu', span, 0)).toMatchObject({ lord: 'Ketu', startDeg: 0 });
  expect(partOf('Ketu', span, (span * 7) / 120)).toMatchObject({ lord: 'Venus' });
  expect(kpLords(0)).toEqual({ signLord: 'Mars', starLord: 'Ketu', subLord: 'Ketu', subSubLord: 'Ketu' });
  expect(kpLords(359.99)).toMatchObject({ signLord: 'Jupiter', starLord: 'Mercury', subLord: 'Saturn' });
});

test('a graha belongs to the house from its cusp to the next', () => {
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  expect(kpHouseOf(355, cusps)).toBe(1);
  expect(kpHouseOf(19.9, cusps)).toBe(1);
  expect(kpHouseOf(20, cusps)).toBe(2);
  expect(kpHouseOf(349, cusps)).toBe(12);
});
