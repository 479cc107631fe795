/**
 * houses.ts in Hindi: what each house signifies (bhava karakatva), the same twelve rows in the
 * same shape, for the Hindi report, PDF and reader.
 */
import type { HouseSignification } from './houses';

/**
 * Houses 1–12 (index 0 = house 1), HOUSE_SIGNIFICATIONS in Hindi. Each list ends on a word that
 * keeps its form before का/को/से (इच्छापूर्ति, not इच्छाएँ), since sentences put a postposition after it.
 */
export const HOUSE_SIGNIFICATIONS_HI: readonly HouseSignification[] = [
  { themes: 'स्वयं, शरीर, स्वास्थ्य और स्वभाव', gloss: 'आप संसार के सामने कैसे आते हैं और कितनी जीवन-शक्ति लेकर' },
  { themes: 'धन, परिवार, वाणी और भोजन', gloss: 'आप क्या संचित करते हैं और उसे कैसे व्यक्त करते हैं' },
  { themes: 'साहस, प्रयास, छोटी यात्राएँ और भाई-बहन', gloss: 'हाथों और शब्दों से निखरने वाले आपके कौशल' },
  { themes: 'घर, माता, संपत्ति, शिक्षा और मन की शांति', gloss: 'वह धरातल जिस पर आप खड़े हैं' },
  { themes: 'संतान, बुद्धि, रचनात्मकता और प्रेम', gloss: 'पूर्व जन्म से साथ आया पुण्य' },
  { themes: 'दैनिक काम, सेवा, ऋण, शत्रु और स्वास्थ्य की दिनचर्या', gloss: 'वे दिनचर्याएँ और प्रतिद्वंद्वी जिनसे निपटना आप सीखते हैं' },
  { themes: 'विवाह, साझेदारी और व्यापारिक लेन-देन', gloss: 'वे लोग जिनसे आप आमने-सामने जुड़ते हैं और वे अनुबंध जो आप करते हैं' },
  { themes: 'आयु, अचानक बदलाव, साझा संसाधन और शोध', gloss: 'जो छिपा है, विरासत में मिलता है या अचानक घटता है' },
  { themes: 'भाग्य, पिता, गुरु, लंबी यात्राएँ और आस्था', gloss: 'वे आस्थाएँ और गुरु जो आपका क्षितिज बढ़ाते हैं' },
  { themes: 'करियर, प्रतिष्ठा, अधिकार और सार्वजनिक जीवन', gloss: 'वह काम जिसके लिए लोग आपको जानते हैं' },
  { themes: 'लाभ, आय, मित्र और इच्छापूर्ति', gloss: 'वे संपर्क जिनके सहारे इच्छाएँ पूरी होती हैं' },
  { themes: 'व्यय, नींद, विदेश, एकांत और मोक्ष', gloss: 'विश्राम, दूरी और छोड़ देने की कला' },
];

/** The themes of a house (1–12) in Hindi. */
export function houseThemesHi(house: number): string {
  const row = HOUSE_SIGNIFICATIONS_HI[house - 1];
  if (!row) throw new RangeError(`houseThemesHi: house must be 1–12 (got ${house})`);
  return row.themes;
}

/** A house card's sentence in Hindi: the themes, then the gloss. */
export function houseMeaningHi(house: number): string {
  return `${houseThemesHi(house)}: ${HOUSE_SIGNIFICATIONS_HI[house - 1]!.gloss}।`;
}
