import type { PackMessages } from '../pack';

export const chatSubjectMessages: PackMessages<'chatSubjectMessages'> = {
  whoseChart: 'कोणाची कुंडली',
  you: (name) => (name ? `आपण (${name})` : 'आपण'),
  withRelation: (name, relation) => `${name} (${relation})`,
  myRelation: (name, relation) => `${name} (माझे/माझी ${relation})`,
  match: (bride, groom) => `गुणमिलन: ${bride} आणि ${groom}`,
  matchPrompt: (bride, groom) =>
    `कृपया ${bride ? `${bride} (वधू)` : 'वधू'} आणि ${groom ? `${groom} (वर)` : 'वर'} यांचे कुंडली गुणमिलन समजावून सांगा: एकूण गुण, कमी गुण मिळालेले कूट आणि दोष.`,
  bride: 'वधू',
  groom: 'वर',
  title: (name) => `गोचर भविष्य: ${name}`,
  untitled: 'गोचर भविष्य',
  personPrompt: (f) =>
    [
      `कृपया ${f.who} यांच्या जन्मकुंडलीचे थोडक्यात फल सांगा: जन्म ${f.date}${f.time ? `, ${f.time} वाजता` : ' (जन्मवेळ अज्ञात)'}, ${f.place}.`,
      ...(f.planets ? [`त्यांचे ग्रह: ${f.planets}.`] : []),
      `${f.year} चे त्यांचे गोचर भविष्यही सांगा.`,
    ].join(' '),
};
