import { describe, expect, it } from 'vitest';
import { computeChartBase } from '../compose/chart';
import type { ChartInput } from '../model/chart';

/** Tromsø (69.65° N), 1990-05-15, local time +02:00. */
const TROMSO: ChartInput = { date: '1990-05-15', time: '12:00', utcOffset: '+02:00', lat: 69.6489, lon: 18.95508 };
const at = (time: string, extra: Partial<ChartInput> = {}) => computeChartBase({ ...TROMSO, time, ...extra });
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('lagna cautions', () => {
  it('say nothing for an ordinary lagna (Tromsø at noon, Chennai)', () => {
    expect(at('12:00').input.cautions).toEqual([]);
    expect(computeChartBase({ date: '1996-12-07', time: '10:34', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785 }).input.cautions).toEqual(
      [],
    );
  });

  it('warn where the ecliptic sweeps through the horizon and the lagna jumps (Tromsø 05:19)', () => {
    const chart = at('05:19');
    expect(chart.input.cautions.join(' ')).toMatch(/ill-defined/);
    // The claim holds: two minutes either side the lagna is on opposite sides of the zodiac.
    expect(apart(at('05:17').lagna.tropicalLongitudeDeg, at('05:21').lagna.tropicalLongitudeDeg)).toBeGreaterThan(90);
  });

  it('warn where the lagna races (Tromsø 03:30), and the figure quoted is right', () => {
    const caution = at('03:30').input.cautions.join(' ');
    const quoted = Number(/about (\d+)° per minute/.exec(caution)?.[1]);
    expect(quoted).toBeGreaterThanOrEqual(1);
    const moved = apart(at('03:28').lagna.tropicalLongitudeDeg, at('03:32').lagna.tropicalLongitudeDeg) / 4;
    expect(Math.abs(moved - quoted)).toBeLessThan(0.75);
  });

  it('warn where the lagna is steady at the minute but jumps within half an hour (Tromsø 05:00; the jump at 05:19), and only then', () => {
    const chart = at('05:00');
    expect(chart.input.cautionCodes?.map((c) => c.code)).toEqual(['lagnaUnsteady']);
    const degrees = Number(chart.input.cautionCodes![0]!.params.degrees);
    expect(degrees).toBeGreaterThan(90);
    expect(chart.input.cautions[0]).toMatch(new RegExp(`within 30 minutes either side of it the rising point travels about ${degrees}°`));
    // The claim holds: half an hour either side the lagna stands in opposite rasis, and the path quoted is no less than that.
    expect(at('04:30').lagna.rasi).toBe('Capricorn');
    expect(at('05:30').lagna.rasi).toBe('Cancer');
    expect(degrees).toBeGreaterThanOrEqual(apart(at('04:30').lagna.tropicalLongitudeDeg, at('05:30').lagna.tropicalLongitudeDeg));
    // 34 minutes before the jump, and at an ordinary hour, nothing.
    expect(at('04:45').input.cautions).toEqual([]);
    expect(at('12:00').input.cautions).toEqual([]);
  });

  it('call the lagna ill-defined at the poles, and none without a birth time', () => {
    expect(at('12:00', { lat: 90 }).input.cautions.join(' ')).toMatch(/North Pole.*ill-defined/);
    expect(at('12:00', { lat: -90 }).input.cautions.join(' ')).toMatch(/South Pole.*ill-defined/);
    expect(computeChartBase({ ...TROMSO, time: undefined, lat: 90 }).input.cautions.join(' ')).not.toMatch(/Pole/);
  });

  it('are not repeated when a chart is recomputed from its own input', () => {
    const first = at('05:19');
    expect(at('05:19', { cautions: first.input.cautions }).input.cautions).toEqual(first.input.cautions);
  });

  it('carry a code and the figure they quote beside the same English sentence', () => {
    // 03:19 at Tromsø the lagna has just left Pisces for Aquarius, about 2° a minute.
    const chart = at('03:19');
    expect(chart.lagna.rasi).not.toBe(at('03:18').lagna.rasi);
    expect(chart.input.cautions).toEqual([
      'The lagna is moving fast at this moment and place (about 2° per minute of birth time, against 0.25° on average): a birth time a few minutes off changes its degree, and possibly its rasi.',
    ]);
    expect(chart.input.cautionCodes).toEqual([{ code: 'lagnaFast', params: { degPerMinute: 2 }, text: chart.input.cautions[0] }]);
    expect(at('05:19').input.cautionCodes?.map((c) => c.code)).toEqual(['lagnaAlongHorizon']);
    expect(at('12:00', { lat: -90 }).input.cautionCodes?.map((c) => [c.code, c.params])).toEqual([['lagnaAtPole', { pole: 'south' }]]);
    expect(at('12:00').input.cautionCodes).toBeUndefined();
  });
});
