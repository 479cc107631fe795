/**
 * The /panchang page's words: place and date controls, the day's cards and tables, the timeline
 * and the month calendar. Jyotish names (tithi, nakshatra, yoga, karana, vara, paksha, lunar
 * months, choghadiya, hora lords, muhurtas and kalams, the sunrise definition) come from shared/vocabulary and
 * shared/jyotish/panchang-names.ts; dates and times are formatted by `Intl` (site/lib/panchang-view.ts).
 */
import { DEFAULT_PLACE, type PanchangFailure } from '../lib/panchang-view';
import { defineMessages } from './catalogue';

/** The failures the Hindi page words itself (English shows the API's sentence as it is). */
const HINDI_FAILURES: Record<PanchangFailure, string> = {
  unreachable: 'पंचांग सेवा तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  'polar-day':
    'इस तारीख़ के आसपास इस स्थान पर सूर्य अस्त नहीं होता (ध्रुवीय दिन), इसलिए सूर्योदय से सूर्योदय तक का दिन नहीं बनता; ऐसी तारीख़ चुनें जब सूर्य उदय और अस्त हो।',
  'polar-night':
    'इस तारीख़ के आसपास इस स्थान पर सूर्य उदय नहीं होता (ध्रुवीय रात), इसलिए सूर्योदय से सूर्योदय तक का दिन नहीं बनता; ऐसी तारीख़ चुनें जब सूर्य उदय और अस्त हो।',
  'skipped-day':
    'यह तारीख़ इस स्थान पर थी ही नहीं: यहाँ की घड़ियाँ पूरा दिन लाँघ गईं (तारीख़ रेखा बदली गई), इसलिए इसका पंचांग नहीं बनता; इससे पहले या बाद का दिन चुनें।',
};

export const panchangText = defineMessages(
  {
    loading: 'Loading…',
    /** The address of the place shown before the visitor chooses one (DEFAULT_PLACE's coordinates). */
    defaultPlace: DEFAULT_PLACE.address,
    placeAndDate: 'Place and date',
    place: 'Place',
    showingDefault: (address: string) => `Showing ${address}. Choose your place; it is remembered on this device.`,
    previousDay: 'Previous day',
    nextDay: 'Next day',
    date: 'Date',
    today: 'Today',
    calculating: 'Calculating…',
    errorPrefix: 'Error: ',
    failed: 'Something went wrong.',
    /** A failed request's message: English shows the API's (or the page's network) sentence as it is; other languages word the known kinds themselves. */
    failure: (_kind: PanchangFailure | null, message: string) => message,
    // Sun and Moon
    sunAndMoon: 'Sun and Moon',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    moonrise: 'Moonrise',
    moonset: 'Moonset',
    noneBeforeSunrise: 'None before next sunrise',
    amanta: 'Month (amanta)',
    purnimanta: 'Month (purnimanta)',
    adhika: 'Adhika ',
    samvat: 'Samvat',
    samvatLine: (vikram: number, shaka: number) => `Vikram ${vikram} · Shaka ${shaka}`,
    // Elements
    elements: 'Panchang elements (sunrise to next sunrise)',
    until: (time: string) => `until ${time}`,
    padas: 'Padas:',
    padaUntil: (nakshatra: string, pada: number, time: string) => `${nakshatra} ${pada} until ${time}`,
    // Muhurta
    muhurta: 'Muhurta',
    periodsCaption: 'Auspicious and inauspicious periods',
    good: 'good',
    avoid: 'avoid',
    noneToday: 'None today',
    choghadiya: 'Choghadiya',
    dayPart: 'Day (sunrise to sunset)',
    nightPart: 'Night (sunset to next sunrise)',
    time: 'Time',
    quality: 'Quality',
    qualities: { good: 'good', neutral: 'neutral', bad: 'bad' },
    hora: 'Hora (planetary hours)',
    horaOf: 'Hora of',
    note: (sunrise: string, ayanamsa: string) => `Times are local at the place. Sunrise: ${sunrise}. Ayanamsa: ${ayanamsa}.`,
    // Timeline
    dayAtAGlance: 'Day at a glance',
    axisSunrise: (time: string) => `Sunrise ${time}`,
    axisSunset: (time: string) => `Sunset ${time}`,
    axisNextSunrise: (time: string) => `Next sunrise ${time}`,
    // Month
    month: 'Month',
    loadingMonth: 'Loading the month…',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    daysOf: (title: string) => `Days of ${title}`,
    daySummary: (vara: string, sunrise: string) => `, ${vara}, sunrise ${sunrise}`,
    polarDay: 'Polar day',
    polarNight: 'Polar night',
    /** A date the place's clocks jumped over (the date line moved, e.g. Samoa's 2011-12-30). */
    skippedDay: 'No such day here',
    // Without JavaScript (the page's <noscript> form)
    noscript:
      'This page needs JavaScript to draw the day for your place. Without it, the panchang service answers the same question as data (JSON):',
    noscriptDate: 'Date (YYYY-MM-DD)',
    noscriptPlace: 'Place (e.g. New Delhi)',
    noscriptSubmit: 'Get the panchang',
  },
  {
    hi: {
      loading: 'लोड हो रहा है…',
      defaultPlace: 'नई दिल्ली, भारत',
      placeAndDate: 'स्थान और तारीख़',
      place: 'स्थान',
      showingDefault: (address: string) => `${address} का पंचांग दिखाया जा रहा है। अपना स्थान चुनें; यह इस उपकरण पर याद रखा जाएगा।`,
      previousDay: 'पिछला दिन',
      nextDay: 'अगला दिन',
      date: 'तारीख़',
      today: 'आज',
      calculating: 'गणना हो रही है…',
      errorPrefix: 'त्रुटि: ',
      failed: 'कुछ गड़बड़ हो गई।',
      failure: (kind: PanchangFailure | null, message: string) => (kind ? HINDI_FAILURES[kind] : message),

      sunAndMoon: 'सूर्य और चंद्रमा',
      sunrise: 'सूर्योदय',
      sunset: 'सूर्यास्त',
      moonrise: 'चंद्रोदय',
      moonset: 'चंद्रास्त',
      noneBeforeSunrise: 'अगले सूर्योदय से पहले नहीं',
      amanta: 'मास (अमांत)',
      purnimanta: 'मास (पूर्णिमांत)',
      adhika: 'अधिक ',
      samvat: 'संवत',
      samvatLine: (vikram: number, shaka: number) => `विक्रम ${vikram} · शक ${shaka}`,
      elements: 'पंचांग के अंग (सूर्योदय से अगले सूर्योदय तक)',
      until: (time: string) => `${time} तक`,
      padas: 'पद:',
      padaUntil: (nakshatra: string, pada: number, time: string) => `${nakshatra} ${pada} — ${time} तक`,
      muhurta: 'मुहूर्त',
      periodsCaption: 'शुभ और अशुभ समय',
      good: 'शुभ',
      avoid: 'वर्जित',
      noneToday: 'आज नहीं',
      choghadiya: 'चौघड़िया',
      dayPart: 'दिन (सूर्योदय से सूर्यास्त)',
      nightPart: 'रात (सूर्यास्त से अगले सूर्योदय)',
      time: 'समय',
      quality: 'फल',
      qualities: { good: 'शुभ', neutral: 'सामान्य', bad: 'अशुभ' },
      hora: 'होरा (ग्रहों के घंटे)',
      horaOf: 'होरा',
      note: (sunrise: string, ayanamsa: string) => `समय स्थान के स्थानीय समय में हैं। सूर्योदय: ${sunrise}। अयनांश: ${ayanamsa}।`,
      dayAtAGlance: 'एक नज़र में दिन',
      axisSunrise: (time: string) => `सूर्योदय ${time}`,
      axisSunset: (time: string) => `सूर्यास्त ${time}`,
      axisNextSunrise: (time: string) => `अगला सूर्योदय ${time}`,
      month: 'महीना',
      loadingMonth: 'महीना लोड हो रहा है…',
      previousMonth: 'पिछला महीना',
      nextMonth: 'अगला महीना',
      daysOf: (title: string) => `${title} के दिन`,
      daySummary: (vara: string, sunrise: string) => `, ${vara}, सूर्योदय ${sunrise}`,
      polarDay: 'ध्रुवीय दिन',
      polarNight: 'ध्रुवीय रात',
      skippedDay: 'यहाँ यह दिन नहीं था',
      noscript: 'आपके स्थान का दिन दिखाने के लिए इस पृष्ठ को JavaScript चाहिए। उसके बिना पंचांग सेवा यही उत्तर डेटा (JSON) के रूप में देती है:',
      noscriptDate: 'तारीख़ (YYYY-MM-DD)',
      noscriptPlace: 'स्थान (जैसे नई दिल्ली)',
      noscriptSubmit: 'पंचांग देखें',
    },
  },
  'panchangText',
);
