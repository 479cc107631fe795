/**
 * The "now" lines (now.ts) in Bengali: ingresses, stations, dasha changes, Saturn's spells and
 * the running dasha, in the reader's words (ভাব, মহাদশা, সাড়েসাতি) and themes (reader/text-bn.ts).
 */
import { readerText } from '../reader/text';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiNameOf } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import type { NowWords } from './now';

const T = readerText('bn');
const G = (g: Graha) => grahaName(g, 'bn');
const S = (rasi: string) => rasiNameOf(rasi, 'bn');
const H = (n: number) => `${T.ordinal(n)} ভাব`;

export const NOW_WORDS_BN: NowWords = {
  signStay: { Saturn: 'প্রায় আড়াই বছর', Jupiter: 'প্রায় এক বছর', Rahu: 'প্রায় দেড় বছর', Ketu: 'প্রায় দেড় বছর', Mars: 'প্রায় ছয় সপ্তাহ' },
  sadeSatiPhase: (phase) => `${termName('sadeSati', 'bn')}, ${sadeSatiPhaseName(phase, 'bn')} পর্ব`,
  dhaiya: (kind) => saturnSpellName(kind, 'bn'),
  ingress: ({ graha, rasi, houseFromLagna: h, houseFromMoon: m, back, note }, stay) =>
    `${G(graha)} ${back ? 'বক্রী হয়ে আবার' : ''} ${S(rasi)} রাশিতে ${back ? 'ফিরছেন' : 'প্রবেশ করছেন'} — লগ্ন থেকে আপনার ${H(h)}, চন্দ্র থেকে ${H(m)}: `.replace(
      /\s+/g,
      ' ',
    ) + `${back ? 'কিছুদিনের জন্য আবার' : `${stay} ধরে`} মনোযোগ থাকবে এই বিষয়গুলিতে — ${T.houseThemes(h)}।${note ? ` (${note}।)` : ''}`,
  retrograde: (graha, rasi, h) =>
    `${G(graha)} ${S(rasi)} রাশিতে (আপনার ${H(h)}) বক্রী হচ্ছেন: ${T.houseThemes(h)} — নতুন শুরুর চেয়ে পুনর্বিবেচনার সময়।`,
  direct: (graha, rasi, h) => `${G(graha)} ${S(rasi)} রাশিতে (আপনার ${H(h)}) মার্গী হচ্ছেন: ${T.houseThemes(h)} — কাজ আবার এগোবে।`,
  mahadashaBegins: (lord) => `${G(lord)} মহাদশা শুরু: আগামী বছরগুলিতে জীবনের সুর বাঁধবে ${T.grahaThemes(lord)}।`,
  antardashaBegins: (lord, md) => `${G(md)} মহাদশায় ${G(lord)} অন্তর্দশা শুরু: সামনে আসবে ${T.grahaThemes(lord)}।`,
  spell: {
    sadeSati: 'শনি চন্দ্ররাশি ও তার দুই পাশের রাশি পার হচ্ছেন: ধৈর্যের দীর্ঘ পরীক্ষা, যার ফল মেলে নিয়মিত পরিশ্রম, সাদাসিধে জীবন আর স্বাস্থ্যের যত্নে।',
    kantaka: 'চন্দ্র থেকে চতুর্থে শনি: বাড়ি, সম্পত্তি ও মনের শান্তির উপর চাপ; বাড়ি বদল বা জমি কেনা সাবধানে করুন।',
    ashtama: 'চন্দ্র থেকে অষ্টমে শনি: দেরি ও হঠাৎ পরিবর্তন; স্বাস্থ্যের দিকে নজর রাখুন, ঝুঁকির কাজ এড়িয়ে চলুন।',
  },
  running: (md, ad, pd) =>
    `${G(md)} মহাদশা, ${G(ad)} অন্তর্দশা, ${G(pd)} প্রত্যন্তর দশা: মূল সুর ${T.grahaThemes(md)}, এখন তাতে রং লাগাচ্ছে ${T.grahaThemes(ad)}।`,
};
