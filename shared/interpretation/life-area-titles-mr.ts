/** The life areas' headings in Marathi (life-areas.ts defines the areas; the English are their `title`). */
import type { LifeAreaId } from './life-areas';

export const LIFE_AREA_TITLES_MR: Readonly<Record<LifeAreaId, string>> = {
  career: 'कारकीर्द',
  relationships: 'विवाह आणि नाती',
  health: 'आरोग्य',
  finances: 'धन',
  property: 'मालमत्ता आणि घर',
  education: 'शिक्षण',
  children: 'संतती',
  travel: 'प्रवास आणि परदेश',
  growth: 'आध्यात्मिक प्रगती',
};
