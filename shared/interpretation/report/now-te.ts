/**
 * The "now" lines (now.ts) in Telugu: ingresses, stations, dasha changes, Saturn's spells and
 * the running dasha, in the reader's words (భావం, మహాదశ, ఏలినాటి శని) and themes (reader/text-te.ts).
 */
import { readerText } from '../reader/text';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiNameOf } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import type { NowWords } from './now';

const T = readerText('te');
const G = (g: Graha) => grahaName(g, 'te');
const S = (rasi: string) => rasiNameOf(rasi, 'te');
const H = (n: number) => `${T.ordinal(n)} భావం`;

export const NOW_WORDS_TE: NowWords = {
  signStay: {
    Saturn: 'సుమారు రెండున్నర సంవత్సరాల పాటు',
    Jupiter: 'సుమారు ఒక సంవత్సరం పాటు',
    Rahu: 'సుమారు ఏడాదిన్నర పాటు',
    Ketu: 'సుమారు ఏడాదిన్నర పాటు',
    Mars: 'సుమారు ఆరు వారాల పాటు',
  },
  sadeSatiPhase: (phase) => `${termName('sadeSati', 'te')}, ${sadeSatiPhaseName(phase, 'te')} దశ`,
  dhaiya: (kind) => saturnSpellName(kind, 'te'),
  ingress: ({ graha, rasi, houseFromLagna: h, houseFromMoon: m, back, note }, stay) =>
    `${G(graha)} ${back ? 'వక్రించి తిరిగి' : ''} ${S(rasi)} రాశిలోకి ${back ? 'వస్తున్నాడు' : 'ప్రవేశిస్తున్నాడు'} — లగ్నం నుండి మీ ${H(h)}, చంద్రుని నుండి ${H(m)}: `.replace(
      /\s+/g,
      ' ',
    ) + `${back ? 'కొంతకాలం మళ్లీ' : stay} దృష్టి ${T.houseThemes(h)} వైపు మళ్లుతుంది.${note ? ` (${note}.)` : ''}`,
  retrograde: (graha, rasi, h) =>
    `${G(graha)} ${S(rasi)} రాశిలో (మీ ${H(h)}) వక్రిస్తున్నాడు: ${T.houseThemes(h)} — కొత్తగా మొదలుపెట్టడం కంటే పునఃపరిశీలన చేసుకునే సమయం.`,
  direct: (graha, rasi, h) => `${G(graha)} ${S(rasi)} రాశిలో (మీ ${H(h)}) మార్గిగా మారుతున్నాడు: ${T.houseThemes(h)} — పనులు మళ్లీ ముందుకు సాగుతాయి.`,
  mahadashaBegins: (lord) => `${G(lord)} మహాదశ ప్రారంభం: రాబోయే సంవత్సరాల్లో జీవన దిశను ${T.grahaThemes(lord)} నిర్ణయిస్తాయి.`,
  antardashaBegins: (lord, md) => `${G(md)} మహాదశలో ${G(lord)} అంతర్దశ ప్రారంభం: ${T.grahaThemes(lord)} ముందుకు వస్తాయి.`,
  spell: {
    sadeSati: 'శని చంద్ర రాశిని, దానికి ఇరువైపులా ఉన్న రాశులను దాటుతున్నాడు: ఓర్పుకు సుదీర్ఘ పరీక్ష; నిరంతర శ్రమ, సాదా జీవనం, ఆరోగ్యం పట్ల శ్రద్ధకు ఫలితం ఇస్తుంది.',
    kantaka: 'చంద్రుని నుండి నాలుగవ భావంలో శని: ఇల్లు, ఆస్తి, మనశ్శాంతిపై ఒత్తిడి; ఇల్లు మారేటప్పుడు లేదా భూమి కొనేటప్పుడు జాగ్రత్త.',
    ashtama: 'చంద్రుని నుండి ఎనిమిదవ భావంలో శని: ఆలస్యాలు, ఆకస్మిక మార్పులు; ఆరోగ్యం కాపాడుకోండి, ప్రమాదకర పనులకు దూరంగా ఉండండి.',
  },
  running: (md, ad, pd) =>
    `${G(md)} మహాదశ, ${G(ad)} అంతర్దశ, ${G(pd)} ప్రత్యంతర దశ: ప్రధాన స్వరం ${T.grahaThemes(md)}, ప్రస్తుతం దానికి ${T.grahaThemes(ad)} రంగు.`,
};
