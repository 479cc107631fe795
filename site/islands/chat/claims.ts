/**
 * The claim check's report as the chat shows it: read from the relay's `{claims}` frame (checked
 * field by field, a malformed frame shows nothing rather than something wrong), and the reply text
 * with each wrong statement marked by its correction at the end of its sentence.
 */

import type { CheckedClaim } from '../../../shared/interpretation/claims/check-claims';

/**
 * One checked statement, as much as the page shows of it: the fields of the server's CheckedClaim
 * (the relay sends that report), so a renamed or retyped field fails to compile here.
 */
export type ShownClaim = Pick<CheckedClaim, 'statement' | 'quote' | 'start' | 'end' | 'ok' | 'correction'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The claims of a `{claims: {claims: [...], wrong}}` frame, or null when the frame is not one. */
export function claimsFromFrame(data: unknown): ShownClaim[] | null {
  if (!isRecord(data) || !isRecord(data.claims) || !Array.isArray(data.claims.claims)) return null;
  const out: ShownClaim[] = [];
  for (const c of data.claims.claims) {
    if (!isRecord(c)) return null;
    const { statement, quote, start, end, ok, correction } = c;
    if (typeof statement !== 'string' || typeof quote !== 'string' || typeof ok !== 'boolean') return null;
    if (!Number.isInteger(start) || !Number.isInteger(end)) return null;
    if (correction !== null && typeof correction !== 'string') return null;
    out.push({ statement, quote, start: start as number, end: end as number, ok, correction: (correction as string | null) ?? null });
  }
  return out;
}

/** Where the sentence holding offset `from` ends: after its full stop (not a decimal point) or at the line end. */
function sentenceEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') return i;
    if ((ch === '.' || ch === '!' || ch === '?' || ch === '।') && !/\d/.test(text[i + 1] ?? '')) return i + 1;
  }
  return text.length;
}

/** Text of a correction marker (also what the e2e test looks for). */
export const correctionMarker = (correction: string) => ` _(✗ ${correction})_`;

/**
 * The reply with each wrong statement's correction after its sentence. Claims whose offsets do
 * not match the text (the reply changed since) are left out.
 */
export function markCorrections(text: string, claims: readonly ShownClaim[] | undefined): string {
  if (!claims?.length) return text;
  const inserts = new Map<number, string[]>();
  for (const c of claims) {
    if (c.ok || !c.correction || text.slice(c.start, c.end) !== c.quote) continue;
    const at = sentenceEnd(text, c.end);
    inserts.set(at, [...(inserts.get(at) ?? []), c.correction]);
  }
  let out = '';
  let last = 0;
  for (const at of [...inserts.keys()].sort((a, b) => a - b)) {
    out += text.slice(last, at) + inserts.get(at)!.map(correctionMarker).join('');
    last = at;
  }
  return out + text.slice(last);
}
