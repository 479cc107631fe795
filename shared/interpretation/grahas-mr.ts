/**
 * grahas.ts in Marathi: what each graha signifies, its strength words by dignity and its traditional
 * remedies, in the same order and of the same shape, for the Marathi report, PDF and reader.
 */
import type { Graha } from '../vocabulary/graha';
import type { DignityStrength } from './grahas';

/** What each graha signifies (GRAHA_THEMES), as a noun phrase. */
export const GRAHA_THEMES_MR: Readonly<Record<Graha, string>> = {
  Sun: 'आत्मविश्वास, अधिकार, वडील आणि चैतन्य',
  Moon: 'मन, भावना, आई आणि मनःशांती',
  Mars: 'ऊर्जा, धैर्य, भावंडे, जमीन आणि उत्साह',
  Mercury: 'बुद्धी, वाणी, व्यापार, लेखन आणि शिक्षण',
  Jupiter: 'ज्ञान, गुरुजन, संतती, धन आणि भाग्य',
  Venus: 'प्रेम, विवाह, सौंदर्य, सुखसोयी आणि कला',
  Saturn: 'शिस्त, परिश्रम, विलंब, संयम आणि दीर्घायुष्य',
  Rahu: 'महत्त्वाकांक्षा, परदेश, तंत्रज्ञान आणि वेगळ्या वाटा',
  Ketu: 'वैराग्य, अध्यात्म, संशोधन आणि पूर्वजन्मीची कौशल्ये',
};

/** Strength words (DignityStrength). */
export const DIGNITY_STRENGTH_MR: Readonly<Record<DignityStrength, string>> = {
  'very strong': 'अतिशय बलवान',
  strong: 'बलवान',
  comfortable: 'सुस्थितीत',
  steady: 'स्थिर',
  strained: 'दबावाखाली',
  weak: 'दुर्बल',
};

/** Traditional remedies per graha (GRAHA_REMEDIES), one sentence without its full stop. */
export const GRAHA_REMEDIES_MR: Readonly<Record<Graha, string>> = {
  Sun: 'उगवत्या सूर्याला अर्घ्य द्या, रविवारी आदित्यहृदय स्तोत्र किंवा "ॐ सूर्याय नमः" म्हणा, वडील आणि वडीलधाऱ्यांचा मान राखा',
  Moon: 'सोमवारी "ॐ चंद्राय नमः" जप करा, झोपेची वेळ नियमित ठेवा, दूध किंवा तांदूळ दान करा, आईची काळजी घ्या',
  Mars: 'मंगळवारी हनुमान चालीसा किंवा मारुती स्तोत्र म्हणा, ऊर्जा व्यायामात लावा, मसूर डाळ दान करा, घाईचे निर्णय टाळा',
  Mercury: 'बुधवारी "ॐ बुधाय नमः" जप करा, गायीला हिरवा चारा द्या, लेखनात आणि व्यवहारात दिलेला शब्द पाळा',
  Jupiter: 'गुरुवारी "ॐ गुरवे नमः" जप करा, गुरुजनांचा आदर करा, हळद, पुस्तके किंवा हरभरा डाळ दान करा',
  Venus: 'शुक्रवारी "ॐ शुक्राय नमः" जप करा, नात्यांमध्ये प्रामाणिक राहा, पांढरे वस्त्र किंवा मिठाई दान करा',
  Saturn: 'शनिवारी "ॐ शनैश्चराय नमः" जप करा, वृद्ध आणि कष्टकरी लोकांची सेवा करा, काळे तीळ किंवा मोहरीचे तेल दान करा',
  Rahu: '"ॐ राहवे नमः" जप करा, अस्वस्थता शांत करण्यासाठी ध्यान करा, शनिवारी गरजूंना दान द्या',
  Ketu: '"ॐ केतवे नमः" जप करा, गणपतीची उपासना करा, गरजूंना घोंगडी द्या, नियमित आध्यात्मिक साधना ठेवा',
};
