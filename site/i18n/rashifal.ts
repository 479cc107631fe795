/**
 * The /rashifal pages' words. Sign and graha names come from the vocabulary (shared/vocabulary/),
 * the reading's sentences, section titles and why list from the API in the page's language,
 * dates through `Intl`.
 */
import type { RashifalPeriod } from '../../shared/interpretation/rashifal/facts';
import type { RashifalAnswer } from '../../shared/contracts/responses/rashifal';
import { DEFAULT_PLACE } from '../lib/panchang-view';
import { defineMessages } from './catalogue';

type Tone = RashifalAnswer['sections'][number]['tone'];

export const rashifalText = defineMessages(
  {
    loading: 'Loading…',
    calculating: 'Reading the sky…',
    failedTitle: 'The rashifal could not be shown',
    failed: 'Something went wrong. Try again in a moment.',
    tryAgain: 'Try again',
    today: 'Today',
    todayFor: (date: string) => `Today, ${date}`,
    readSign: (sign: string) => `${sign} rashifal`,
    allSigns: 'All twelve signs',
    choose: 'Period, date and place',
    period: 'Period',
    periods: { day: 'Day', week: 'Week', month: 'Month', year: 'Year' } satisfies Record<RashifalPeriod, string>,
    date: 'Date',
    place: 'Place',
    defaultPlace: DEFAULT_PLACE.address,
    showingDefault: (address: string) => `Showing ${address}. Choose your place; it is remembered on this device.`,
    covers: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
    heading: (sign: string, span: string) => `${sign}: ${span}`,
    tones: { favourable: 'Favourable', mixed: 'Mixed', challenging: 'Challenging' } satisfies Record<Tone, string>,
    moon: (sign: string, house: number) => `The Moon is in ${sign}, house ${house} from your sign, at the period's first sunrise.`,
    events: 'Events of the period',
    noEvents: 'No ingress, station or eclipse in this period.',
    moonSign: (sign: string, house: number) => `The Moon enters ${sign} (house ${house})`,
    ingress: (graha: string, sign: string, house: number, retrograde: boolean) =>
      `${graha} enters ${sign} (house ${house})${retrograde ? ', retrograde' : ''}`,
    station: (graha: string, direct: boolean, sign: string) => `${graha} turns ${direct ? 'direct' : 'retrograde'} in ${sign}`,
    eclipse: (what: string, sign: string, house: number) => `${what.charAt(0).toUpperCase()}${what.slice(1)} in ${sign} (house ${house})`,
    chandrashtama: (until: string) => `Chandrashtama (the Moon in the 8th from your sign) until ${until}`,
    saturn: "Saturn's spell",
    saturnNone: 'Saturn is in none of the hard places from your sign (Sade Sati, Kantaka or Ashtama Shani).',
    why: 'Why: what this reading is read from',
    noscript: 'The rashifal is computed in your browser from our API. Without JavaScript, ask the API directly:',
    noscriptSubmit: 'Show the reading (JSON)',
  },
  {
    hi: {
      loading: 'लोड हो रहा है…',
      calculating: 'आकाश पढ़ा जा रहा है…',
      failedTitle: 'राशिफल नहीं दिखाया जा सका',
      failed: 'कुछ गड़बड़ हुई। थोड़ी देर में फिर कोशिश करें।',
      tryAgain: 'फिर कोशिश करें',
      today: 'आज',
      todayFor: (date: string) => `आज, ${date}`,
      readSign: (sign: string) => `${sign} राशिफल`,
      allSigns: 'सभी बारह राशियाँ',
      choose: 'अवधि, तिथि और स्थान',
      period: 'अवधि',
      periods: { day: 'दिन', week: 'सप्ताह', month: 'महीना', year: 'वर्ष' },
      date: 'तारीख',
      place: 'स्थान',
      defaultPlace: 'नई दिल्ली, भारत',
      showingDefault: (address: string) => `${address} का राशिफल दिखाया जा रहा है। अपना स्थान चुनें; यह इस उपकरण पर याद रखा जाएगा।`,
      covers: (from: string, to: string) => (from === to ? from : `${from} से ${to} तक`),
      heading: (sign: string, span: string) => `${sign}: ${span}`,
      tones: { favourable: 'अनुकूल', mixed: 'मिश्रित', challenging: 'चुनौतीपूर्ण' },
      moon: (sign: string, house: number) => `अवधि के पहले सूर्योदय पर चंद्रमा ${sign} में है, आपकी राशि से ${house}वें भाव में।`,
      events: 'अवधि की घटनाएँ',
      noEvents: 'इस अवधि में कोई राशि परिवर्तन, वक्री-मार्गी या ग्रहण नहीं।',
      moonSign: (sign: string, house: number) => `चंद्रमा ${sign} में प्रवेश करता है (${house}वाँ भाव)`,
      ingress: (graha: string, sign: string, house: number, retrograde: boolean) =>
        `${graha} ${sign} में प्रवेश करता है (${house}वाँ भाव)${retrograde ? ', वक्री' : ''}`,
      station: (graha: string, direct: boolean, sign: string) => `${graha} ${sign} में ${direct ? 'मार्गी' : 'वक्री'} होता है`,
      eclipse: (what: string, sign: string, house: number) => `${sign} में ${what} (${house}वाँ भाव)`,
      chandrashtama: (until: string) => `चंद्राष्टम (चंद्रमा आपकी राशि से आठवें भाव में) ${until} तक`,
      saturn: 'शनि का प्रभाव',
      saturnNone: 'शनि आपकी राशि से किसी कठिन स्थान (साढ़े साती, कंटक या अष्टम शनि) में नहीं है।',
      why: 'क्यों: यह राशिफल किन तथ्यों से पढ़ा गया',
      noscript: 'राशिफल आपके ब्राउज़र में हमारे API से निकाला जाता है। JavaScript के बिना सीधे API से पूछें:',
      noscriptSubmit: 'राशिफल दिखाएँ (JSON)',
    },
  },
  'rashifalText',
);
