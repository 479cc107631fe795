/**
 * grahas.ts in Telugu: what each graha signifies, its strength words by dignity and its traditional
 * remedies, in the same order and of the same shape, for the Telugu report, PDF and reader.
 */
import type { Graha } from '../vocabulary/graha';
import type { DignityStrength } from './grahas';

/** What each graha signifies (GRAHA_THEMES), as a noun phrase. */
export const GRAHA_THEMES_TE: Readonly<Record<Graha, string>> = {
  Sun: 'ఆత్మవిశ్వాసం, అధికారం, తండ్రి మరియు ప్రాణశక్తి',
  Moon: 'మనసు, భావోద్వేగాలు, తల్లి మరియు మనశ్శాంతి',
  Mars: 'శక్తి, ధైర్యం, తోబుట్టువులు, భూమి మరియు ఉత్సాహం',
  Mercury: 'బుద్ధి, మాట, వ్యాపారం, రచన మరియు విద్య',
  Jupiter: 'జ్ఞానం, గురువులు, సంతానం, ధనం మరియు అదృష్టం',
  Venus: 'ప్రేమ, వివాహం, సౌందర్యం, సుఖాలు మరియు కళలు',
  Saturn: 'క్రమశిక్షణ, శ్రమ, ఆలస్యం, ఓర్పు మరియు దీర్ఘాయువు',
  Rahu: 'ఆశయం, విదేశాలు, సాంకేతికత మరియు కొత్త దారులు',
  Ketu: 'వైరాగ్యం, ఆధ్యాత్మికత, పరిశోధన మరియు పూర్వజన్మ నైపుణ్యాలు',
};

/** Strength words (DignityStrength). */
export const DIGNITY_STRENGTH_TE: Readonly<Record<DignityStrength, string>> = {
  'very strong': 'చాలా బలమైన',
  strong: 'బలమైన',
  comfortable: 'సౌకర్యవంతమైన',
  steady: 'స్థిరమైన',
  strained: 'ఒత్తిడిలో ఉన్న',
  weak: 'బలహీనమైన',
};

/** Traditional remedies per graha (GRAHA_REMEDIES), one sentence without its full stop. */
export const GRAHA_REMEDIES_TE: Readonly<Record<Graha, string>> = {
  Sun: 'ఉదయించే సూర్యునికి అర్ఘ్యం ఇవ్వండి, ఆదివారం ఆదిత్య హృదయం లేదా "ఓం సూర్యాయ నమః" పఠించండి, తండ్రిని, పెద్దలను గౌరవించండి',
  Moon: 'సోమవారం "ఓం చంద్రాయ నమః" జపించండి, నిద్ర వేళలు క్రమంగా ఉంచండి, పాలు లేదా బియ్యం దానం చేయండి, తల్లిని చూసుకోండి',
  Mars: 'మంగళవారం హనుమాన్ చాలీసా పఠించండి, శక్తిని వ్యాయామంలో పెట్టండి, కందిపప్పు దానం చేయండి, తొందరపాటు నిర్ణయాలు మానండి',
  Mercury: 'బుధవారం "ఓం బుధాయ నమః" జపించండి, ఆవులకు పచ్చగడ్డి పెట్టండి, రాతలోనూ వ్యాపారంలోనూ మాట నిలబెట్టుకోండి',
  Jupiter: 'గురువారం "ఓం గురవే నమః" జపించండి, గురువులను గౌరవించండి, పసుపు, పుస్తకాలు లేదా శనగపప్పు దానం చేయండి',
  Venus: 'శుక్రవారం "ఓం శుక్రాయ నమః" జపించండి, సంబంధాల్లో నిజాయితీగా ఉండండి, తెల్లని వస్త్రాలు లేదా మిఠాయి దానం చేయండి',
  Saturn: 'శనివారం "ఓం శనైశ్చరాయ నమః" జపించండి, వృద్ధులకు, శ్రామికులకు సేవ చేయండి, నల్ల నువ్వులు లేదా నువ్వుల నూనె దానం చేయండి',
  Rahu: '"ఓం రాహవే నమః" జపించండి, అశాంతి తగ్గేందుకు ధ్యానం చేయండి, శనివారం అవసరమైనవారికి దానం చేయండి',
  Ketu: '"ఓం కేతవే నమః" జపించండి, వినాయకుడిని పూజించండి, అవసరమైనవారికి కంబళ్లు ఇవ్వండి, క్రమమైన ఆధ్యాత్మిక సాధన చేయండి',
};
