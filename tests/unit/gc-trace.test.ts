import { describe, expect, it } from 'vitest';
import { parseGcTrace, summariseGc } from '../../bench/gc-trace';

// Two lines as Node 22 prints them with --trace-gc --trace-gc-nvp (fields cut short), and one of another process.
const TRACE = [
  '[101:0x5d2e0a0]     7274 ms: pause=2.5 mutator=23.7 gc=s reduce_memory=0 promoted=204800 new_space_survived=1000',
  '[101:0x5d2e0a0]     7300 ms: pause=12.0 mutator=20.0 gc=mc reduce_memory=0 background.mark=90.5 total_size_after=1',
  '[101:0x5d2e0a0]     7400 ms: pause=1.5 mutator=40.0 gc=s reduce_memory=0 promoted=0 new_space_survived=2',
  '[202:0x6e1f0b0]     7500 ms: pause=99.0 mutator=1.0 gc=s promoted=1',
  '[101:0x5d2e0a0]     7401 ms: Scavenge 40.1 (50.2) -> 30.3 (51.0) MB, 1.5 / 0.0 ms',
].join('\n');

describe('parseGcTrace', () => {
  it('reads the kind, pause and fields of the listed processes only', () => {
    const events = parseGcTrace(TRACE, new Set([101]));
    expect(events.map((e) => [e.kind, e.pauseMs])).toEqual([
      ['s', 2.5],
      ['mc', 12],
      ['s', 1.5],
    ]);
    expect(events[1]!.fields['background.mark']).toBe('90.5');
  });
});

describe('summariseGc', () => {
  it('counts per second and process, sums the paused share and averages promotion and marking', () => {
    const [scavenges, compacts] = summariseGc(parseGcTrace(TRACE, new Set([101])), 2, 1);
    expect(scavenges).toBe(
      'scavenges 1.0/s per process, pause p50 2.5 / p99 2.5 / max 2.5 ms, 0.2% of wall time paused; promoted 100 kB each',
    );
    expect(compacts).toBe(
      'mark-compacts 0.5/s per process, pause p50 12.0 / p99 12.0 / max 12.0 ms, 0.6% of wall time paused; background marking 91 ms each',
    );
  });
});
