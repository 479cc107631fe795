/** The remedies in Telugu (తెలుగు): the shape is remedy-text.ts; stones and metals as the Telugu reader names them. */
import { grahaName, type Graha } from '../../vocabulary/graha';
import { joinWith, numberIn } from '../regional-numbers';
import type { RemedyText } from './remedy-text';

const num = numberIn('te');
const houses = (hs: readonly number[]) => `${joinWith('మరియు', '')(hs.map(num))} ${hs.length > 1 ? 'భావాలకు' : 'భావానికి'}`;
/** A beeja mantra from its seed and the graha's dative ("ఓం హ్రాం హ్రీం హ్రౌం సః సూర్యాయ నమః"). */
const mantra = (seed: string, dative: string) => `ఓం ${seed}ాం ${seed}ీం ${seed}ౌం సః ${dative} నమః`;

/** The remedies' Telugu. */
export const REMEDY_TEXT_TE: RemedyText = {
  locale: 'te',
  labels: { mantra: 'మంత్రం', times: 'సార్లు', daan: 'దానం', fast: 'ఉపవాసం', deity: 'ఆరాధన', stone: 'రత్నం' },
  reasons: {
    mahadasha: 'నడుస్తున్న మహాదశ అధిపతి',
    antardasha: 'నడుస్తున్న అంతర్దశ అధిపతి',
    debilitated: 'జన్మ జాతకంలో నీచ',
    combust: 'అస్తంగతం (సూర్యునికి చాలా దగ్గరగా)',
    weak: 'అవసరమైన షడ్బలం కంటే తక్కువ',
  },
  mantras: {
    Sun: mantra('హ్ర', 'సూర్యాయ'),
    Moon: mantra('శ్ర', 'చంద్రాయ'),
    Mars: mantra('క్ర', 'భౌమాయ'),
    Mercury: mantra('బ్ర', 'బుధాయ'),
    Jupiter: mantra('గ్ర', 'గురవే'),
    Venus: mantra('ద్ర', 'శుక్రాయ'),
    Saturn: mantra('ప్ర', 'శనయే'),
    Rahu: mantra('భ్ర', 'రాహవే'),
    Ketu: mantra('స్ర', 'కేతవే'),
  },
  daan: {
    Sun: 'గోధుమలు, బెల్లం, రాగి లేదా ఎర్రని వస్త్రం, ఆదివారం ఉదయం',
    Moon: 'బియ్యం, పాలు, పెరుగు, వెండి లేదా తెల్లని వస్త్రం, సోమవారం',
    Mars: 'ఎర్ర కందిపప్పు (మసూర్), బెల్లం, రాగి లేదా ఎర్రని వస్త్రం, మంగళవారం',
    Mercury: 'పెసలు, ఆకుకూరలు లేదా ఆకుపచ్చని వస్త్రం, బుధవారం',
    Jupiter: 'శనగపప్పు, పసుపు, పసుపు వస్త్రం లేదా విద్యార్థులకు పుస్తకాలు, గురువారం',
    Venus: 'తెల్లని బియ్యం, పంచదార, పెరుగు, అత్తరు లేదా తెల్లని వస్త్రం, శుక్రవారం',
    Saturn: 'నల్ల నువ్వులు, ఆవనూనె, నల్ల మినుములు, ఇనుము లేదా అవసరంలో ఉన్నవారికి కంబళి, శనివారం',
    Rahu: 'నల్ల నువ్వులు, కంబళి, ఆవనూనె లేదా కొబ్బరికాయ, శనివారం',
    Ketu: 'రంగురంగుల కంబళి, నువ్వులు, లేదా కుక్కలకు, పేదలకు ఆహారం, మంగళవారం',
  },
  deities: {
    Sun: 'సూర్యభగవానుడు (ఆదిత్య హృదయం)',
    Moon: 'శివపార్వతులు',
    Mars: 'ఆంజనేయుడు లేదా సుబ్రహ్మణ్యేశ్వరుడు',
    Mercury: 'విష్ణువు (విష్ణు సహస్రనామం)',
    Jupiter: 'బృహస్పతి లేదా దక్షిణామూర్తి',
    Venus: 'లక్ష్మీదేవి',
    Saturn: 'శనైశ్చరుడు, ఆంజనేయుడు',
    Rahu: 'దుర్గాదేవి',
    Ketu: 'గణపతి',
  },
  gems: {
    Sun: { stone: 'కెంపు (మాణిక్యం)', substitute: 'గార్నెట్', setIn: 'బంగారంలో', wornOn: 'ఉంగరపు వేలికి' },
    Moon: { stone: 'ముత్యం', substitute: 'చంద్రకాంత మణి', setIn: 'వెండిలో', wornOn: 'చిటికెన వేలికి' },
    Mars: { stone: 'పగడం', substitute: 'కార్నేలియన్', setIn: 'బంగారం లేదా రాగిలో', wornOn: 'ఉంగరపు వేలికి' },
    Mercury: { stone: 'పచ్చ', substitute: 'పెరిడాట్', setIn: 'బంగారంలో', wornOn: 'చిటికెన వేలికి' },
    Jupiter: { stone: 'పుష్యరాగం', substitute: 'పసుపు టోపాజ్', setIn: 'బంగారంలో', wornOn: 'చూపుడు వేలికి' },
    Venus: { stone: 'వజ్రం', substitute: 'తెల్ల పుష్యరాగం', setIn: 'వెండి లేదా ప్లాటినంలో', wornOn: 'మధ్య వేలికి' },
    Saturn: { stone: 'నీలం', substitute: 'అమెథిస్ట్', setIn: 'వెండి లేదా పంచలోహంలో', wornOn: 'మధ్య వేలికి' },
    Rahu: { stone: 'గోమేధికం', substitute: 'నారింజ జిర్కాన్', setIn: 'వెండి లేదా పంచలోహంలో', wornOn: 'మధ్య వేలికి' },
    Ketu: { stone: 'వైఢూర్యం', substitute: 'టైగర్స్ ఐ', setIn: 'వెండి లేదా పంచలోహంలో', wornOn: 'చిటికెన వేలికి' },
  },
  gemLine: (g, weekday) => `${g.stone} (ఉపరత్నం ${g.substitute}), ${g.setIn} పొదిగి కుడి చేతి ${g.wornOn} ధరించాలి; మొదటిసారి ధరించే రోజు: ${weekday}.`,
  gemstoneNote: (graha: Graha, nature, hs) => {
    if (graha === 'Rahu' || graha === 'Ketu')
      return `${grahaName(graha, 'te')} ఛాయాగ్రహం, ఏ భావానికీ అధిపతి కాదు: రత్నం సూచించబడదు; మంత్రం, దానమే సాధారణ పరిహారాలు.`;
    if (nature === 'malefic') return `${houses(hs)} అధిపతి, వాటిలో షష్ఠ, అష్టమ లేదా ద్వాదశ భావం ఉంది: దీని రత్నం సూచించబడదు; మిగతా పరిహారాలు దీనికి మెల్లగా బలం ఇస్తాయి.`;
    if (nature === 'neutral') return `${houses(hs)} అధిపతి, ఏ త్రికోణానికీ (ప్రథమ, పంచమ, నవమ) కాదు: ఈ లగ్నానికి దీని రత్నం సూచించబడదు.`;
    return `${houses(hs)} అధిపతి, వాటిలో ఒక త్రికోణం: ఈ లగ్నానికి ఇది శుభగ్రహం, కాబట్టి జ్యోతిష్కుడు నిర్ధారించాక దీని రత్నం ధరించవచ్చు.`;
  },
  weightConvention:
    `బరువు ఆధునిక ఆచారం ప్రకారం (ఏ శాస్త్రంలోనూ నిర్ణయించలేదు): శరీర బరువులో ప్రతి ${num(10)} కిలోలకు సుమారు ఒక గురివింద (${num(0.91)} క్యారెట్); కెంపు, పచ్చ, పుష్యరాగం, నీలం, వైఢూర్యం కనీసం ${num(3)} క్యారెట్లు, ` +
    `ముత్యం, పగడం, గోమేధికం సుమారు ${num(5)} క్యారెట్లు. రత్నం చర్మాన్ని తాకుతూ ఉండాలి.`,
  note: 'పరిహారాలు ఒక కాలానికి సంప్రదాయ ఆసరా మాత్రమే, చికిత్స గానీ హామీ గానీ కావు. మంత్రం, దానం, ఉపవాసంతో మొదలుపెట్టండి; రత్నాన్ని జ్యోతిష్కుడు పూర్తి జాతకం చూశాకే ధరించండి, వైద్య, న్యాయ లేదా ఆర్థిక సలహాకు బదులుగా ఎన్నడూ కాదు.',
  stop: '.',
};
