/**
 * The "now" lines (now.ts) in Tamil: peyarchis, vakra and margi turns, dasha changes, Saturn's
 * spells and the running dasha, in the reader's words (வீடு, மகா தசை, புக்தி, ஏழரைச் சனி) and
 * themes (reader/text-ta.ts).
 */
import { readerText } from '../reader/text';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiNameOf } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import type { NowWords } from './now';

const T = readerText('ta');
const G = (g: Graha) => grahaName(g, 'ta');
const S = (rasi: string) => rasiNameOf(rasi, 'ta');
const H = (n: number) => `${T.ordinal(n)} வீடு`;

export const NOW_WORDS_TA: NowWords = {
  signStay: {
    Saturn: 'சுமார் இரண்டரை ஆண்டுகளுக்கு',
    Jupiter: 'சுமார் ஓர் ஆண்டுக்கு',
    Rahu: 'சுமார் ஒன்றரை ஆண்டுகளுக்கு',
    Ketu: 'சுமார் ஒன்றரை ஆண்டுகளுக்கு',
    Mars: 'சுமார் ஆறு வாரங்களுக்கு',
  },
  sadeSatiPhase: (phase) => `${termName('sadeSati', 'ta')}, ${sadeSatiPhaseName(phase, 'ta')}`,
  dhaiya: (kind) => saturnSpellName(kind, 'ta'),
  ingress: ({ graha, rasi, houseFromLagna: h, houseFromMoon: m, back, note }, stay) =>
    `${G(graha)} ${back ? 'வக்கிரமாகி மீண்டும்' : ''} ${S(rasi)} ராசிக்கு ${back ? 'திரும்புகிறார்' : 'பெயர்ச்சி ஆகிறார்'} — லக்னத்திலிருந்து உங்கள் ${H(h)}, சந்திரனிலிருந்து ${H(m)}: `.replace(
      /\s+/g,
      ' ',
    ) + `${back ? 'சிறிது காலம் மீண்டும்' : `${stay}`} கவனம் ${T.houseThemes(h)} பக்கம் திரும்பும்.${note ? ` (${note}.)` : ''}`,
  retrograde: (graha, rasi, h) =>
    `${G(graha)} ${S(rasi)} ராசியில் (உங்கள் ${H(h)}) வக்கிரம் அடைகிறார்: ${T.houseThemes(h)} — புதிதாகத் தொடங்குவதை விட மறுபரிசீலனைக்கு உரிய காலம்.`,
  direct: (graha, rasi, h) =>
    `${G(graha)} ${S(rasi)} ராசியில் (உங்கள் ${H(h)}) வக்கிர நிவர்த்தி அடைகிறார்: ${T.houseThemes(h)} — காரியங்கள் மீண்டும் முன்னேறும்.`,
  mahadashaBegins: (lord) => `${G(lord)} மகா தசை தொடக்கம்: வரும் ஆண்டுகளில் ${T.grahaThemes(lord)} வாழ்க்கையின் போக்கைத் தீர்மானிக்கும்.`,
  antardashaBegins: (lord, md) => `${G(md)} மகா தசையில் ${G(lord)} புக்தி தொடக்கம்: ${T.grahaThemes(lord)} முன்னுக்கு வரும்.`,
  spell: {
    sadeSati:
      'சனி சந்திர ராசியையும் அதன் இருபுறத்து ராசிகளையும் கடக்கிறார்: பொறுமைக்கு ஒரு நீண்ட சோதனை; விடாத உழைப்பு, எளிய வாழ்க்கை, உடல்நலப் பராமரிப்பு ஆகியவற்றுக்குப் பலன் தரும்.',
    kantaka: 'சந்திரனிலிருந்து நான்காம் வீட்டில் சனி: வீடு, சொத்து, மன அமைதி மீது அழுத்தம்; வீடு மாறுவதிலும் நிலம் வாங்குவதிலும் கவனம் தேவை.',
    ashtama: 'சந்திரனிலிருந்து எட்டாம் வீட்டில் சனி: தாமதங்களும் திடீர் மாற்றங்களும்; உடல்நலத்தைக் காத்து, துணிகர முயற்சிகளைத் தவிருங்கள்.',
  },
  running: (md, ad, pd) =>
    `${G(md)} மகா தசை, ${G(ad)} புக்தி, ${G(pd)} அந்தரம்: அடிப்படைப் போக்கு ${T.grahaThemes(md)}; இப்போது அதற்கு ${T.grahaThemes(ad)} வண்ணம் சேர்க்கின்றன.`,
};
