/**
 * The "now" lines (now.ts) in Marathi: ingresses, stations, dasha changes, Saturn's spells and
 * the running dasha, in the reader's words (स्थान, महादशा, साडेसाती) and themes (reader/text-mr.ts).
 */
import { readerText } from '../reader/text';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiNameOf } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import type { NowWords } from './now';

const T = readerText('mr');
const G = (g: Graha) => grahaName(g, 'mr');
const S = (rasi: string) => rasiNameOf(rasi, 'mr');
const H = (n: number) => `${T.ordinal(n)} स्थान`;

export const NOW_WORDS_MR: NowWords = {
  signStay: { Saturn: 'सुमारे अडीच वर्षे', Jupiter: 'सुमारे एक वर्ष', Rahu: 'सुमारे दीड वर्ष', Ketu: 'सुमारे दीड वर्ष', Mars: 'सुमारे सहा आठवडे' },
  sadeSatiPhase: (phase) => `${termName('sadeSati', 'mr')}, ${sadeSatiPhaseName(phase, 'mr')} टप्पा`,
  dhaiya: (kind) => saturnSpellName(kind, 'mr'),
  ingress: ({ graha, rasi, houseFromLagna: h, houseFromMoon: m, back, note }, stay) =>
    `${G(graha)} ${back ? 'वक्री होऊन पुन्हा' : ''} ${S(rasi)} राशीत ${back ? 'परततो' : 'प्रवेश करतो'} — लग्नापासून आपले ${H(h)}, चंद्रापासून ${H(m)}: `.replace(
      /\s+/g,
      ' ',
    ) + `${back ? 'काही काळ पुन्हा' : `${stay}`} लक्ष ${T.houseThemes(h)} यांकडे वळते.${note ? ` (${note}.)` : ''}`,
  retrograde: (graha, rasi, h) =>
    `${G(graha)} ${S(rasi)} राशीत (आपले ${H(h)}) वक्री होतो: ${T.houseThemes(h)} — नवी सुरुवात करण्यापेक्षा पुनर्विचाराचा काळ.`,
  direct: (graha, rasi, h) => `${G(graha)} ${S(rasi)} राशीत (आपले ${H(h)}) मार्गी होतो: ${T.houseThemes(h)} — कामे पुन्हा पुढे सरकतात.`,
  mahadashaBegins: (lord) => `${G(lord)} महादशा सुरू: येणाऱ्या वर्षांत ${T.grahaThemes(lord)} जीवनाची दिशा ठरवतात.`,
  antardashaBegins: (lord, md) => `${G(md)} महादशेत ${G(lord)} अंतर्दशा सुरू: ${T.grahaThemes(lord)} पुढे येतात.`,
  spell: {
    sadeSati:
      'शनी चंद्रराशी आणि तिच्या दोन्ही बाजूंच्या राशींतून जातो: धीराची दीर्घ परीक्षा; सातत्याने कष्ट, साधे राहणीमान आणि आरोग्याची काळजी यांचे फळ मिळते.',
    kantaka: 'चंद्रापासून चौथ्या स्थानात शनी: घर, मालमत्ता आणि मनःशांतीवर ताण; घर बदलताना किंवा जमीन घेताना काळजी घ्या.',
    ashtama: 'चंद्रापासून आठव्या स्थानात शनी: विलंब आणि अचानक बदल; आरोग्य जपा आणि जोखमीची कामे टाळा.',
  },
  running: (md, ad, pd) =>
    `${G(md)} महादशा, ${G(ad)} अंतर्दशा, ${G(pd)} प्रत्यंतर दशा: मुख्य सूर ${T.grahaThemes(md)}, आणि सध्या त्याला ${T.grahaThemes(ad)} यांचा रंग.`,
};
