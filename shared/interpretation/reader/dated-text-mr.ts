/** The reader's dated answers (dated-text.ts) in Marathi, in the reader's words (text-mr.ts): स्थान, महादशा, गोचर. */
import type { Graha } from '../../vocabulary/graha';
import { sadeSatiPhaseName, termName } from '../../vocabulary/terms';
import type { DatedText } from './dated-text';
import { dayMonthYear, monthYear } from './dated-names';
import { readerText } from './text';

const T = readerText('mr');
const G = (g: Graha) => T.graha(g);
const Hin = (n: number) => `${T.ordinal(n)} स्थानात`;
const Hs = (ns: readonly number[]) => `${T.list(ns.map((h) => T.ordinal(h)))} ${ns.length > 1 ? 'स्थानांचा' : 'स्थानाचा'}`;
const MD = termName('mahadasha', 'mr');
const AD = termName('antardasha', 'mr');
const level = (l: 'mahadasha' | 'antardasha') => (l === 'mahadasha' ? 'महादशेचा' : 'अंतर्दशेचा');

export const DATED_TEXT_MR: DatedText = {
  T,
  windowName(n, first, last) {
    switch (n.kind) {
      case 'day':
        return dayMonthYear(first, 'mr');
      case 'month':
        return monthYear(first, 'mr');
      case 'year':
        return `वर्ष ${first.slice(0, 4)}`;
      case 'range':
        return `${first} ते ${last}`;
      case 'age':
        return `वयाचे ${n.age} वे वर्ष (${first} ते ${last})`;
      case 'after':
        return `आपल्या ${G(n.named)} महादशेनंतर: ${G(n.lord)} ${MD}`;
      case 'before':
        return `आपल्या ${G(n.named)} महादशेपूर्वी: ${G(n.lord)} ${MD}`;
      case 'during':
        return `आपली ${G(n.lord)} ${MD}`;
    }
  },
  dashaHeading: (first, last) => `**या काळात चालू असलेल्या दशा (${first} ते ${last})**`,
  outsideDasha: '- हा काळ आपल्या विंशोत्तरी दशेच्या 120 वर्षांच्या बाहेर आहे.',
  mahadasha: (lord, start, end) => `- **${G(lord)} ${MD}** (${start} ते ${end})`,
  antardasha: (md, ad, start, end) => `  - ${G(md)}–${G(ad)} ${AD} (${start} ते ${end})`,
  pratyantardasha: (lord, start, end) => `    - ${termName('pratyantardasha', 'mr')}: ${G(lord)}, ${start} ते ${end}`,
  focusHeading: (about) => `**${about}: या काळात**`,
  brings(g, about, role) {
    const why =
      role.kind === 'rules'
        ? `${G(g)} आपल्या ${Hs(role.houses)} स्वामी आहे`
        : role.kind === 'sits'
          ? `${G(g)} आपल्या ${Hin(role.house)} आहे`
          : `${G(g)} ${T.grahaThemes(g)} यांचा कारक आहे`;
    return `- वरील ${G(g)} दशा ${about} हा विषय पुढे आणतात: ${why}.`;
  },
  noneBrings: (about) => `- या दशांचे स्वामी ${about} या विषयाचे ना स्वामी आहेत ना कारक: हा या काळाचा मुख्य विषय नाही.`,
  transitsOn: (date) => `**${date} रोजीचे गोचर**`,
  transitsAround: (date) => `**या काळाच्या मध्याचे गोचर (${date})**`,
  transit: (g, sign, house) =>
    house === null
      ? `- ${G(g)} गोचराने ${T.sign(sign)} राशीत.`
      : `- ${G(g)} गोचराने ${T.sign(sign)} राशीत, आपल्या ${Hin(house)} (${T.houseThemes(house)}).`,
  ingress: (date, g, sign, house) =>
    house === null
      ? `- ${date}: ${G(g)} ${T.sign(sign)} राशीत प्रवेश करतो.`
      : `- ${date}: ${G(g)} ${T.sign(sign)} राशीत, आपल्या ${Hin(house)} प्रवेश करतो.`,
  touchesHeading: '**हा काळ जीवनाच्या कोणत्या क्षेत्रांना स्पर्श करतो**',
  touchesArea: (area, parts) => `- **${T.areaTitle(area)}**: ${parts.join('; ')}.`,
  periodLordPart(g, l, rules, sits) {
    const ruled = rules.length ? `आपल्या ${Hs(rules)} स्वामी आहे` : '';
    const sitting = sits === null ? '' : `आपल्या ${Hin(sits)} आहे`;
    return `${level(l)} स्वामी ${G(g)} ${[ruled, sitting].filter(Boolean).join(' आणि ')}`;
  },
  karakaPart: (g, l, area) => `${level(l)} स्वामी ${G(g)} ${T.areaTitle(area)} यांचा नैसर्गिक कारक आहे`,
  transitPart: (g, house) => `${G(g)} आपल्या ${Hin(house)} गोचर करतो`,
  sadeSati: (phase, from, to) => `- ${termName('sadeSati', 'mr')} (${sadeSatiPhaseName(phase, 'mr')} टप्पा): ${from} ते ${to}.`,
};
