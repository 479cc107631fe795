/**
 * Reads V8's `--trace-gc --trace-gc-nvp` lines (one name=value line per collection, each
 * prefixed `[pid:isolate]`) and sums up what garbage collection cost the server processes during
 * a bench phase: how often each kind ran, how long it paused JavaScript, and how much it promoted
 * to the old generation. bench:api prints it with BENCH_GC=1, to read a p99 against the pauses
 * that fall inside a request's wait.
 */

/** One collection: its kind (`s` scavenge, `mc` mark-compact, …) and its name=value fields. */
export interface GcEvent {
  pid: number;
  kind: string;
  pauseMs: number;
  fields: Record<string, string>;
}

/** The collections in `text` (lines of --trace-gc-nvp), of the processes in `pids`. */
export function parseGcTrace(text: string, pids: ReadonlySet<number>): GcEvent[] {
  const events: GcEvent[] = [];
  for (const line of text.split('\n')) {
    const head = /^\[(\d+):0x[0-9a-f]+\]/.exec(line);
    if (!head || !pids.has(Number(head[1]))) continue;
    const fields: Record<string, string> = {};
    for (const match of line.matchAll(/([\w.]+)=(\S+)/g)) fields[match[1]!] = match[2]!;
    if (fields.gc === undefined || fields.pause === undefined) continue;
    events.push({ pid: Number(head[1]), kind: fields.gc, pauseMs: Number(fields.pause), fields });
  }
  return events;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Two lines on the scavenges and mark-compacts of `events` over `seconds`, per server process. */
export function summariseGc(events: readonly GcEvent[], seconds: number, processes: number): string[] {
  const per = (n: number) => (n / seconds / Math.max(1, processes)).toFixed(1);
  const lines: string[] = [];
  for (const [kind, label] of [
    ['s', 'scavenges'],
    ['mc', 'mark-compacts'],
  ] as const) {
    const of = events.filter((e) => e.kind === kind);
    const pauses = of.map((e) => e.pauseMs).sort((a, b) => a - b);
    const paused = pauses.reduce((sum, p) => sum + p, 0);
    const extra =
      kind === 's'
        ? `promoted ${(of.reduce((sum, e) => sum + Number(e.fields.promoted ?? 0), 0) / Math.max(1, of.length) / 1024).toFixed(0)} kB each`
        : `background marking ${(of.reduce((sum, e) => sum + Number(e.fields['background.mark'] ?? 0), 0) / Math.max(1, of.length)).toFixed(0)} ms each`;
    lines.push(
      `${label} ${per(of.length)}/s per process, pause p50 ${quantile(pauses, 0.5).toFixed(1)} / p99 ${quantile(pauses, 0.99).toFixed(1)} / max ${(pauses.at(-1) ?? 0).toFixed(1)} ms, ${((paused / seconds / Math.max(1, processes)) * 0.1).toFixed(1)}% of wall time paused; ${extra}`,
    );
  }
  return lines;
}
