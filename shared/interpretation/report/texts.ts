/**
 * Short original texts of the Kundali report: what each house covers, how each sign colours
 * a house, and what each graha signifies. Index 0 = house 1 / Aries. Plain language, no
 * promises; the report combines these with the chart's computed values.
 */
import type { Graha } from '../../vocabulary/graha';

/** Meaning of houses 1–12 (index 0 = house 1). */
export const HOUSE_MEANING = [
  'Self, body and temperament: how you meet the world and the vitality you bring to it.',
  'Wealth you hold, family, speech and food: what you gather and how you voice it.',
  'Courage, effort, siblings, short journeys and skills you practise with your hands and words.',
  'Home, mother, inner peace, property and vehicles: the ground you stand on.',
  'Children, creativity, learning, romance and the merit you bring from the past.',
  'Daily work, service, health routines, debts and the rivals you learn to handle.',
  'Marriage and partners, contracts and the people you meet one to one.',
  'Change, shared resources, research, longevity and what is hidden or sudden.',
  'Higher learning, teachers, faith, long journeys and good fortune.',
  'Career, status and the work you are known for in public.',
  'Gains, income, friends, networks and the fulfilment of wishes.',
  'Expenses, rest, foreign lands, retreat and letting go.',
] as const;

/** Short topic of houses 1–12 (index 0 = house 1), for use inside sentences. */
export const HOUSE_TOPIC = [
  'self, body and temperament',
  'wealth, family and speech',
  'courage, effort and siblings',
  'home, mother and inner peace',
  'children, creativity and learning',
  'daily work, health routines and rivals',
  'marriage and partnerships',
  'change, shared resources and research',
  'higher learning, teachers and fortune',
  'career and public standing',
  'gains, income and friends',
  'expenses, rest and foreign lands',
] as const;

/** How a sign colours the matters of the house it falls in (index 0 = Aries). */
export const SIGN_INFLUENCE = [
  'Aries brings initiative and speed: you act first here and learn by doing.',
  'Taurus brings steadiness and a wish for comfort: progress is slow but lasting.',
  'Gemini brings curiosity and many options: talking, writing and variety matter here.',
  'Cancer brings care and sensitivity: feelings and belonging guide these matters.',
  'Leo brings pride and warmth: you want to shine and to lead here.',
  'Virgo brings precision and service: details, analysis and improvement come first.',
  'Libra brings balance and fairness: partnership and harmony shape the outcome.',
  'Scorpio brings intensity and depth: you go all the way, privately and persistently.',
  'Sagittarius brings optimism and principle: wider horizons and meaning drive you here.',
  'Capricorn brings discipline and patience: results come through structure and time.',
  'Aquarius brings independence and ideals: groups, ideas and the unusual play a part.',
  'Pisces brings imagination and compassion: intuition and surrender work better than force.',
] as const;

/** What each graha signifies (karakatva), used to explain placements. */
export const GRAHA_SIGNIFIES: Record<Graha, string> = {
  Sun: 'the soul, vitality, father, authority and self-confidence',
  Moon: 'the mind, emotions, mother, comfort and public mood',
  Mars: 'energy, courage, siblings, land and the drive to act',
  Mercury: 'intellect, speech, trade, learning and adaptability',
  Jupiter: 'wisdom, teachers, children, wealth and good counsel',
  Venus: 'love, marriage, beauty, art, comfort and vehicles',
  Saturn: 'discipline, work, delay, endurance and responsibility',
  Rahu: 'ambition, the unconventional, foreign things and obsession',
  Ketu: 'detachment, spirituality, research and past skills',
};

/** One line on what a sign says about the core self (Sun), the mind (Moon) or the approach to life (Lagna). */
export const SIGN_NATURE = [
  'bold, direct and pioneering',
  'patient, loyal and comfort-loving',
  'curious, talkative and quick-witted',
  'caring, protective and emotional',
  'confident, generous and proud',
  'practical, analytical and helpful',
  'diplomatic, fair and sociable',
  'intense, private and determined',
  'optimistic, principled and adventurous',
  'disciplined, ambitious and reserved',
  'independent, humane and original',
  'imaginative, gentle and intuitive',
] as const;

/** The disclaimer shown on the page and in the PDF. */
export const DISCLAIMER = 'This report is computed from astronomical positions and traditional Vedic rules. It is for reflection and entertainment, not a substitute for professional advice; for important decisions consult a qualified astrologer and the relevant professional (medical, legal or financial).';
