/**
 * The gemstone (ratna) of each graha: the navaratna correspondence of the Garuda Purana's
 * ratna-pariksha chapters and of the later Mani-mala (S.M. Tagore, 1879), as practice has used
 * it since; with the metal, finger and weekday of modern practice. The one table of gemstones:
 * the remedies section, the PDF and the chat's reader all read it from here.
 *
 * Which graha's stone may be worn is not this table's business: `shared/interpretation/remedies`
 * decides (only a functional benefic's stone; never that of a 6th, 8th or 12th lord).
 */
import type { Graha } from '../../vocabulary/graha';
import type { Localized } from '../../vocabulary/localized';

/** A graha's gemstone and how practice sets it. */
export interface Gemstone {
  /** The stone (English, and the Hindi name used in shops and texts). */
  stone: Localized;
  /** The Sanskrit name of the ratna. */
  sanskrit: string;
  /** A cheaper substitute (uparatna) practice accepts. */
  substitute: Localized;
  /** The metal of the setting. */
  metal: Localized;
  /** The finger of the right hand the ring is worn on. */
  finger: Localized;
  /** Weekday (index 0 = Sunday) on which it is first worn, in the graha's hora after sunrise. */
  weekday: number;
}

/**
 * The navaratna table. Metal, finger and weekday vary between teachers; these are the most
 * common choices of the Hindi almanac (panchang) tables, stated in ../../chart/CONVENTIONS.md.
 */
export const GEMSTONES: Readonly<Record<Graha, Gemstone>> = {
  Sun: {
    stone: { en: 'Ruby', hi: 'माणिक्य' },
    sanskrit: 'Manikya',
    substitute: { en: 'Red garnet', hi: 'रक्तमणि (गार्नेट)' },
    metal: { en: 'gold', hi: 'सोना' },
    finger: { en: 'ring finger', hi: 'अनामिका' },
    weekday: 0,
  },
  Moon: {
    stone: { en: 'Pearl', hi: 'मोती' },
    sanskrit: 'Mukta',
    substitute: { en: 'Moonstone', hi: 'चंद्रकांत मणि' },
    metal: { en: 'silver', hi: 'चाँदी' },
    finger: { en: 'little finger', hi: 'कनिष्ठिका' },
    weekday: 1,
  },
  Mars: {
    stone: { en: 'Red coral', hi: 'मूँगा' },
    sanskrit: 'Pravala',
    substitute: { en: 'Carnelian', hi: 'लाल अकीक' },
    metal: { en: 'gold or copper', hi: 'सोना या ताँबा' },
    finger: { en: 'ring finger', hi: 'अनामिका' },
    weekday: 2,
  },
  Mercury: {
    stone: { en: 'Emerald', hi: 'पन्ना' },
    sanskrit: 'Marakata',
    substitute: { en: 'Peridot', hi: 'पेरिडॉट' },
    metal: { en: 'gold', hi: 'सोना' },
    finger: { en: 'little finger', hi: 'कनिष्ठिका' },
    weekday: 3,
  },
  Jupiter: {
    stone: { en: 'Yellow sapphire', hi: 'पुखराज' },
    sanskrit: 'Pushyaraga',
    substitute: { en: 'Yellow topaz', hi: 'सुनहला' },
    metal: { en: 'gold', hi: 'सोना' },
    finger: { en: 'index finger', hi: 'तर्जनी' },
    weekday: 4,
  },
  Venus: {
    stone: { en: 'Diamond', hi: 'हीरा' },
    sanskrit: 'Vajra',
    substitute: { en: 'White sapphire', hi: 'सफ़ेद पुखराज' },
    metal: { en: 'silver or platinum', hi: 'चाँदी या प्लैटिनम' },
    finger: { en: 'middle finger', hi: 'मध्यमा' },
    weekday: 5,
  },
  Saturn: {
    stone: { en: 'Blue sapphire', hi: 'नीलम' },
    sanskrit: 'Indranila',
    substitute: { en: 'Amethyst', hi: 'जामुनिया' },
    metal: { en: 'silver or panchdhatu', hi: 'चाँदी या पंचधातु' },
    finger: { en: 'middle finger', hi: 'मध्यमा' },
    weekday: 6,
  },
  Rahu: {
    stone: { en: 'Hessonite', hi: 'गोमेद' },
    sanskrit: 'Gomedaka',
    substitute: { en: 'Orange zircon', hi: 'तुरसावा' },
    metal: { en: 'silver or panchdhatu', hi: 'चाँदी या पंचधातु' },
    finger: { en: 'middle finger', hi: 'मध्यमा' },
    weekday: 6,
  },
  Ketu: {
    stone: { en: "Cat's eye", hi: 'लहसुनिया' },
    sanskrit: 'Vaidurya',
    substitute: { en: "Tiger's eye", hi: 'टाइगर आई' },
    metal: { en: 'silver or panchdhatu', hi: 'चाँदी या पंचधातु' },
    finger: { en: 'little finger', hi: 'कनिष्ठिका' },
    weekday: 2,
  },
};

/**
 * The weight convention of modern practice (no classical text fixes a weight): at least one
 * ratti (0.91 carat) for every 10 kg of body weight, and not under 3 carats for the primary
 * stones (ruby, emerald, sapphires, cat's eye); pearl, coral and hessonite usually from 5 carats.
 */
export const GEMSTONE_WEIGHT_CONVENTION: Localized = {
  en: 'Weight by modern convention (no classical text fixes one): about one ratti (0.91 carat) per 10 kg of body weight, at least 3 carats for ruby, emerald, the sapphires and cat’s eye, and about 5 carats for pearl, coral and hessonite. The stone should touch the skin.',
  hi: 'वज़न आधुनिक परंपरा से (किसी शास्त्र में तय नहीं): शरीर के हर 10 किलो पर लगभग एक रत्ती (0.91 कैरेट); माणिक्य, पन्ना, पुखराज, नीलम और लहसुनिया कम से कम 3 कैरेट, मोती, मूँगा और गोमेद लगभग 5 कैरेट। रत्न त्वचा को छूता रहे।',
};
