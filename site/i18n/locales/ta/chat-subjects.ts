import type { PackMessages } from '../pack';

export const chatSubjectMessages: PackMessages<'chatSubjectMessages'> = {
  whoseChart: 'யாருடைய ஜாதகம்',
  you: (name) => (name ? `நீங்கள் (${name})` : 'நீங்கள்'),
  withRelation: (name, relation) => `${name} (${relation})`,
  myRelation: (name, relation) => `${name} (என் ${relation})`,
  match: (bride, groom) => `பொருத்தம்: ${bride} & ${groom}`,
  matchPrompt: (bride, groom) =>
    `${bride ? `${bride} (மணமகள்)` : 'மணமகள்'}, ${groom ? `${groom} (மணமகன்)` : 'மணமகன்'} ஆகியோரின் ஜாதகப் பொருத்தத்தை விளக்கவும்: மொத்தப் பொருத்தங்கள், குறைந்த மதிப்பெண் பெற்ற கூடங்கள், தோஷங்கள்.`,
  bride: 'மணமகள்',
  groom: 'மணமகன்',
  title: (name) => `கோசார பலன்கள்: ${name}`,
  untitled: 'கோசார பலன்கள்',
  personPrompt: (f) =>
    [
      `${f.who} அவர்களின் ஜனன ஜாதகத்தின் சுருக்கமான பலனைச் சொல்லவும்: பிறப்பு ${f.date}${f.time ? `, ${f.time} மணி` : ' (பிறந்த நேரம் தெரியாது)'}, ${f.place}.`,
      ...(f.planets ? [`அவர்களின் கிரகங்கள்: ${f.planets}.`] : []),
      `${f.year} ஆம் ஆண்டின் கோசார பலன்களையும் சொல்லவும்.`,
    ].join(' '),
};
