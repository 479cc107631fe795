/** The reader's dated answers (dated-text.ts) in Bengali, in the reader's words (text-bn.ts): ভাব, মহাদশা, গোচর. */
import type { Graha } from '../../vocabulary/graha';
import { sadeSatiPhaseName, termName } from '../../vocabulary/terms';
import type { DatedText } from './dated-text';
import { dayMonthYear, monthYear } from './dated-names';
import { readerText } from './text';

const T = readerText('bn');
const G = (g: Graha) => T.graha(g);
const H = (n: number) => `${T.ordinal(n)} ভাবে`;
const Hs = (ns: readonly number[]) => `${T.list(ns.map((h) => T.ordinal(h)))} ভাবের`;
const MD = termName('mahadasha', 'bn');
const AD = termName('antardasha', 'bn');
const level = (l: 'mahadasha' | 'antardasha') => (l === 'mahadasha' ? MD : AD);

export const DATED_TEXT_BN: DatedText = {
  T,
  windowName(n, first, last) {
    switch (n.kind) {
      case 'day':
        return dayMonthYear(first, 'bn');
      case 'month':
        return monthYear(first, 'bn');
      case 'year':
        return `${first.slice(0, 4)} সাল`;
      case 'range':
        return `${first} থেকে ${last}`;
      case 'age':
        return `${n.age} বছর বয়স (${first} থেকে ${last})`;
      case 'after':
        return `আপনার ${G(n.named)} ${MD}র পরে: ${G(n.lord)} ${MD}`;
      case 'before':
        return `আপনার ${G(n.named)} ${MD}র আগে: ${G(n.lord)} ${MD}`;
      case 'during':
        return `আপনার ${G(n.lord)} ${MD}`;
    }
  },
  dashaHeading: (first, last) => `**এই সময়ে চলা দশা (${first} থেকে ${last})**`,
  outsideDasha: '- এই সময় আপনার বিংশোত্তরী দশার 120 বছরের বাইরে।',
  mahadasha: (lord, start, end) => `- **${G(lord)} ${MD}** (${start} থেকে ${end})`,
  antardasha: (md, ad, start, end) => `  - ${G(md)}–${G(ad)} ${AD} (${start} থেকে ${end})`,
  pratyantardasha: (lord, start, end) => `    - ${termName('pratyantardasha', 'bn')}: ${G(lord)}, ${start} থেকে ${end}`,
  focusHeading: (about) => `**${about}: এই সময়ে**`,
  brings(g, about, role) {
    const why =
      role.kind === 'rules'
        ? `${G(g)} আপনার ${Hs(role.houses)} অধিপতি`
        : role.kind === 'sits'
          ? `${G(g)} আপনার ${H(role.house)} আছেন`
          : `${G(g)} ${T.grahaThemes(g)}-এর কারক`;
    return `- ওপরের ${G(g)} দশাগুলি ${about} বিষয়টিকে সামনে আনে: ${why}।`;
  },
  noneBrings: (about) => `- এই দশাগুলির অধিপতিরা ${about} বিষয়ের অধিপতিও নন, কারকও নন: এই সময়ের মূল বিষয় এটি নয়।`,
  transitsOn: (date) => `**${date} তারিখের গোচর**`,
  transitsAround: (date) => `**এই সময়ের মাঝামাঝি গোচর (${date})**`,
  transit: (g, sign, house) =>
    house === null
      ? `- ${G(g)} গোচরে ${T.sign(sign)} রাশিতে।`
      : `- ${G(g)} গোচরে ${T.sign(sign)} রাশিতে, আপনার ${H(house)} (${T.houseThemes(house)})।`,
  ingress: (date, g, sign, house) =>
    house === null
      ? `- ${date}: ${G(g)} ${T.sign(sign)} রাশিতে প্রবেশ করেন।`
      : `- ${date}: ${G(g)} ${T.sign(sign)} রাশিতে প্রবেশ করেন, আপনার ${H(house)}।`,
  touchesHeading: '**এই সময় জীবনের কোন কোন ক্ষেত্র ছুঁয়ে যায়**',
  touchesArea: (area, parts) => `- **${T.areaTitle(area)}**: ${parts.join('; ')}।`,
  periodLordPart(g, l, rules, sits) {
    const ruled = rules.length ? `আপনার ${Hs(rules)} অধিপতি` : '';
    const sitting = sits === null ? '' : `আপনার ${H(sits)} আছেন`;
    return `${level(l)}র অধিপতি ${G(g)} ${[ruled, sitting].filter(Boolean).join(' এবং ')}`;
  },
  karakaPart: (g, l, area) => `${level(l)}র অধিপতি ${G(g)} ${T.areaTitle(area)} বিষয়ের নৈসর্গিক কারক`,
  transitPart: (g, house) => `${G(g)} গোচরে আপনার ${H(house)}`,
  sadeSati: (phase, from, to) => `- ${termName('sadeSati', 'bn')} (${sadeSatiPhaseName(phase, 'bn')} পর্ব): ${from} থেকে ${to}।`,
};
