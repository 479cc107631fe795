/** The reader's dated answers (dated-text.ts) in Telugu, in the reader's words (text-te.ts): భావం, మహాదశ, గోచారం. */
import type { Graha } from '../../vocabulary/graha';
import { sadeSatiPhaseName, termName } from '../../vocabulary/terms';
import type { DatedText } from './dated-text';
import { dayMonthYear, monthYear } from './dated-names';
import { readerText } from './text';

const T = readerText('te');
const G = (g: Graha) => T.graha(g);
const Hin = (n: number) => `${T.ordinal(n)} భావంలో`;
const Hs = (ns: readonly number[]) => `${T.list(ns.map((h) => T.ordinal(h)))} ${ns.length > 1 ? 'భావాలకు' : 'భావానికి'}`;
const MD = termName('mahadasha', 'te');
const AD = termName('antardasha', 'te');
const level = (l: 'mahadasha' | 'antardasha') => (l === 'mahadasha' ? MD : AD);

export const DATED_TEXT_TE: DatedText = {
  T,
  windowName(n, first, last) {
    switch (n.kind) {
      case 'day':
        return dayMonthYear(first, 'te');
      case 'month':
        return monthYear(first, 'te');
      case 'year':
        return `${first.slice(0, 4)} సంవత్సరం`;
      case 'range':
        return `${first} నుండి ${last} వరకు`;
      case 'age':
        return `${n.age} ఏళ్ల వయసు (${first} నుండి ${last} వరకు)`;
      case 'after':
        return `మీ ${G(n.named)} ${MD} తరువాత: ${G(n.lord)} ${MD}`;
      case 'before':
        return `మీ ${G(n.named)} ${MD}కు ముందు: ${G(n.lord)} ${MD}`;
      case 'during':
        return `మీ ${G(n.lord)} ${MD}`;
    }
  },
  dashaHeading: (first, last) => `**ఈ కాలంలో నడిచే దశలు (${first} నుండి ${last} వరకు)**`,
  outsideDasha: '- ఈ కాలం మీ వింశోత్తరి దశ యొక్క 120 సంవత్సరాలకు వెలుపల ఉంది.',
  mahadasha: (lord, start, end) => `- **${G(lord)} ${MD}** (${start} నుండి ${end} వరకు)`,
  antardasha: (md, ad, start, end) => `  - ${G(md)}–${G(ad)} ${AD} (${start} నుండి ${end} వరకు)`,
  pratyantardasha: (lord, start, end) => `    - ${termName('pratyantardasha', 'te')}: ${G(lord)}, ${start} నుండి ${end} వరకు`,
  focusHeading: (about) => `**${about}: ఈ కాలంలో**`,
  brings(g, about, role) {
    const why =
      role.kind === 'rules'
        ? `${G(g)} మీ ${Hs(role.houses)} అధిపతి`
        : role.kind === 'sits'
          ? `${G(g)} మీ ${Hin(role.house)} ఉన్నాడు`
          : `${G(g)} ${T.grahaThemes(g)} లకు కారకుడు`;
    return `- పై ${G(g)} దశలు ${about} విషయాన్ని ముందుకు తెస్తాయి: ${why}.`;
  },
  noneBrings: (about) => `- ఈ దశాధిపతులు ఎవరూ ${about} విషయానికి అధిపతులూ కారు, కారకులూ కారు: ఇది ఈ కాలపు ప్రధాన విషయం కాదు.`,
  transitsOn: (date) => `**${date} నాటి గోచారం**`,
  transitsAround: (date) => `**ఈ కాలం మధ్యలో గోచారం (${date})**`,
  transit: (g, sign, house) =>
    house === null
      ? `- ${G(g)} గోచారంలో ${T.sign(sign)} రాశిలో.`
      : `- ${G(g)} గోచారంలో ${T.sign(sign)} రాశిలో, మీ ${Hin(house)} (${T.houseThemes(house)}).`,
  ingress: (date, g, sign, house) =>
    house === null
      ? `- ${date}: ${G(g)} ${T.sign(sign)} రాశిలోకి ప్రవేశిస్తాడు.`
      : `- ${date}: ${G(g)} ${T.sign(sign)} రాశిలోకి, మీ ${Hin(house)}కి ప్రవేశిస్తాడు.`,
  touchesHeading: '**ఈ కాలం జీవితంలోని ఏ రంగాలను తాకుతుంది**',
  touchesArea: (area, parts) => `- **${T.areaTitle(area)}**: ${parts.join('; ')}.`,
  periodLordPart(g, l, rules, sits) {
    const ruled = rules.length ? `మీ ${Hs(rules)} అధిపతి` : '';
    const sitting = sits === null ? '' : `మీ ${Hin(sits)} ఉన్నాడు`;
    return `${level(l)} అధిపతి ${G(g)} ${[ruled, sitting].filter(Boolean).join(', ')}`;
  },
  karakaPart: (g, l, area) => `${level(l)} అధిపతి ${G(g)} ${T.areaTitle(area)} విషయానికి నైసర్గిక కారకుడు`,
  transitPart: (g, house) => `${G(g)} గోచారంలో మీ ${Hin(house)}`,
  sadeSati: (phase, from, to) => `- ${termName('sadeSati', 'te')} (${sadeSatiPhaseName(phase, 'te')} దశ): ${from} నుండి ${to} వరకు.`,
};
