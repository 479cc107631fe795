/**
 * Words of the chat's "whose chart" choice (site/islands/chat/subjects.ts): the sidebar heading,
 * the labels of the visitor, a saved person and a match, a conversation's title, and the first
 * message of a conversation about a saved person or a match. Names and relations are the visitor's own text.
 */
import { defineMessages } from './catalogue';
import { MATCH_PERSON_NAMES } from '../../shared/vocabulary/match-person';

const BRIDE_HI = MATCH_PERSON_NAMES.bride.hi;
const GROOM_HI = MATCH_PERSON_NAMES.groom.hi;

/** What the first message about a saved person says. */
export interface PersonPromptFacts {
  /** The person, with the relation when known ("Ravi Kumar (my husband)"). */
  who: string;
  date: string;
  /** `HH:MM`, or null when the birth time is unknown. */
  time: string | null;
  place: string;
  /** "Sun in Leo 12.30° (house 5), …", or null when the chart could not be fetched. */
  planets: string | null;
  year: number;
}

export const chatSubjectMessages = defineMessages(
  {
    whoseChart: 'Whose chart',
    you: (name: string) => (name ? `You (${name})` : 'You'),
    withRelation: (name: string, relation: string) => `${name} (${relation})`,
    myRelation: (name: string, relation: string) => `${name} (my ${relation})`,
    match: (bride: string, groom: string) => `Match: ${bride} & ${groom}`,
    /** The first message of a conversation about a match (either name may be empty). */
    matchPrompt: (bride: string, groom: string) =>
      `Please explain the Kundali match of ${bride || 'the bride'} (bride) and ${groom || 'the groom'} (groom): the guna total, the kootas that score low and the doshas.`,
    bride: 'bride',
    groom: 'groom',
    title: (name: string) => `Transit Predictions: ${name}`,
    untitled: 'Transit Predictions',
    personPrompt: (f: PersonPromptFacts) =>
      [
        `Please give me a short reading of the birth chart of ${f.who}, born on ${f.date}${f.time ? ` at ${f.time}` : ' (birth time unknown)'} in ${f.place}.`,
        ...(f.planets ? [`Their planets: ${f.planets}.`] : []),
        `Include their transit predictions for ${f.year}.`,
      ].join(' '),
  },
  {
    hi: {
      whoseChart: 'किसकी कुंडली',
      you: (name: string) => (name ? `आप (${name})` : 'आप'),
      withRelation: (name: string, relation: string) => `${name} (${relation})`,
      myRelation: (name: string, relation: string) => `${name} (मेरे/मेरी ${relation})`,
      match: (bride: string, groom: string) => `मिलान: ${bride} और ${groom}`,
      matchPrompt: (bride: string, groom: string) =>
        `कृपया ${bride ? `${bride} (${BRIDE_HI})` : BRIDE_HI} और ${groom ? `${groom} (${GROOM_HI})` : GROOM_HI} के कुंडली मिलान को समझाइए: कुल गुण, कम अंक वाले कूट और दोष।`,
      bride: BRIDE_HI,
      groom: GROOM_HI,
      title: (name: string) => `गोचर भविष्यफल: ${name}`,
      untitled: 'गोचर भविष्यफल',
      personPrompt: (f: PersonPromptFacts) =>
        [
          `कृपया ${f.who} की जन्म कुंडली का संक्षिप्त फलादेश दीजिए: जन्म ${f.date}${f.time ? `, ${f.time} बजे` : ' (जन्म समय अज्ञात)'}, ${f.place}।`,
          ...(f.planets ? [`उनके ग्रह: ${f.planets}।`] : []),
          `${f.year} के लिए उनका गोचर फल भी बताइए।`,
        ].join(' '),
    },
  },
  'chatSubjectMessages',
);
