/** The claim check's words in Telugu (తెలుగు): the shape is claim-text.ts. */
import { termName } from '../../vocabulary/terms';
import type { ClaimText } from './claim-text';

const fromMoon = (yes: boolean) => (yes ? 'చంద్రుని నుండి ' : '');

/** The claim check in Telugu. */
export const CLAIM_TEXT_TE: ClaimText = {
  locale: 'te',
  dignityClaims: {
    exalted: 'ఉచ్ఛలో',
    debilitated: 'నీచలో',
    own: 'స్వక్షేత్రంలో',
    moolatrikona: 'మూలత్రికోణంలో',
    friend: 'మిత్ర క్షేత్రంలో',
    enemy: 'శత్రు క్షేత్రంలో',
    neutral: 'సమ క్షేత్రంలో',
  },
  inSign: (who, rasi) => `${who} ${rasi} రాశిలో`,
  inNakshatra: (who, nakshatra) => `${who} ${nakshatra} నక్షత్రంలో`,
  inHouse: (who, house, moon) => `${who} ${fromMoon(moon)}${house} భావంలో`,
  dignity: (who, claim) => `${who} ${claim}`,
  retrograde: (who, retrograde) => `${who} ${retrograde ? 'వక్రంలో' : 'ఋజుమార్గంలో'}`,
  ascendantIs: (rasi) => `${termName('lagna', 'te')} ${rasi}`,
  negated: (statement) => `${statement} కాదు`,
  dashaName: (md, ad) => (ad ? `${md ? `${md}-` : ''}${ad} ${termName('antardasha', 'te')}` : `${md} ${termName('mahadasha', 'te')}`),
  from: (date) => `${date} నుండి`,
  until: (date) => `${date} వరకు`,
  during: (date) => `${date} సమయంలో`,
  runningNow: 'ఇప్పుడు నడుస్తోంది',
  isInSign: (who, actual, stated) => `${who} ${actual} రాశిలో ఉన్నారు${stated ? `, ${stated} రాశిలో కాదు` : ''}.`,
  isInNakshatra: (who, actual, stated) => `${who} ${actual} నక్షత్రంలో ఉన్నారు${stated ? `, ${stated} నక్షత్రంలో కాదు` : ''}.`,
  isInHouse: (who, actual, stated, moon) => `${who} ${fromMoon(moon)}${actual} భావంలో ఉన్నారు${stated ? `, ${stated} భావంలో కాదు` : ''}.`,
  ascendantIsNot: (actual, stated) => `${termName('lagna', 'te')} ${actual}${stated ? `, ${stated} కాదు` : ''}.`,
  dignityIs: (who, rasi, dignity, claim) => `${who} ${rasi} రాశిలో ఉన్నారు (${dignity})${claim ? `; ${claim} కాదు` : ''}.`,
  isRetrograde: (who, retrograde) => `మీ జాతకంలో ${who} ${retrograde ? 'వక్రంలో ఉన్నారు' : 'వక్రంలో లేరు'}.`,
  noDasha: 'మీ జాతకంలో అలాంటి దశ ఏదీ లేదు.',
  dashaRunning: (name, start, end) => `ఇప్పుడు ${name} నడుస్తోంది (${start} నుండి ${end} వరకు).`,
  dashaRuns: (name, start, end) => `${name} ${start} నుండి ${end} వరకు.`,
  request: (list) =>
    `మీ మునుపటి సమాధానంలోని ఈ వాక్యాలు లెక్కించిన జాతకంతో సరిపోలడం లేదు:\n${list}\nదయచేసి అదే సమాధానాన్ని ఇవి సరిచేసి మళ్లీ రాయండి; మిగతాదంతా అలాగే ఉంచండి, సవరణ గురించి ప్రస్తావించకండి.`,
};
