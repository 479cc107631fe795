/** The four steps of "The Process" on /how-it-works (spec section 1). */
export interface ProcessStep {
  title: string;
  body: string;
}

/** Exactly four, in order. */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: 'Enter your birth details',
    body: 'Give your date, time and place of birth. Pick the place from the list so we know its exact coordinates and the time zone that applied on that day.',
  },
  {
    title: 'Astronomical calculation',
    body: 'We compute where the Sun, Moon, planets and lunar nodes were at that moment, then convert the positions to the sidereal zodiac used in Vedic astrology.',
  },
  {
    title: 'Kundali generation',
    body: 'From those positions we build your chart: ascendant, the twelve houses, planetary signs and nakshatras, divisional charts and the Vimshottari dasha periods.',
  },
  {
    title: 'Personalised interpretation',
    body: 'The AI reads your computed chart, not a generic horoscope, and explains it in plain language. Ask follow-up questions about career, relationships or timing.',
  },
];
