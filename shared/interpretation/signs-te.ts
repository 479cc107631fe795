/**
 * signs.ts in Telugu: the nature of each sign and how it colours the house it falls in, the same
 * twelve rows in the same shape, for the Telugu report and PDF. Sign names come from the vocabulary.
 */
import { rasiName } from '../vocabulary/rasi';
import type { SignNature } from './signs';

const R = (rasiIndex: number) => rasiName(rasiIndex, 'te');

/** Signs మేషం–మీనం (index 0 = Aries), SIGN_NATURES in Telugu. */
export const SIGN_NATURES_TE: readonly SignNature[] = [
  { nature: 'ధైర్యమైన, సూటైన, ముందడుగు వేసే', influence: `${R(0)} ఇక్కడ చొరవను, వేగాన్ని తెస్తుంది: మీరు మొదటి అడుగు వేస్తారు, చేస్తూనే నేర్చుకుంటారు.` },
  { nature: 'ఓర్పుగల, స్థిరమైన, సుఖాన్ని ఇష్టపడే', influence: `${R(1)} స్థిరత్వాన్ని, సుఖం పట్ల మక్కువను తెస్తుంది: పురోగతి నెమ్మదిగా ఉన్నా నిలకడగా ఉంటుంది.` },
  { nature: 'జిజ్ఞాసగల, మాటకారి, మార్పుకు అలవాటుపడే', influence: `${R(2)} కుతూహలాన్ని, ఎన్నో ఎంపికలను తెస్తుంది: ఇక్కడ సంభాషణ, రచన, వైవిధ్యం ముఖ్యం.` },
  { nature: 'ఆప్యాయతగల, కాపాడే, భావుకమైన', influence: `${R(3)} శ్రద్ధను, సున్నితత్వాన్ని తెస్తుంది: ఈ విషయాల్లో భావాలు, ఆత్మీయత దారి చూపుతాయి.` },
  { nature: 'ఆత్మవిశ్వాసం గల, ఉదారమైన, ఆత్మగౌరవం గల', influence: `${R(4)} ఆత్మగౌరవాన్ని, వెచ్చదనాన్ని తెస్తుంది: ఇక్కడ మీరు వెలగాలని, నాయకత్వం వహించాలని కోరుకుంటారు.` },
  { nature: 'ఆచరణాత్మకమైన, ఖచ్చితమైన, విశ్లేషించే', influence: `${R(5)} ఖచ్చితత్వాన్ని, సేవాభావాన్ని తెస్తుంది: ఇక్కడ సూక్ష్మ వివరాలు, విశ్లేషణ, మెరుగుదల ముందుంటాయి.` },
  { nature: 'లౌక్యం గల, న్యాయప్రియమైన, కలుపుగోలు', influence: `${R(6)} సమతుల్యాన్ని, న్యాయాన్ని తెస్తుంది: భాగస్వామ్యం, సామరస్యం ఫలితాన్ని నిర్ణయిస్తాయి.` },
  { nature: 'లోతైన, ఏకాంతప్రియమైన, దృఢసంకల్పం గల', influence: `${R(7)} తీవ్రతను, లోతును తెస్తుంది: మీరు నిశ్శబ్దంగా, పట్టుదలతో చివరి వరకు వెళ్తారు.` },
  {
    nature: 'ఆశావాద, ఆదర్శాలకు కట్టుబడే, సాహసవంతమైన',
    influence: `${R(8)} ఆశను, ఆదర్శాలను తెస్తుంది: ఇక్కడ విశాలమైన దృష్టి, జీవిత పరమార్థం మిమ్మల్ని ముందుకు నడిపిస్తాయి.`,
  },
  { nature: 'క్రమశిక్షణగల, ఆశయం గల, సంయమనం గల', influence: `${R(9)} క్రమశిక్షణను, ఓర్పును తెస్తుంది: ఫలితాలు క్రమం, కాలం ద్వారా వస్తాయి.` },
  { nature: 'స్వతంత్రమైన, మానవతావాద, మౌలికమైన', influence: `${R(10)} స్వాతంత్ర్యాన్ని, ఆదర్శాలను తెస్తుంది: సమూహాలు, కొత్త ఆలోచనలు, అసాధారణ విషయాలు ఇక్కడ పాత్ర పోషిస్తాయి.` },
  { nature: 'ఊహాశక్తిగల, మృదువైన, అంతర్దృష్టిగల', influence: `${R(11)} ఊహను, కరుణను తెస్తుంది: ఇక్కడ బలవంతం కంటే అంతర్దృష్టి, సమర్పణ ఎక్కువగా పనిచేస్తాయి.` },
];

/** The adjectives of a sign (0 = Aries) in Telugu. */
export function signNatureTe(rasiIndex: number): string {
  const row = SIGN_NATURES_TE[rasiIndex];
  if (!row) throw new RangeError(`signNatureTe: rasiIndex must be 0–11 (got ${rasiIndex})`);
  return row.nature;
}
