/** Shapes of the day panchang (times are local ISO strings with the offset in force). */
import type { SunriseConvention } from '../astronomy/rise-set';
import type { Ayanamsa } from '../vocabulary/settings';

/** A stretch of time. */
export interface Period {
  start: string;
  end: string;
}

/** One tithi, nakshatra, yoga or karana in force during the day. */
export interface PanchangElement {
  number: number;
  name: string;
  startsAt: string;
  endsAt: string;
}

/** A tithi with its fortnight. */
export interface TithiElement extends PanchangElement {
  paksha: 'Shukla' | 'Krishna';
}

/** A nakshatra with its four quarters (padas) and their times. */
export interface NakshatraElement extends PanchangElement {
  padas: { pada: number; startsAt: string; endsAt: string }[];
}

/** One choghadiya segment. */
export interface ChoghadiyaSegment extends Period {
  name: string;
  quality: 'good' | 'neutral' | 'bad';
}

/** One planetary hour. */
export interface HoraSegment extends Period {
  lord: string;
  part: 'day' | 'night';
}

/** A lunar month name, with whether it is an adhika (intercalary) month. */
export interface LunarMonthName {
  number: number;
  name: string;
  adhika: boolean;
}

/** A place and day to compute. */
export interface PanchangRequest {
  /** Civil date `YYYY-MM-DD` at the place. */
  date: string;
  lat: number;
  lon: number;
  /** IANA zone of the place. */
  zone: string;
  ayanamsa: Ayanamsa;
  /** Sunrise definition; default upper limb with refraction. */
  convention?: SunriseConvention;
}
