/**
 * What a question about the match asks, in Bengali, Marathi, Telugu and Tamil: the koota names as the
 * vocabulary writes them in each script (as stems, so case endings still match), and the words each language
 * uses for Manglik, the poruthams and an overview. One pattern per concept over the four languages, as the
 * reader's regional classifier does (reader/keywords/).
 */
import { REGIONAL_LOCALES } from '../../i18n/locale';
import { KOOTAS, type Koota } from '../../vocabulary/matching-keys';
import { kootaName, poruthamName } from '../../vocabulary/matching-names';
import { wordsPattern } from '../reader/hindi-keywords';

/** A name and, for a two-word name (গ্রহ মৈত্রী), its last word, each as a stem. */
const stems = (name: string) => [`${name}*`, ...(name.includes(' ') ? [`${name.split(' ').at(-1)}*`] : [])];

let kootaWords: Readonly<Record<Koota, RegExp>> | null = null;
/** The spellings people type beside the vocabulary's Sanskrit ones (নাড়ী, நாடி, వశ్యం …). */
const TYPED_KOOTA_WORDS: Readonly<Partial<Record<Koota, readonly string[]>>> = {
  nadi: ['নাড়ী*', 'নাড়ি*', 'नाडी*', 'నాడి*', 'நாடி*'],
  gana: ['গণ', 'गण', 'గణం', 'கணம்', 'கணப்*'],
  vashya: ['বশ্য*', 'वश्य*', 'వశ్య*', 'வசிய*'],
  yoni: ['যোনি*', 'योनी*', 'యోని*', 'யோனி*'],
  grahaMaitri: ['মৈত্রী*', 'मैत्री*', 'మైత్రి*', 'மைத்ரி*', 'ராசி அதிபதி*'],
  bhakoot: ['ভকূট*', 'भकूट*', 'భకూట*', 'பகூட*'],
};

/** Each koota named in any of the four scripts (built on first use: the names need the vocabulary books loaded). */
export function regionalKootaWords(): Readonly<Record<Koota, RegExp>> {
  kootaWords ??= Object.fromEntries(
    KOOTAS.map((k) => [k, wordsPattern([...REGIONAL_LOCALES.flatMap((l) => stems(kootaName(k, l))), ...(TYPED_KOOTA_WORDS[k] ?? [])])]),
  ) as Record<Koota, RegExp>;
  return kootaWords;
}

/** Manglik: the dosha's own names and Mars (মঙ্গল, मंगळ, కుజుడు, செவ்வாய்). */
export const REGIONAL_MANGLIK_WORDS = wordsPattern([
  'মাঙ্গলিক*',
  'মঙ্গল*',
  'मांगलिक*',
  'मंगळ*',
  'मंगल*',
  'కుజ*',
  'మాంగలిక*',
  'செவ்வாய்*',
  'மாங்கலிக*',
]);

let poruthamWords: RegExp | null = null;
/** The ten poruthams, and the ones asked about by name (Rajju, Vedha, Mahendra); built on first use. */
export function regionalPoruthamWords(): RegExp {
  poruthamWords ??= wordsPattern([
    ...REGIONAL_LOCALES.flatMap((l) => (['rajju', 'vedha', 'mahendra'] as const).map((p) => `${poruthamName(p, l)}*`)),
    ...PORUTHAM_WORDS,
  ]);
  return poruthamWords;
}

/** The languages' own words for the South Indian poruthams. */
const PORUTHAM_WORDS = ['পোরুত্তম*', 'दाक्षिणात्य', 'पोरुत्तम*', 'పది పొంతన*', 'దక్షిణాది', 'பத்துப் பொருத்த*', 'பத்து பொருத்த*', 'ரஜ்ஜு*', 'தென்னிந்திய*'];

/** An overview: the total, a summary, "explain". */
export const REGIONAL_OVERVIEW_WORDS = wordsPattern([
  'মোট',
  'সারাংশ',
  'ব্যাখ্যা*',
  'গুণ*',
  'एकूण',
  'सारांश',
  'समजाव*',
  'गुण*',
  'మొత్తం',
  'సారాంశ*',
  'వివరించ*',
  'గుణాలు',
  'மொத்த*',
  'சுருக்க*',
  'விளக்க*',
  'குண*',
]);
