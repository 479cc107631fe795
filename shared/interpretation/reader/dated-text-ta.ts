/** The reader's dated answers (dated-text.ts) in Tamil, in the reader's words (text-ta.ts): வீடு, மகா தசை, புக்தி, கோசாரம். */
import type { Graha } from '../../vocabulary/graha';
import { sadeSatiPhaseName, termName } from '../../vocabulary/terms';
import type { DatedText } from './dated-text';
import { dayMonthYear, monthYear } from './dated-names';
import { readerText } from './text';

const T = readerText('ta');
const G = (g: Graha) => T.graha(g);
const Hin = (n: number) => `${T.ordinal(n)} வீட்டில்`;
const Hs = (ns: readonly number[]) => `${T.list(ns.map((h) => T.ordinal(h)))} ${ns.length > 1 ? 'வீடுகளின்' : 'வீட்டின்'}`;
const MD = termName('mahadasha', 'ta');
const AD = termName('antardasha', 'ta');
const level = (l: 'mahadasha' | 'antardasha') => (l === 'mahadasha' ? MD : AD);

export const DATED_TEXT_TA: DatedText = {
  T,
  windowName(n, first, last) {
    switch (n.kind) {
      case 'day':
        return dayMonthYear(first, 'ta');
      case 'month':
        return monthYear(first, 'ta');
      case 'year':
        return `${first.slice(0, 4)} ஆம் ஆண்டு`;
      case 'range':
        return `${first} முதல் ${last} வரை`;
      case 'age':
        return `${n.age} வயது (${first} முதல் ${last} வரை)`;
      case 'after':
        return `உங்கள் ${G(n.named)} ${MD} முடிந்த பின்: ${G(n.lord)} ${MD}`;
      case 'before':
        return `உங்கள் ${G(n.named)} ${MD} தொடங்கும் முன்: ${G(n.lord)} ${MD}`;
      case 'during':
        return `உங்கள் ${G(n.lord)} ${MD}`;
    }
  },
  dashaHeading: (first, last) => `**இந்தக் காலத்தில் நடக்கும் தசைகள் (${first} முதல் ${last} வரை)**`,
  outsideDasha: '- இந்தக் காலம் உங்கள் விம்சோத்தரி தசையின் 120 ஆண்டுகளுக்கு வெளியே உள்ளது.',
  mahadasha: (lord, start, end) => `- **${G(lord)} ${MD}** (${start} முதல் ${end} வரை)`,
  antardasha: (md, ad, start, end) => `  - ${G(md)} ${MD}யில் ${G(ad)} ${AD} (${start} முதல் ${end} வரை)`,
  pratyantardasha: (lord, start, end) => `    - ${termName('pratyantardasha', 'ta')}: ${G(lord)}, ${start} முதல் ${end} வரை`,
  focusHeading: (about) => `**${about}: இந்தக் காலத்தில்**`,
  brings(g, about, role) {
    const why =
      role.kind === 'rules'
        ? `${G(g)} உங்கள் ${Hs(role.houses)} அதிபதி`
        : role.kind === 'sits'
          ? `${G(g)} உங்கள் ${Hin(role.house)} இருக்கிறார்`
          : `${G(g)} ${T.grahaThemes(g)} ஆகியவற்றின் காரகர்`;
    return `- மேலே உள்ள ${G(g)} தசைகள் ${about} விஷயத்தை முன்னுக்குக் கொண்டுவருகின்றன: ${why}.`;
  },
  noneBrings: (about) => `- இந்தத் தசைகளின் அதிபதிகள் யாரும் ${about} விஷயத்துக்கு அதிபதியோ காரகரோ அல்ல: இது இந்தக் காலத்தின் முக்கிய விஷயம் அல்ல.`,
  transitsOn: (date) => `**${date} அன்று கோசாரம்**`,
  transitsAround: (date) => `**இந்தக் காலத்தின் நடுவில் கோசாரம் (${date})**`,
  transit: (g, sign, house) =>
    house === null
      ? `- ${G(g)} கோசாரத்தில் ${T.sign(sign)} ராசியில்.`
      : `- ${G(g)} கோசாரத்தில் ${T.sign(sign)} ராசியில், உங்கள் ${Hin(house)} (${T.houseThemes(house)}).`,
  ingress: (date, g, sign, house) =>
    house === null
      ? `- ${date}: ${G(g)} ${T.sign(sign)} ராசிக்குப் பெயர்ச்சி.`
      : `- ${date}: ${G(g)} ${T.sign(sign)} ராசிக்குப் பெயர்ச்சி, உங்கள் ${Hin(house)}.`,
  touchesHeading: '**இந்தக் காலம் வாழ்க்கையின் எந்தெந்தப் பகுதிகளைத் தொடுகிறது**',
  touchesArea: (area, parts) => `- **${T.areaTitle(area)}**: ${parts.join('; ')}.`,
  periodLordPart(g, l, rules, sits) {
    const ruled = rules.length ? `உங்கள் ${Hs(rules)} அதிபதி` : '';
    const sitting = sits === null ? '' : `உங்கள் ${Hin(sits)} இருக்கிறார்`;
    return `${level(l)} அதிபதி ${G(g)}: ${[ruled, sitting].filter(Boolean).join(', ')}`;
  },
  karakaPart: (g, l, area) => `${level(l)} அதிபதி ${G(g)}: ${T.areaTitle(area)} விஷயத்தின் இயற்கைக் காரகர்`,
  transitPart: (g, house) => `${G(g)} கோசாரத்தில் உங்கள் ${Hin(house)}`,
  sadeSati: (phase, from, to) => `- ${termName('sadeSati', 'ta')} (${sadeSatiPhaseName(phase, 'ta')}): ${from} முதல் ${to} வரை.`,
};
