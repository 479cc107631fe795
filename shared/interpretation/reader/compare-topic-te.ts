/** The reader's "why does another program differ?" answer (compare-topic.ts) in Telugu. */
import type { CompareTopicWords } from './compare-topic';

export const COMPARE_TOPIC_TE: CompareTopicWords = {
  title: (programs) => `${programs} ఈ జాతకానికి ఎందుకు భిన్నంగా చూపవచ్చు`,
  settings: (name, list) => `${name}: ${list}.`,
  same: (what, value) => `${what}: రెండింటిలోనూ ఒకటే (${value}).`,
  sameSettings: 'ఈ సెట్టింగులతో రెండూ ఒకే జాతకం వేస్తాయి: అక్కడ వేరే ఫలితం వస్తే అది జన్మ వివరాల వల్ల (సమయం, దాని సమయ మండలం లేదా డేలైట్ సేవింగ్, స్థలం) వస్తుంది.',
  differs: (what, values) => `**${what}**: ${values}.`,
  fragile: (what, value, becomes, minutes, direction) =>
    `${what} సరిహద్దుకు దగ్గరగా ఉంది: జన్మ సమయం ${minutes} నిమిషాలు ${direction === 'earlier' ? 'ముందు' : 'తరువాత'} అయితే ఈ జాతకంలో ${value} బదులు ${becomes} వచ్చేది.`,
  undocumented: (name, list) => `${name} తన ${list} సెట్టింగును తెలుపదు: అక్కడ పోలికకు మా సెట్టింగును తీసుకున్నాం.`,
  more: 'పోలిక పేజీలో ప్రతి విలువ పక్కపక్కనే కనిపిస్తుంది.',
  none: 'ఈ జన్మకు రాశి, నక్షత్రం, దశ, పంచాంగంలో రెండూ ఏకీభవిస్తాయి; అంశలు మాత్రమే కొద్దిగా వేరు.',
};
