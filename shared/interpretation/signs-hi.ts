/**
 * signs.ts in Hindi: the nature of each sign and how it colours the house it falls in, the same
 * twelve rows in the same shape, for the Hindi report and PDF.
 */
import type { SignNature } from './signs';

/** Signs मेष–मीन (index 0 = Aries), SIGN_NATURES in Hindi. */
export const SIGN_NATURES_HI: readonly SignNature[] = [
  { nature: 'साहसी, स्पष्टवादी और अग्रणी', influence: 'मेष राशि यहाँ पहल और गति लाती है: आप पहला कदम उठाते हैं और करते-करते सीखते हैं।' },
  { nature: 'धैर्यवान, स्थिर और सुख-प्रिय', influence: 'वृषभ राशि स्थिरता और सुख की चाह लाती है: प्रगति धीमी होती है, पर टिकाऊ।' },
  { nature: 'जिज्ञासु, वाक्पटु और परिवर्तनशील', influence: 'मिथुन राशि जिज्ञासा और अनेक विकल्प लाती है: यहाँ बातचीत, लेखन और विविधता का महत्व है।' },
  { nature: 'स्नेहशील, संरक्षक और भावुक', influence: 'कर्क राशि देखभाल और संवेदनशीलता लाती है: इन विषयों में भावनाएँ और अपनापन राह दिखाते हैं।' },
  { nature: 'आत्मविश्वासी, उदार और स्वाभिमानी', influence: 'सिंह राशि स्वाभिमान और गर्मजोशी लाती है: यहाँ आप चमकना और नेतृत्व करना चाहते हैं।' },
  { nature: 'व्यावहारिक, सटीक और विश्लेषणशील', influence: 'कन्या राशि सटीकता और सेवा-भाव लाती है: यहाँ बारीकियाँ, विश्लेषण और सुधार पहले आते हैं।' },
  { nature: 'कूटनीतिज्ञ, न्यायप्रिय और मिलनसार', influence: 'तुला राशि संतुलन और न्याय लाती है: साझेदारी और सामंजस्य परिणाम तय करते हैं।' },
  { nature: 'गहन, एकांतप्रिय और दृढ़निश्चयी', influence: 'वृश्चिक राशि तीव्रता और गहराई लाती है: आप चुपचाप और लगन से अंत तक जाते हैं।' },
  { nature: 'आशावादी, सिद्धांतवादी और साहसिक', influence: 'धनु राशि आशा और सिद्धांत लाती है: यहाँ व्यापक क्षितिज और जीवन का अर्थ आपको आगे बढ़ाते हैं।' },
  { nature: 'अनुशासित, महत्वाकांक्षी और संयमी', influence: 'मकर राशि अनुशासन और धैर्य लाती है: परिणाम व्यवस्था और समय से मिलते हैं।' },
  { nature: 'स्वतंत्र, मानवतावादी और मौलिक', influence: 'कुंभ राशि स्वतंत्रता और आदर्श लाती है: समूह, नए विचार और असामान्य बातें यहाँ भूमिका निभाती हैं।' },
  { nature: 'कल्पनाशील, कोमल और अंतर्ज्ञानी', influence: 'मीन राशि कल्पना और करुणा लाती है: यहाँ ज़ोर-ज़बरदस्ती से अधिक अंतर्ज्ञान और समर्पण काम आते हैं।' },
];

/** The adjectives of a sign (0 = Aries) in Hindi. */
export function signNatureHi(rasiIndex: number): string {
  const row = SIGN_NATURES_HI[rasiIndex];
  if (!row) throw new RangeError(`signNatureHi: rasiIndex must be 0–11 (got ${rasiIndex})`);
  return row.nature;
}
