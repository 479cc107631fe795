/** The built-in match answers' words in Telugu (match-chat-text.ts). */
import { matchPersonName } from '../../vocabulary/match-person';
import { matchChatNames } from './match-chat-names';
import type { MatchChatText } from './match-chat-text';

export const MATCH_CHAT_TE: MatchChatText = {
  ...matchChatNames('te'),
  builtIn: '_అంతర్నిర్మిత రీడర్: ఏ ఏఐ మోడల్‌నూ అమర్చలేదు, కాబట్టి ఈ జవాబు నేరుగా లెక్కించిన పొంతన నుండి రాయబడింది._',
  side: (name, person) => (name ? `${name} (${matchPersonName(person, 'te')})` : matchPersonName(person, 'te')),
  manglikTitle: '**కుజ దోషం**',
  notManglik: 'కుజ దోషం లేదు',
  manglikCancelled: (c) => `కుజ దోషం ఉంది, కానీ పరిహారమైంది (${c})`,
  manglikActive: 'కుజ దోషం ఉంది, పరిహారం కాలేదు',
  statusAndReason: (status, reason) => `${status}. ${reason}`,
  doshaPresentCancelled: (e) => `ఉంది, కానీ పరిహారమైంది (${e})`,
  doshaPresent: 'ఉంది, పరిహారం కాలేదు',
  doshaAbsent: 'లేదు',
  kootaLine: (f) =>
    `- **${f.name}** (${f.meaning}): **${f.max}కి ${f.points}** గుణాలు. వధువు: ${f.bride}, వరుడు: ${f.groom}. ${f.explanation}`,
  nadiZero: '- ఒకే నాడీకి సున్నా గుణాలు: శాస్త్రీయ మినహాయింపు వర్తిస్తే తప్ప, సంప్రదాయం దీనిని ఆరోగ్యానికి, సంతానానికి ప్రతికూలంగా చూస్తుంది.',
  overviewHead: (total, max, verdict) => `**${max}కి ${total} గుణాలు: ${verdict}.**`,
  manglikPair: (note) => `- కుజ దోషం: ${note}`,
  closing: '_పొంతన ఇద్దరి చంద్రులను మాత్రమే తూస్తుంది; ఇది అనేక సంప్రదాయ పరిశీలనల్లో ఒకటి మాత్రమే._',
  strengthsHead: '**ఈ పొంతనను నిలబెట్టేవి** (పూర్తి గుణాలు వచ్చిన కూటాలు)',
  weakHead: '**దీనిపై భారమయ్యేవి** (సగం లేదా అంతకంటే తక్కువ గుణాలు వచ్చిన కూటాలు)',
  moreDetailHead: '**మరింత వివరంగా**: ఇద్దరి కుజ దోషం, దక్షిణాది పది పొంతనలు',
  nothingNew: 'ఈ జంట గురించి పొంతన పట్టికలు చెప్పేది ఇంతే. ఏదైనా ఒక కూటం గురించి పేరుతో అడగండి (ఉదాహరణకు “మాకు నాడీ అంటే ఏమిటి?”), లేదా కుజ దోషం గురించి.',
};
