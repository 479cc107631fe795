/**
 * grahas.ts in Hindi: what each graha signifies, how its dignity is worded and its traditional
 * remedies, in the same order and of the same shape, for the Hindi report, PDF and reader.
 */
import type { Dignity } from '../vocabulary/dignity';
import type { Graha } from '../vocabulary/graha';
import { DIGNITY_NAMES } from '../vocabulary/terms';
import { dignityStrength, type DignityStrength } from './grahas';

/** What each graha signifies (GRAHA_THEMES), in the oblique case for use before का/को/से. */
export const GRAHA_THEMES_HI: Record<Graha, string> = {
  Sun: 'आत्मविश्वास, अधिकार, पिता और जीवन-शक्ति',
  Moon: 'मन, भावनाओं, माता और सुख-शांति',
  Mars: 'ऊर्जा, साहस, भाई-बहन, भूमि और उत्साह',
  Mercury: 'बुद्धि, वाणी, व्यापार, लेखन और शिक्षा',
  Jupiter: 'ज्ञान, गुरुजनों, संतान, धन और सौभाग्य',
  Venus: 'प्रेम, विवाह, सौंदर्य, सुख-सुविधाओं और कलाओं',
  Saturn: 'अनुशासन, परिश्रम, विलंब, धैर्य और दीर्घायु',
  Rahu: 'महत्वाकांक्षा, विदेशी चीज़ों, तकनीक और अपरंपरागत राहों',
  Ketu: 'वैराग्य, आध्यात्मिकता, शोध और पूर्वजन्म के कौशल',
};

/** Strength words (DignityStrength) in Hindi. */
export const DIGNITY_STRENGTH_HI: Record<DignityStrength, string> = {
  'very strong': 'बहुत बलवान',
  strong: 'बलवान',
  comfortable: 'सहज',
  steady: 'स्थिर',
  strained: 'दबाव में',
  weak: 'निर्बल',
};

/** A dignity in plain Hindi, e.g. `बहुत बलवान (उच्च)`, `दबाव में (शत्रु राशि)` (dignityWords in Hindi). */
export function dignityWordsHi(dignity: Dignity): string {
  return `${DIGNITY_STRENGTH_HI[dignityStrength(dignity)]} (${DIGNITY_NAMES[dignity].hi})`;
}

/** Traditional remedies per graha (GRAHA_REMEDIES) in Hindi. */
export const GRAHA_REMEDIES_HI: Record<Graha, string> = {
  Sun: 'उगते सूर्य को जल अर्पित करें, रविवार को आदित्य हृदय स्तोत्र या "ॐ सूर्याय नमः" का पाठ करें, पिता और बड़ों का सम्मान करें',
  Moon: 'सोमवार को "ॐ चन्द्राय नमः" का जाप करें, सोने-जागने का समय नियमित रखें, दूध या चावल का दान करें, माता की सेवा करें',
  Mars: 'मंगलवार को हनुमान चालीसा का पाठ करें, ऊर्जा को व्यायाम में लगाएँ, मसूर की दाल का दान करें, जल्दबाज़ी के निर्णयों से बचें',
  Mercury: 'बुधवार को "ॐ बुधाय नमः" का जाप करें, गायों को हरा चारा खिलाएँ, लेखन और व्यापार में अपनी बात पर टिके रहें',
  Jupiter: 'गुरुवार को "ॐ गुरवे नमः" का जाप करें, गुरुजनों का सम्मान करें, हल्दी, पुस्तकें या चने की दाल का दान करें',
  Venus: 'शुक्रवार को "ॐ शुक्राय नमः" का जाप करें, संबंधों में ईमानदारी रखें, सफ़ेद वस्त्र या मिठाई का दान करें',
  Saturn: 'शनिवार को "ॐ शनैश्चराय नमः" का जाप करें, बुज़ुर्गों और श्रमिकों की सेवा करें, काले तिल या सरसों के तेल का दान करें, धैर्य रखें और समय के पाबंद रहें',
  Rahu: '"ॐ राहवे नमः" का जाप करें, बेचैनी शांत करने के लिए ध्यान करें, शनिवार को ज़रूरतमंदों को दान दें',
  Ketu: '"ॐ केतवे नमः" का जाप करें, भगवान गणेश की पूजा करें, ज़रूरतमंदों को कंबल दें, नियमित आध्यात्मिक साधना रखें',
};
