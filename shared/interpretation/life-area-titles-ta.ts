/** The life areas' headings in Tamil (life-areas.ts defines the areas; the English are their `title`). */
import type { LifeAreaId } from './life-areas';

export const LIFE_AREA_TITLES_TA: Readonly<Record<LifeAreaId, string>> = {
  career: 'தொழில்',
  relationships: 'திருமணம் மற்றும் உறவுகள்',
  health: 'ஆரோக்கியம்',
  finances: 'பணம்',
  property: 'சொத்து மற்றும் வீடு',
  education: 'கல்வி',
  children: 'குழந்தைகள்',
  travel: 'பயணம் மற்றும் வெளிநாடு',
  growth: 'ஆன்மிக வளர்ச்சி',
};
