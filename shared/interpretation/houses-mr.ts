/**
 * houses.ts in Marathi: what each house signifies (bhava karakatva), the same twelve rows in the
 * same shape, for the Marathi report, PDF and reader.
 */
import type { HouseSignification } from './houses';

/** Houses 1–12 (index 0 = house 1), HOUSE_SIGNIFICATIONS in Marathi. */
export const HOUSE_SIGNIFICATIONS_MR: readonly HouseSignification[] = [
  { themes: 'स्वतः, शरीर, आरोग्य आणि स्वभाव', gloss: 'आपण जगासमोर कसे येता आणि किती चैतन्य घेऊन' },
  { themes: 'धन, कुटुंब, वाणी आणि आहार', gloss: 'आपण काय साठवता आणि ते कसे व्यक्त करता' },
  { themes: 'पराक्रम, प्रयत्न, छोटे प्रवास आणि भावंडे', gloss: 'हातांनी आणि शब्दांनी आपण धार लावलेली कौशल्ये' },
  { themes: 'घर, आई, मालमत्ता, शिक्षण आणि मनःशांती', gloss: 'ज्या जमिनीवर आपण उभे आहात ती' },
  { themes: 'संतती, बुद्धी, सर्जनशीलता आणि प्रेम', gloss: 'पूर्वजन्मीचे पुण्य जे आपल्यासोबत आले' },
  { themes: 'रोजचे काम, सेवा, कर्ज, शत्रू आणि आजार', gloss: 'रोजचे नियम आणि प्रतिस्पर्धी, ज्यांना हाताळायला आपण शिकता' },
  { themes: 'विवाह, भागीदारी आणि व्यवहार', gloss: 'ज्यांच्याशी आपण समोरासमोर जोडले जाता ती माणसे आणि आपण करता ते करार' },
  { themes: 'आयुष्य, अचानक बदल, सामायिक संपत्ती आणि संशोधन', gloss: 'जे लपलेले आहे, वारशाने मिळते किंवा अचानक घडते' },
  { themes: 'भाग्य, वडील, गुरू, दूरचे प्रवास आणि श्रद्धा', gloss: 'आपले क्षितिज रुंदावणाऱ्या श्रद्धा आणि गुरू' },
  { themes: 'कारकीर्द, प्रतिष्ठा, अधिकार आणि सार्वजनिक जीवन', gloss: 'ज्या कामासाठी लोक आपल्याला ओळखतात ते काम' },
  { themes: 'लाभ, उत्पन्न, मित्र आणि इच्छापूर्ती', gloss: 'ज्या संपर्कांतून इच्छा पूर्ण होतात ते' },
  { themes: 'खर्च, झोप, परदेश, एकांत आणि मोक्ष', gloss: 'विश्रांती, अंतर आणि सोडून देण्याची कला' },
];

/** The themes of a house (1–12) in Marathi. */
export function houseThemesMr(house: number): string {
  const row = HOUSE_SIGNIFICATIONS_MR[house - 1];
  if (!row) throw new RangeError(`houseThemesMr: house must be 1–12 (got ${house})`);
  return row.themes;
}

/** A house card's sentence in Marathi: the themes, then the gloss. */
export function houseMeaningMr(house: number): string {
  return `${houseThemesMr(house)}: ${HOUSE_SIGNIFICATIONS_MR[house - 1]!.gloss}.`;
}
