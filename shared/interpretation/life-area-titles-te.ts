/** The life areas' headings in Telugu (life-areas.ts defines the areas; the English are their `title`). */
import type { LifeAreaId } from './life-areas';

export const LIFE_AREA_TITLES_TE: Readonly<Record<LifeAreaId, string>> = {
  career: 'వృత్తి',
  relationships: 'వివాహం మరియు బంధాలు',
  health: 'ఆరోగ్యం',
  finances: 'ధనం',
  property: 'ఆస్తి మరియు ఇల్లు',
  education: 'విద్య',
  children: 'సంతానం',
  travel: 'ప్రయాణాలు మరియు విదేశాలు',
  growth: 'ఆధ్యాత్మిక వికాసం',
};
