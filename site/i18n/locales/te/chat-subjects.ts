import type { PackMessages } from '../pack';

export const chatSubjectMessages: PackMessages<'chatSubjectMessages'> = {
  whoseChart: 'ఎవరి జాతకం',
  you: (name) => (name ? `మీరు (${name})` : 'మీరు'),
  withRelation: (name, relation) => `${name} (${relation})`,
  myRelation: (name, relation) => `${name} (నా ${relation})`,
  match: (bride, groom) => `పొంతన: ${bride} & ${groom}`,
  matchPrompt: (bride, groom) =>
    `దయచేసి ${bride ? `${bride} (వధువు)` : 'వధువు'}, ${groom ? `${groom} (వరుడు)` : 'వరుడు'} జాతక పొంతనను వివరించండి: మొత్తం గుణాలు, తక్కువ గుణాలు వచ్చిన కూటాలు, దోషాలు.`,
  bride: 'వధువు',
  groom: 'వరుడు',
  title: (name) => `గోచార ఫలాలు: ${name}`,
  untitled: 'గోచార ఫలాలు',
  personPrompt: (f) =>
    [
      `దయచేసి ${f.who} జన్మ జాతకం యొక్క సంక్షిప్త ఫలితం చెప్పండి: జననం ${f.date}${f.time ? `, ${f.time}కి` : ' (పుట్టిన సమయం తెలియదు)'}, ${f.place}.`,
      ...(f.planets ? [`వారి గ్రహాలు: ${f.planets}.`] : []),
      `${f.year} గోచార ఫలాలను కూడా చెప్పండి.`,
    ].join(' '),
};
