/**
 * signs.ts in Marathi: the nature of each sign and how it colours the house it falls in, the same
 * twelve rows in the same shape, for the Marathi report and PDF. Sign names come from the vocabulary.
 */
import { rasiName } from '../vocabulary/rasi';
import type { SignNature } from './signs';

const R = (rasiIndex: number) => rasiName(rasiIndex, 'mr');

/** Signs मेष–मीन (index 0 = Aries), SIGN_NATURES in Marathi. */
export const SIGN_NATURES_MR: readonly SignNature[] = [
  { nature: 'धाडसी, स्पष्टवक्ते आणि पुढाकार घेणारे', influence: `${R(0)} रास इथे पुढाकार आणि वेग आणते: आपण पहिले पाऊल उचलता आणि करता करता शिकता.` },
  { nature: 'संयमी, स्थिर आणि सुखप्रिय', influence: `${R(1)} रास स्थैर्य आणि सुखाची ओढ आणते: प्रगती सावकाश होते, पण टिकाऊ असते.` },
  { nature: 'जिज्ञासू, बोलके आणि लवचीक', influence: `${R(2)} रास कुतूहल आणि अनेक पर्याय आणते: इथे संवाद, लेखन आणि विविधतेला महत्त्व आहे.` },
  { nature: 'प्रेमळ, जपणारे आणि भावनाशील', influence: `${R(3)} रास काळजी आणि संवेदनशीलता आणते: या बाबतीत भावना आणि आपलेपणा मार्ग दाखवतात.` },
  { nature: 'आत्मविश्वासू, उदार आणि स्वाभिमानी', influence: `${R(4)} रास स्वाभिमान आणि ऊब आणते: इथे आपल्याला चमकायचे आणि नेतृत्व करायचे असते.` },
  { nature: 'व्यवहारी, नेमके आणि विश्लेषक', influence: `${R(5)} रास अचूकता आणि सेवाभाव आणते: इथे बारकावे, विश्लेषण आणि सुधारणा आधी येतात.` },
  { nature: 'मुत्सद्दी, न्यायप्रिय आणि मनमिळाऊ', influence: `${R(6)} रास समतोल आणि न्याय आणते: भागीदारी आणि सुसंवाद परिणाम ठरवतात.` },
  { nature: 'सखोल, अंतर्मुख आणि दृढनिश्चयी', influence: `${R(7)} रास तीव्रता आणि खोली आणते: आपण शांतपणे, चिकाटीने शेवटपर्यंत जाता.` },
  { nature: 'आशावादी, तत्त्वनिष्ठ आणि साहसी', influence: `${R(8)} रास आशा आणि तत्त्वे आणते: इथे विशाल क्षितिज आणि जीवनाचा अर्थ आपल्याला पुढे नेतात.` },
  { nature: 'शिस्तप्रिय, महत्त्वाकांक्षी आणि संयमी', influence: `${R(9)} रास शिस्त आणि धीर आणते: फळ व्यवस्था आणि वेळ यांतून मिळते.` },
  {
    nature: 'स्वतंत्र, मानवतावादी आणि मौलिक',
    influence: `${R(10)} रास स्वातंत्र्य आणि आदर्श आणते: समूह, नवे विचार आणि चाकोरीबाहेरच्या गोष्टी इथे भूमिका बजावतात.`,
  },
  { nature: 'कल्पक, कोमल आणि अंतःप्रेरणेने चालणारे', influence: `${R(11)} रास कल्पना आणि करुणा आणते: इथे जबरदस्तीपेक्षा अंतःप्रेरणा आणि समर्पण कामी येतात.` },
];

/** The adjectives of a sign (0 = Aries) in Marathi. */
export function signNatureMr(rasiIndex: number): string {
  const row = SIGN_NATURES_MR[rasiIndex];
  if (!row) throw new RangeError(`signNatureMr: rasiIndex must be 0–11 (got ${rasiIndex})`);
  return row.nature;
}
