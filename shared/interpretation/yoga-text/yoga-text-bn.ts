/** The yoga section in Bengali (বাংলা), in the words of the Bengali reader and vocabulary book (ভাব, অধিপতি, দৃষ্টি, পরিহার). */
import type { Cancellation } from '../../chart/yoga-evidence';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiName } from '../../vocabulary/rasi';
import { dignityName, termName } from '../../vocabulary/terms';
import { MANGLIK_HOUSES } from '../../predictions/doshas';
import { houseOrdinalIn, joinWith, numberIn } from '../regional-numbers';
import { countedConditions, type YogaText } from './yoga-text';

const G = (g: Graha) => grahaName(g, 'bn');
const S = (rasiIndex: number) => rasiName(rasiIndex, 'bn');
const num = numberIn('bn');
const nums = (ns: readonly number[]) => ns.map(num).join(', ');
const list = joinWith('ও', 'কোনোটি নয়');
const ord = houseOrdinalIn('bn');
/** Bengali genitive: -র after a vowel sign, -এর after a consonant (শনির, মঙ্গলের), as the reader writes it. */
const of = (word: string) => (/[\u09BE-\u09CC]$/u.test(word) ? `${word}র` : `${word}ের`);
/** The yoga section's Bengali, built when first asked for (its names come from the vocabulary book, registered by then). */
export function yogaTextBn(): YogaText {
  const M = G('Mars');
  const J = G('Jupiter');
  const C = G('Moon');
  const R = G('Rahu');
  const K = G('Ketu');
  const side = (s: 'rahu-to-ketu' | 'ketu-to-rahu') => (s === 'rahu-to-ketu' ? `${R} থেকে ${K}` : `${K} থেকে ${R}`);

  const mahapurusha = (g: Graha) => `${G(g)} স্বক্ষেত্রে বা উচ্চ রাশিতে, লগ্ন থেকে কেন্দ্রে`;
  const inHouses = (houses: readonly number[], each = false) =>
    `সাতটি গ্রহই ${nums(houses)} ভাবে${each ? ', প্রতিটি ভাবে অন্তত একটি গ্রহ' : ''}`;
  const inSigns = (n: number) => `সাতটি গ্রহ ঠিক ${num(n)}টি রাশিতে`;
  const dusthana = 'ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে';

  function cancellation(c: Cancellation): string {
    switch (c.code) {
      case 'mars-own-or-exalted':
        return `${M} স্বক্ষেত্রে বা উচ্চ রাশিতে আছেন`;
      case 'mars-leo-aquarius':
        return `${M} ${S(4)} বা ${S(10)} রাশিতে আছেন`;
      case 'mars-exempt-sign':
        return `${ord(c.house)} ভাবে ${M} এমন রাশিতে আছেন যা এই দোষ থেকে মুক্তি দেয়`;
      case 'jupiter-with-mars':
        return `${J} ${of(M)} সঙ্গে আছেন বা তাঁর উপর দৃষ্টি দেন`;
      case 'moon-with-mars':
        return `${C} ${of(M)} সঙ্গে আছেন`;
      case 'cancer-leo-lagna':
        return `${S(3)} ও ${S(4)} লগ্নের জন্য ${M} যোগকারক`;
      case 'benefic-in-lagna':
        return `${J} বা ${G('Venus')} লগ্নে আছেন`;
      case 'mars-retrograde':
        return `${M} ${termName('retrograde', 'bn')}`;
      case 'mars-combust':
        return `${M} ${termName('combust', 'bn')}`;
      case 'dispositor-in-kendra':
        return `${of(G(c.graha))} রাশির অধিপতি ${G(c.by)} লগ্ন বা ${C} থেকে কেন্দ্রে আছেন`;
      case 'exaltation-lord-in-kendra':
        return `${of(G(c.graha))} উচ্চ রাশির অধিপতি ${G(c.by)} লগ্ন বা ${C} থেকে কেন্দ্রে আছেন`;
      case 'exalted-graha-in-kendra':
        return `${of(G(c.graha))} রাশিতে যিনি উচ্চ হন, সেই ${G(c.by)} লগ্ন বা ${C} থেকে কেন্দ্রে আছেন`;
      case 'dispositor-aspects':
        return `রাশির অধিপতি ${G(c.by)} ${of(G(c.graha))} উপর দৃষ্টি দেন`;
      case 'exalted-navamsa':
        return `${G(c.graha)} নবাংশে উচ্চ`;
    }
  }

  return {
    locale: 'bn',
    familyTitles: {
      'pancha-mahapurusha': 'পঞ্চ মহাপুরুষ যোগ',
      raja: 'রাজযোগ (ক্ষমতা ও প্রতিষ্ঠা)',
      dhana: 'ধনযোগ',
      chandra: 'চন্দ্র যোগ',
      surya: 'সূর্য যোগ',
      nabhasa: 'নাভস যোগ (সাত গ্রহের বিন্যাস)',
      parivartana: 'পরিবর্তন যোগ (রাশি বিনিময়)',
      other: 'অন্যান্য যোগ',
      dosha: 'দোষ ও কঠিন যোগ',
    },
    natures: { good: 'শুভ', mixed: 'মিশ্র', challenging: 'প্রতিকূল' },
    works: {
      BPHS: 'বৃহৎ পরাশর হোরাশাস্ত্র',
      Phaladeepika: 'ফলদীপিকা (মন্ত্রেশ্বর)',
      Raman300: 'বি. ভি. রমন, থ্রি হান্ড্রেড ইম্পর্ট্যান্ট কম্বিনেশনস',
      VAIA: 'পি. ভি. আর. নরসিংহ রাও, বৈদিক অ্যাস্ট্রোলজি: অ্যান ইন্টিগ্রেটেড অ্যাপ্রোচ',
    },
    chapter: (n) => `, অধ্যায় ${num(n)}`,
    noCitation: 'কোনো একটি শাস্ত্রগ্রন্থে নেই; প্রচলিত আধুনিক মত',
    standing: (s, from) => {
      const lord = s.lordOf.length ? ` (${list(s.lordOf.map(ord))} ভাবের অধিপতি)` : '';
      const dignity = s.dignity ? `, ${dignityName(s.dignity, 'bn')}` : '';
      const ref = from && s.houseFromRef ? `, ${G(from)} থেকে ${ord(s.houseFromRef)} ভাবে` : '';
      return `${G(s.graha)}${lord} ${ord(s.house)} ভাবে (${S(s.rasiIndex)}${dignity})${ref}`;
    },
    link: (k) =>
      `${G(k.a)} ও ${G(k.b)} ${k.how === 'conjunct' ? 'একই রাশিতে আছেন' : k.how === 'exchange' ? 'পরস্পরের রাশিতে আছেন (রাশি পরিবর্তন)' : 'পরস্পরের উপর দৃষ্টি দেন'}`,
    pattern: (groups, signs) =>
      `সাতটি গ্রহ ${num(signs)}টি রাশিতে: ${groups.map((g) => `${list(g.grahas.map(G))} ${ord(g.house)} ভাবে`).join('; ')}`,
    hemmed: (s, rahuHouse, ketuHouse) =>
      `সাতটি গ্রহই ${side(s)} পর্যন্ত এক দিকে আছে (${R} ${ord(rahuHouse)} ভাবে, ${K} ${ord(ketuHouse)} ভাবে)`,
    cancellation,
    manglik: (m, fromMoon) => {
      const where = `${M} ${fromMoon ? `${C} থেকে ` : ''}${ord(m.marsHouse)} ভাবে (${S(m.marsRasiIndex)}) আছেন`;
      const houses = `${MANGLIK_HOUSES.slice(0, -1).map(ord).join(', ')} বা ${ord(MANGLIK_HOUSES.at(-1)!)}`;
      if (!m.present) return `মাঙ্গলিক নয়: ${where}, যা ${houses} ভাবের কোনোটি নয়।`;
      if (m.cancelled) return `মাঙ্গলিক, তবে দোষ খণ্ডিত: ${where}, যা মাঙ্গলিক ভাব, কিন্তু ${m.cancellations.map(cancellation).join('; ')}।`;
      return `মাঙ্গলিক: ${where}, যা মাঙ্গলিক ভাব, এবং কোনো শাস্ত্রীয় পরিহার খাটে না।`;
    },
    kalaSarpa: (k, ketuHouse, fromMoon) => {
      const axis = `${fromMoon ? `${C} থেকে গুনলে ` : ''}${R} ${ord(k.rahuHouse)} ভাবে ও ${K} ${ord(ketuHouse)} ভাবে আছেন`;
      if (k.present) return `কালসর্প দোষ আছে: ${axis}, এবং সাতটি গ্রহই ${side(k.side ?? 'rahu-to-ketu')} পর্যন্ত এক পাশে।`;
      return `কালসর্প দোষ নেই: ${axis}; ${list(k.rahuToKetu.map(G))} ${side('rahu-to-ketu')} পর্যন্ত অংশে, ${list(k.ketuToRahu.map(G))} অন্য অংশে, তাই গ্রহরা এক পাশে ঘেরা নয়।`;
    },
    stop: '।',
    conditions: {
      ruchaka: mahapurusha('Mars'),
      bhadra: mahapurusha('Mercury'),
      hamsa: mahapurusha('Jupiter'),
      malavya: mahapurusha('Venus'),
      sasa: mahapurusha('Saturn'),
      gajakesari: `${J} ${C} থেকে কেন্দ্রে, এবং নীচ, অস্ত বা শত্রু রাশিতে নয়`,
      budhaditya: `${G('Sun')} ও ${G('Mercury')} একই রাশিতে (অধিকাংশ আচার্যের মতে ${G('Mercury')} অস্ত নয়)`,
      'chandra-mangala': `${C} ও ${M} একই রাশিতে, বা পরস্পর থেকে সপ্তমে`,
      sunapha: `${C} থেকে দ্বিতীয় ভাবে ${G('Sun')} ছাড়া কোনো গ্রহ (রাহু-কেতু বাদে), এবং দ্বাদশে কেউ নেই`,
      anapha: `${C} থেকে দ্বাদশ ভাবে ${G('Sun')} ছাড়া কোনো গ্রহ (রাহু-কেতু বাদে), এবং দ্বিতীয়ে কেউ নেই`,
      durudhara: `${C} থেকে দ্বিতীয় ও দ্বাদশ দুই ভাবেই ${G('Sun')} ছাড়া গ্রহ (রাহু-কেতু বাদে)`,
      kemadruma: `${C} থেকে দ্বিতীয় বা দ্বাদশ ভাবে কোনো গ্রহ নেই (${G('Sun')} ও রাহু-কেতু বাদে); লগ্ন থেকে কেন্দ্রে কোনো গ্রহ (${G('Sun')} থেকে ${G('Saturn')}, ${C} নিজে বাদে) থাকলে ভঙ্গ`,
      adhi: `নৈসর্গিক শুভগ্রহ ${G('Mercury')}, ${J} ও ${G('Venus')} ${C} থেকে ষষ্ঠ, সপ্তম বা অষ্টম ভাবে (এদের যে কয়টি সেখানে, সবই)`,
      amala: `লগ্ন বা ${C} থেকে দশম ভাবে কেবল নৈসর্গিক শুভগ্রহ`,
      vesi: `${G('Sun')} থেকে দ্বিতীয় ভাবে ${C} ছাড়া কোনো গ্রহ (রাহু-কেতু বাদে)`,
      vosi: `${G('Sun')} থেকে দ্বাদশ ভাবে ${C} ছাড়া কোনো গ্রহ (রাহু-কেতু বাদে)`,
      ubhayachari: `${G('Sun')} থেকে দ্বিতীয় ও দ্বাদশ দুই ভাবেই গ্রহ (${C} ও রাহু-কেতু নয়)`,
      saraswati: `${J}, ${G('Venus')} ও ${G('Mercury')} কেন্দ্রে, ত্রিকোণে বা দ্বিতীয় ভাবে, এবং ${J} স্বক্ষেত্রে, উচ্চে বা মিত্র রাশিতে`,
      'guru-mangala': `${J} ও ${M} একই রাশিতে, বা পরস্পর থেকে সপ্তমে`,
      'shubha-kartari': 'লগ্ন থেকে দ্বিতীয় ও দ্বাদশ দুই ভাবেই নৈসর্গিক শুভগ্রহ',
      subha: 'লগ্নে কোনো নৈসর্গিক শুভগ্রহ, বা দ্বিতীয় ও দ্বাদশ দুই ভাবেই শুভগ্রহ',
      asubha: 'লগ্নে কোনো নৈসর্গিক পাপগ্রহ, বা দ্বিতীয় ও দ্বাদশ দুই ভাবেই পাপগ্রহ',
      chatussagara: 'চারটি কেন্দ্রেই গ্রহ',
      vasumati: `নৈসর্গিক শুভগ্রহ (${G('Mercury')}, ${J}, ${G('Venus')}) সবাই ${C} থেকে উপচয় ভাবে (${nums([3, 6, 10, 11])})`,
      lagnadhi: `${G('Mercury')}, ${J} ও ${G('Venus')} লগ্ন থেকে ষষ্ঠ, সপ্তম বা অষ্টম ভাবে`,
      'raja-yoga': 'কোনো কেন্দ্রের অধিপতির সঙ্গে কোনো ত্রিকোণের অধিপতির সম্বন্ধ',
      yogakaraka: 'একই গ্রহ একটি কেন্দ্রের (লগ্ন বাদে) ও একটি ত্রিকোণের অধিপতি',
      'dharma-karmadhipati': 'নবম ও দশম ভাবের অধিপতিদের সম্বন্ধ',
      'dhana-yoga': 'দ্বিতীয় বা একাদশ ভাবের অধিপতির সঙ্গে প্রথম, পঞ্চম বা নবম ভাবের অধিপতির (বা নিজেদের মধ্যে) সম্বন্ধ',
      lakshmi: 'নবমাধিপতি স্বক্ষেত্রে বা উচ্চে, কেন্দ্রে বা ত্রিকোণে, এবং লগ্নাধিপতি বলবান (স্বক্ষেত্র, উচ্চ বা মূলত্রিকোণে, অথবা কেন্দ্র-ত্রিকোণে)',
      kahala: 'চতুর্থাধিপতি ও নবমাধিপতি পরস্পর থেকে কেন্দ্রে, এবং লগ্নাধিপতি বলবান',
      parvata: 'কেন্দ্রে শুভগ্রহ, এবং ষষ্ঠ ও অষ্টম ভাব শূন্য বা সেখানে কেবল শুভগ্রহ',
      chamara: `লগ্নাধিপতি কেন্দ্রে উচ্চ এবং তার উপর ${of(J)} দৃষ্টি, অথবা লগ্ন, সপ্তম, নবম বা দশম ভাবে দুটি শুভগ্রহ`,
      sankha: 'পঞ্চমাধিপতি ও ষষ্ঠাধিপতি পরস্পর থেকে কেন্দ্রে, এবং লগ্নাধিপতি বলবান',
      bheri: `${G('Venus')}, ${J} ও লগ্নাধিপতি কেন্দ্রে, এবং নবমাধিপতি বলবান`,
      sreenatha: 'সপ্তমাধিপতি দশম ভাবে উচ্চ, এবং দশমাধিপতি নবমাধিপতির সঙ্গে',
      harsha: `ষষ্ঠাধিপতি ${dusthana} (দুঃস্থানের অধিপতি দুঃস্থানে)`,
      sarala: `অষ্টমাধিপতি ${dusthana} (দুঃস্থানের অধিপতি দুঃস্থানে)`,
      vimala: `দ্বাদশাধিপতি ${dusthana} (দুঃস্থানের অধিপতি দুঃস্থানে)`,
      'neecha-bhanga': `নীচস্থ গ্রহ যার নীচত্ব ভঙ্গ হয় (রাশির অধিপতি, উচ্চ রাশির অধিপতি বা সেই রাশিতে উচ্চ গ্রহ লগ্ন বা ${C} থেকে কেন্দ্রে; রাশির অধিপতির দৃষ্টি; নবাংশে উচ্চ)`,
      'maha-parivartana': 'প্রথম, দ্বিতীয়, চতুর্থ, পঞ্চম, সপ্তম, নবম, দশম ও একাদশ ভাবের অধিপতিদের মধ্যে রাশি পরিবর্তন',
      'khala-parivartana': 'তৃতীয়াধিপতি জড়িত রাশি পরিবর্তন',
      'dainya-parivartana': 'ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবের অধিপতি জড়িত রাশি পরিবর্তন',
      trilochana: `${G('Sun')}, ${C} ও ${M} পরস্পর থেকে ত্রিকোণে`,
      kulavardhana: `প্রতিটি গ্রহ (${G('Sun')} থেকে ${G('Saturn')}) লগ্ন, ${C} বা ${G('Sun')} থেকে পঞ্চম ভাবে`,
      'sareera-soukhya': `লগ্নাধিপতি, ${J} বা ${G('Venus')} কেন্দ্রে`,
      duryoga: `দশমাধিপতি ${dusthana}`,
      kalanidhi: `${J} দ্বিতীয় বা পঞ্চম ভাবে, ${G('Mercury')} ও ${G('Venus')} দুজনেরই সঙ্গে বা দৃষ্টিতে`,
      budha: `${J} লগ্নে, ${C} কেন্দ্রে, ${R} ${C} থেকে দ্বিতীয়ে, এবং ${G('Sun')} ও ${M} ${R} থেকে তৃতীয়ে`,
      kusuma: `স্থির রাশির লগ্ন, ${G('Venus')} কেন্দ্রে, ${C} ত্রিকোণে (পঞ্চম বা নবম) কোনো শুভগ্রহের সঙ্গে বা দৃষ্টিতে, এবং ${G('Saturn')} দশমে`,
      'sada-sanchara': 'লগ্নাধিপতি চর রাশিতে',
      ayatnadhanalabha: 'লগ্নাধিপতি ও দ্বিতীয়াধিপতির রাশি পরিবর্তন',
      bahudravyarjana: 'লগ্নাধিপতি দ্বিতীয় ভাবে, দ্বিতীয়াধিপতি একাদশে এবং একাদশাধিপতি লগ্নে',
      ravi: `${G('Sun')} দশম ভাবে, এবং দশমাধিপতি তৃতীয় ভাবে ${of(G('Saturn'))} সঙ্গে`,
      jaya: 'ষষ্ঠাধিপতি নীচ এবং দশমাধিপতি উচ্চ',
      rajalakshana: `${J}, ${G('Venus')}, ${G('Mercury')} ও ${C} সবাই কেন্দ্রে (লগ্নসহ)`,
      go: `${J} ${S(8)} রাশিতে (নিজের মূলত্রিকোণ) দ্বিতীয়াধিপতির সঙ্গে, এবং লগ্নাধিপতি উচ্চ`,
      gaja: `একাদশ থেকে নবম ভাবের অধিপতি (সপ্তমাধিপতি) একাদশ ভাবে ${of(C)} সঙ্গে, এবং তার উপর একাদশাধিপতির দৃষ্টি`,
      amsavatara: `চর রাশির লগ্ন, ${J} ও ${G('Venus')} কেন্দ্রে, এবং ${G('Saturn')} কেন্দ্রে উচ্চ`,
      devendra: 'স্থির রাশির লগ্ন, প্রথম ও একাদশ ভাবের অধিপতিদের রাশি পরিবর্তন, এবং দ্বিতীয় ও দশম ভাবের অধিপতিদের রাশি পরিবর্তন',
      rajju: 'সাতটি গ্রহই চর রাশিতে',
      musala: 'সাতটি গ্রহই স্থির রাশিতে',
      nala: 'সাতটি গ্রহই দ্বিস্বভাব রাশিতে',
      maala: `নৈসর্গিক শুভগ্রহ (${G('Mercury')}, ${J}, ${G('Venus')}) তিনটি কেন্দ্রে`,
      sarpa: `নৈসর্গিক পাপগ্রহ (${G('Sun')}, ${M}, ${G('Saturn')}) তিনটি কেন্দ্রে`,
      gada: 'সাতটি গ্রহই পাশাপাশি দুটি কেন্দ্রে',
      sakata: 'সাতটি গ্রহই প্রথম ও সপ্তম ভাবে',
      vihaga: 'সাতটি গ্রহই চতুর্থ ও দশম ভাবে',
      sringataka: 'সাতটি গ্রহই প্রথম, পঞ্চম ও নবম ভাবে',
      hala: `সাতটি গ্রহই লগ্নের ত্রিকোণ ছাড়া অন্য একটি ত্রিকোণে (${nums([2, 6, 10])}; ${nums([3, 7, 11])} বা ${nums([4, 8, 12])})`,
      vajra: 'প্রথম ও সপ্তম ভাবে কেবল নৈসর্গিক শুভগ্রহ, চতুর্থ ও দশমে কেবল নৈসর্গিক পাপগ্রহ, চারটি ভাবেই গ্রহ',
      yava: 'প্রথম ও সপ্তম ভাবে কেবল নৈসর্গিক পাপগ্রহ, চতুর্থ ও দশমে কেবল নৈসর্গিক শুভগ্রহ, চারটি ভাবেই গ্রহ',
      kamala: 'সাতটি গ্রহই চারটি কেন্দ্রে',
      vaapi: `সাতটি গ্রহই পণফর ভাবে (${nums([2, 5, 8, 11])}), বা সবাই আপোক্লিম ভাবে (${nums([3, 6, 9, 12])})`,
      'ardha-chandra': 'কোনো পণফর বা আপোক্লিম ভাব থেকে শুরু করে পরপর সাতটি ভাবে গ্রহ',
      ...countedConditions(inHouses, inSigns),
      gola: 'সাতটি গ্রহই একই রাশিতে',
      manglik: `${M} লগ্ন থেকে প্রথম, দ্বিতীয়, চতুর্থ, সপ্তম, অষ্টম বা দ্বাদশ ভাবে, এবং কোনো সাধারণ পরিহার খাটে না`,
      'manglik-cancelled': `${M} মাঙ্গলিক ভাবে, কিন্তু কোনো শাস্ত্রীয় পরিহার খাটে (স্বক্ষেত্র বা উচ্চ রাশি, ${S(4)} বা ${S(10)}, সেই ভাবের জন্য ছাড়ের রাশি, ${J} বা ${of(C)} সঙ্গ, ${S(3)} বা ${S(4)} লগ্ন, লগ্নে ${J} বা ${G('Venus')}, বক্রী বা অস্ত ${M})`,
      'kala-sarpa': `সাতটি গ্রহই ${R}-${K} অক্ষের এক দিকে`,
      'guru-chandala': `${J} ${R} বা ${of(K)} সঙ্গে একই রাশিতে`,
      grahana: `${G('Sun')} বা ${C} ${R} বা ${of(K)} সঙ্গে একই রাশিতে (গ্রহণের মতো যোগ)`,
      angaraka: `${M} ${of(R)} সঙ্গে একই রাশিতে`,
      vish: `${G('Saturn')} ও ${C} একই রাশিতে`,
      shakata: `${C} ${J} থেকে ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে; লগ্ন থেকে কেন্দ্রে ${C} থাকলে ভঙ্গ`,
      'papa-kartari': 'লগ্ন থেকে দ্বিতীয় ও দ্বাদশ দুই ভাবেই নৈসর্গিক পাপগ্রহ',
      daridra: `একাদশাধিপতি ${dusthana}`,
    },
  };
}
