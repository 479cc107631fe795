/**
 * Compiles the tz database's zic source, *with* its backzone data, into the pre-1970 offset
 * history the pure engine reads (shared/timezone/data/backzone.ts): for every zone and link,
 * the UTC instants (seconds) at which the total offset changed before 1970, and when its local
 * mean time (LMT) ended. From 1970 on ICU's copy of the database (Intl) is used as before.
 *
 *   tsx scripts/build-tzdb.ts [path/to/tzdata.zi]   (default /usr/share/zoneinfo/tzdata.zi)
 *
 * The input must be a zic source that folds backzone in (Debian's tzdata ships one, built with
 * `PACKRATDATA=backzone PACKRATLIST=zone.tab`, first lines "# version …" / "# ddeps backzone …").
 * No npm package carries that source (checked: tzdata 1.0.51 (2026d) ships the JSON of the main
 * files only, Amsterdam → Brussels; moment-timezone 0.6.6 and @tubular/time 3.10.7 ship compiled
 * data with the same links). Output is deterministic for a given input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { MONTH_NAMES_EN } from '../shared/interpretation/format';

const MONTHS = ['Ja', 'F', 'Mar', 'Ap', 'May', 'Jun', 'Jul', 'Au', 'S', 'O', 'N', 'D'];
const DAYS = ['Su', 'M', 'Tu', 'W', 'Th', 'F', 'Sa'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Transitions are kept up to here (1970-01-01T00:00Z, seconds). */
const END = 0;

interface Rule {
  from: number;
  to: number;
  month: number;
  on: string;
  at: number;
  atKind: 'w' | 's' | 'u';
  save: number;
}
interface ZoneLine {
  stdoff: number;
  rules: string;
  format: string;
  until: { year: number; month: number; on: string; at: number; atKind: 'w' | 's' | 'u' } | null;
}

function monthIndex(token: string): number {
  const i = MONTH_NAMES_EN.findIndex((name) => name.toLowerCase().startsWith(token.toLowerCase()));
  if (i < 0 || !MONTHS.some((m) => token.toLowerCase().startsWith(m.toLowerCase().slice(0, 1)))) throw new Error(`month ${token}`);
  return i;
}

function dayIndex(token: string): number {
  const i = DAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(token.toLowerCase()));
  if (i < 0 || !DAYS.some((d) => token.toLowerCase().startsWith(d.toLowerCase()))) throw new Error(`day ${token}`);
  return i;
}

/** "1:00", "-0:25:21", "2s", "24" → seconds (and the suffix). */
function parseTime(token: string): { seconds: number; kind: 'w' | 's' | 'u' } {
  let kind: 'w' | 's' | 'u' = 'w';
  let t = token;
  const last = t.at(-1)!;
  if (/[wsugz]/.test(last)) {
    kind = last === 's' ? 's' : last === 'w' ? 'w' : 'u';
    t = t.slice(0, -1);
  }
  if (t === '-' || t === '') return { seconds: 0, kind };
  const negative = t.startsWith('-');
  const [h = '0', m = '0', s = '0'] = t.replace(/^-/, '').split(':');
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return { seconds: negative ? -seconds : seconds, kind };
}

/** Day of month for an ON field ("5", "lastSu", "Su>=8", "Sa<=30") in a year and month (0-based). */
function dayOfMonth(on: string, year: number, month: number): number {
  const weekday = (d: number) => new Date(Date.UTC(year, month, d)).getUTCDay();
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (/^\d+$/.test(on)) return Number(on);
  if (on.startsWith('last')) {
    const want = dayIndex(on.slice(4));
    for (let d = length; d > 0; d--) if (weekday(d) === want) return d;
  }
  const m = /^([A-Za-z]+)([<>]=)(\d+)$/.exec(on);
  if (!m) throw new Error(`ON ${on}`);
  const want = dayIndex(m[1]!);
  const step = m[2] === '>=' ? 1 : -1;
  // May run past the month (zic allows it): Date.UTC rolls over.
  for (let d = Number(m[3]); ; d += step) if (new Date(Date.UTC(year, month, d)).getUTCDay() === want) return d;
}

/** Local seconds since 1970 of a date + time-of-day. */
function localSeconds(year: number, month: number, day: number, seconds: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() / 1000 + seconds;
}

function parse(text: string) {
  const rules = new Map<string, Rule[]>();
  const zones = new Map<string, ZoneLine[]>();
  const links = new Map<string, string>();
  let version = '';
  let current: ZoneLine[] | null = null;
  const zoneLine = (f: string[]): ZoneLine => {
    const [stdoff, rulesName, format, year, month, on, at] = f;
    const atTime = at ? parseTime(at) : { seconds: 0, kind: 'w' as const };
    return {
      stdoff: parseTime(stdoff!).seconds,
      rules: rulesName!,
      format: format!,
      until: year
        ? { year: Number(year), month: month ? monthIndex(month) : 0, on: on ?? '1', at: atTime.seconds, atKind: atTime.kind }
        : null,
    };
  };
  for (const raw of text.split('\n')) {
    if (raw.startsWith('# version')) version = raw.slice(10).trim();
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const f = line.split(/\s+/);
    if (f[0] === 'R') {
      const [, name, from, to, , month, on, at, save] = f;
      const atTime = parseTime(at!);
      const fromYear = Number(from);
      const toYear = to === 'o' || to === 'only' ? fromYear : to!.startsWith('ma') ? 9999 : Number(to);
      const list = rules.get(name!) ?? [];
      list.push({
        from: fromYear,
        to: toYear,
        month: monthIndex(month!),
        on: on!,
        at: atTime.seconds,
        atKind: atTime.kind,
        save: parseTime(save!).seconds,
      });
      rules.set(name!, list);
      current = null;
    } else if (f[0] === 'Z') {
      current = [zoneLine(f.slice(2))];
      zones.set(f[1]!, current);
    } else if (f[0] === 'L') {
      links.set(f[2]!, f[1]!);
      current = null;
    } else if (current) {
      current.push(zoneLine(f));
    } else throw new Error(`stray line: ${raw}`);
  }
  return { rules, zones, links, version };
}

/** UTC seconds of a wall/standard/universal local time under a standard offset and save. */
function toUtc(local: number, kind: 'w' | 's' | 'u', stdoff: number, save: number): number {
  return kind === 'u' ? local : kind === 's' ? local - stdoff : local - stdoff - save;
}

/** [utc seconds, total offset seconds] changes of one zone before END, and the end of its LMT. */
function compileZone(lines: ZoneLine[], rules: Map<string, Rule[]>): { changes: Array<[number, number]>; lmtUntil: number | null } {
  const changes: Array<[number, number]> = [];
  const emit = (at: number, offset: number) => {
    if (at >= END) return;
    const last = changes.at(-1);
    if (last && last[1] === offset) return;
    if (last && last[0] === at) last[1] = offset;
    else changes.push([at, offset]);
  };
  let start = -Infinity;
  let lmtUntil: number | null = null;
  let save = 0;
  let previousStd = 0;
  let previousTotal = 0;
  for (const [i, line] of lines.entries()) {
    if (start >= END) break;
    const named = line.rules !== '-' && !/^-?\d/.test(line.rules);
    if (!named) save = line.rules === '-' ? 0 : parseTime(line.rules).seconds;
    // Rule transitions in the years this line can cover, in time order, each converted with the save before it.
    const untilYear = line.until ? line.until.year : 1971;
    const events: Array<{ utc: number; atStart: number; save: number }> = [];
    if (named) {
      const set = rules.get(line.rules);
      if (!set) throw new Error(`no rules ${line.rules}`);
      let running = 0;
      for (let y = 1800; y <= Math.min(untilYear, 1971); y++) {
        const thisYear = set
          .filter((r) => r.from <= y && y <= r.to)
          .map((r) => ({ r, local: localSeconds(y, r.month, dayOfMonth(r.on, y, r.month), r.at) }))
          .sort((a, b) => a.local - b.local);
        for (const { r, local } of thisYear) {
          // zic reads a rule time against the previous line's offsets when deciding whether it applies from the line's start.
          const atStart = r.atKind === 'u' ? local : r.atKind === 's' ? local - previousStd : local - previousTotal;
          events.push({ utc: toUtc(local, r.atKind, line.stdoff, running), atStart, save: r.save });
          running = r.save;
        }
      }
      // The save in force when this line starts: the last transition before it (none: 0).
      save = 0;
      for (const e of events) if (e.utc <= start || e.atStart <= start) save = e.save;
    }
    const until = line.until
      ? toUtc(
          localSeconds(line.until.year, line.until.month, dayOfMonth(line.until.on, line.until.year, line.until.month), line.until.at),
          line.until.atKind,
          line.stdoff,
          save,
        )
      : Infinity;
    emit(Number.isFinite(start) ? start : -1e13, line.stdoff + save);
    if (named) {
      for (const e of events) {
        if (e.utc <= start || e.atStart <= start) continue;
        // The until is read with the save in force just before it.
        const untilNow = line.until
          ? toUtc(
              localSeconds(line.until.year, line.until.month, dayOfMonth(line.until.on, line.until.year, line.until.month), line.until.at),
              line.until.atKind,
              line.stdoff,
              save,
            )
          : Infinity;
        if (e.utc >= untilNow) break;
        save = e.save;
        emit(e.utc, line.stdoff + save);
      }
    }
    const end = line.until
      ? toUtc(
          localSeconds(line.until.year, line.until.month, dayOfMonth(line.until.on, line.until.year, line.until.month), line.until.at),
          line.until.atKind,
          line.stdoff,
          save,
        )
      : until;
    // LMT lasts until the first line that is not LMT (Manila has two LMT lines).
    if (line.format === 'LMT' && (i === 0 || lmtUntil === start)) lmtUntil = end;
    start = end;
    previousStd = line.stdoff;
    previousTotal = line.stdoff + save;
  }
  if (changes[0]) changes[0][0] = -1e13;
  return { changes, lmtUntil };
}

function main() {
  const path = process.argv[2] ?? '/usr/share/zoneinfo/tzdata.zi';
  const text = readFileSync(path, 'utf8');
  if (!/^# ddeps backzone/m.test(text)) throw new Error(`${path} does not fold in backzone (no "# ddeps backzone" line)`);
  const { rules, zones, links, version } = parse(text);
  const out: Record<string, { c: number[]; lmt?: number } | string> = {};
  for (const name of [...zones.keys()].sort()) {
    const { changes, lmtUntil } = compileZone(zones.get(name)!, rules);
    // Flat [utc, offset, utc, offset, ...]; the first instant is "since always".
    out[name] = { c: changes.flat(), ...(lmtUntil !== null && lmtUntil < END ? { lmt: lmtUntil } : {}) };
  }
  for (const [name, target] of [...links.entries()].sort()) out[name] = target;
  const file = new URL('../shared/timezone/data/backzone.ts', import.meta.url);
  const json = JSON.stringify({ version: `${version} with backzone`, zones: out });
  if (/['\\]/.test(json)) throw new Error('unexpected quote or backslash in the data');
  writeFileSync(
    file,
    `// Generated by scripts/build-tzdb.ts from ${path} (tzdb ${version}, backzone folded in). Do not edit.\n` +
      `import type { BackzoneData } from '../backzone-types';\n\n` +
      `export const BACKZONE: BackzoneData = /* @__PURE__ */ JSON.parse('${json}') as BackzoneData;\n`,
  );
  console.log(`tzdb ${version}: ${zones.size} zones, ${links.size} links → ${file.pathname}`);
}

main();
