/**
 * houses.ts in Telugu: what each house signifies (bhava karakatva), the same twelve rows in the
 * same shape, for the Telugu report, PDF and reader.
 */
import type { HouseSignification } from './houses';

/** Houses 1–12 (index 0 = house 1), HOUSE_SIGNIFICATIONS in Telugu. */
export const HOUSE_SIGNIFICATIONS_TE: readonly HouseSignification[] = [
  { themes: 'స్వయం, శరీరం, ఆరోగ్యం మరియు స్వభావం', gloss: 'మీరు లోకం ముందుకు ఎలా వస్తారు, ఎంత ప్రాణశక్తితో' },
  { themes: 'ధనం, కుటుంబం, వాక్కు మరియు ఆహారం', gloss: 'మీరు ఏమి కూడబెడతారు, దాన్ని ఎలా వ్యక్తపరుస్తారు' },
  { themes: 'పరాక్రమం, ప్రయత్నం, చిన్న ప్రయాణాలు మరియు తోబుట్టువులు', gloss: 'చేతులతో, మాటలతో మీరు పదును పెట్టుకునే నైపుణ్యాలు' },
  { themes: 'ఇల్లు, తల్లి, ఆస్తి, విద్య మరియు మనశ్శాంతి', gloss: 'మీరు నిలబడే నేల' },
  { themes: 'సంతానం, బుద్ధి, సృజనాత్మకత మరియు ప్రేమ', gloss: 'పూర్వజన్మ నుండి వెంట వచ్చిన పుణ్యం' },
  { themes: 'రోజువారీ పని, సేవ, అప్పులు, శత్రువులు మరియు రోగాలు', gloss: 'మీరు నేర్చుకుని ఎదుర్కొనే దినచర్యలు, ప్రత్యర్థులు' },
  { themes: 'వివాహం, భాగస్వామ్యం మరియు వ్యాపార ఒప్పందాలు', gloss: 'మీరు ముఖాముఖి కలిసే వ్యక్తులు, మీరు చేసుకునే ఒప్పందాలు' },
  { themes: 'ఆయుష్షు, ఆకస్మిక మార్పులు, ఉమ్మడి ఆస్తులు మరియు పరిశోధన', gloss: 'దాగి ఉన్నది, వారసత్వంగా వచ్చేది, హఠాత్తుగా జరిగేది' },
  { themes: 'భాగ్యం, తండ్రి, గురువు, దూర ప్రయాణాలు మరియు ధర్మం', gloss: 'మీ దృష్టిని విశాలం చేసే విశ్వాసాలు, గురువులు' },
  { themes: 'వృత్తి, కీర్తి, అధికారం మరియు ప్రజా జీవితం', gloss: 'లోకం మిమ్మల్ని గుర్తించే పని' },
  { themes: 'లాభం, ఆదాయం, మిత్రులు మరియు కోరికల నెరవేర్పు', gloss: 'కోరికలు నెరవేరడానికి తోడ్పడే పరిచయాలు' },
  { themes: 'వ్యయం, నిద్ర, విదేశాలు, ఏకాంతం మరియు మోక్షం', gloss: 'విశ్రాంతి, దూరం, వదులుకునే కళ' },
];

/** The themes of a house (1–12) in Telugu. */
export function houseThemesTe(house: number): string {
  const row = HOUSE_SIGNIFICATIONS_TE[house - 1];
  if (!row) throw new RangeError(`houseThemesTe: house must be 1–12 (got ${house})`);
  return row.themes;
}

/** A house card's sentence in Telugu: the themes, then the gloss. */
export function houseMeaningTe(house: number): string {
  return `${houseThemesTe(house)}: ${HOUSE_SIGNIFICATIONS_TE[house - 1]!.gloss}.`;
}
