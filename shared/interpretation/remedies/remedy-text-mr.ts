/** The remedies in Marathi (मराठी): the shape is remedy-text.ts; stones and metals as the Marathi reader names them. */
import { grahaName, type Graha } from '../../vocabulary/graha';
import { joinWith, numberIn } from '../regional-numbers';
import type { RemedyText } from './remedy-text';

const num = numberIn('mr');
const houses = (hs: readonly number[]) => `${joinWith('आणि', '')(hs.map(num))} ${hs.length > 1 ? 'स्थानांचा' : 'स्थानाचा'}`;
/** A beeja mantra from its seed and the graha's dative ("ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः"), in Devanagari as Marathi almanacs print it. */
const mantra = (seed: string, dative: string) => `ॐ ${seed}ां ${seed}ीं ${seed}ौं सः ${dative} नमः`;

/** The remedies' Marathi. */
export const REMEDY_TEXT_MR: RemedyText = {
  locale: 'mr',
  labels: { mantra: 'मंत्र', times: 'वेळा', daan: 'दान', fast: 'उपवास', deity: 'उपासना', stone: 'रत्न' },
  reasons: {
    mahadasha: 'चालू महादशेचा स्वामी',
    antardasha: 'चालू अंतर्दशेचा स्वामी',
    debilitated: 'जन्मकुंडलीत नीच',
    combust: 'अस्त (रवीच्या अगदी जवळ)',
    weak: 'आवश्यक षड्बलापेक्षा कमी',
  },
  mantras: {
    Sun: mantra('ह्र', 'सूर्याय'),
    Moon: mantra('श्र', 'चंद्राय'),
    Mars: mantra('क्र', 'भौमाय'),
    Mercury: mantra('ब्र', 'बुधाय'),
    Jupiter: mantra('ग्र', 'गुरवे'),
    Venus: mantra('द्र', 'शुक्राय'),
    Saturn: mantra('प्र', 'शनये'),
    Rahu: mantra('भ्र', 'राहवे'),
    Ketu: mantra('स्र', 'केतवे'),
  },
  daan: {
    Sun: 'गहू, गूळ, तांबे किंवा लाल वस्त्र, रविवारी सकाळी',
    Moon: 'तांदूळ, दूध, दही, चांदी किंवा पांढरे वस्त्र, सोमवारी',
    Mars: 'मसूर डाळ, गूळ, तांबे किंवा लाल वस्त्र, मंगळवारी',
    Mercury: 'हिरवे मूग, हिरव्या भाज्या किंवा हिरवे वस्त्र, बुधवारी',
    Jupiter: 'चणा डाळ, हळद, पिवळे वस्त्र किंवा विद्यार्थ्यांना पुस्तके, गुरुवारी',
    Venus: 'पांढरे तांदूळ, साखर, दही, अत्तर किंवा पांढरे वस्त्र, शुक्रवारी',
    Saturn: 'काळे तीळ, मोहरीचे तेल, काळे उडीद, लोखंड किंवा गरजूंना घोंगडी, शनिवारी',
    Rahu: 'काळे तीळ, घोंगडी, मोहरीचे तेल किंवा नारळ, शनिवारी',
    Ketu: 'रंगीबेरंगी घोंगडी, तीळ, किंवा कुत्र्यांना व गरजूंना अन्न, मंगळवारी',
  },
  deities: {
    Sun: 'सूर्यदेव (आदित्यहृदय स्तोत्र)',
    Moon: 'शिव-पार्वती',
    Mars: 'मारुती किंवा कार्तिकेय',
    Mercury: 'विष्णू (विष्णुसहस्रनाम)',
    Jupiter: 'बृहस्पती किंवा दक्षिणामूर्ती',
    Venus: 'लक्ष्मी',
    Saturn: 'शनिदेव आणि मारुती',
    Rahu: 'दुर्गा देवी',
    Ketu: 'गणपती',
  },
  gems: {
    Sun: { stone: 'माणिक', substitute: 'गार्नेट', setIn: 'सोन्यात', wornOn: 'अनामिकेत' },
    Moon: { stone: 'मोती', substitute: 'चंद्रकांत मणी', setIn: 'चांदीत', wornOn: 'करंगळीत' },
    Mars: { stone: 'पोवळे', substitute: 'लाल अकीक', setIn: 'सोन्यात किंवा तांब्यात', wornOn: 'अनामिकेत' },
    Mercury: { stone: 'पाचू', substitute: 'पेरिडॉट', setIn: 'सोन्यात', wornOn: 'करंगळीत' },
    Jupiter: { stone: 'पुष्कराज', substitute: 'सुनेला', setIn: 'सोन्यात', wornOn: 'तर्जनीत' },
    Venus: { stone: 'हिरा', substitute: 'पांढरा पुष्कराज', setIn: 'चांदीत किंवा प्लॅटिनममध्ये', wornOn: 'मधल्या बोटात' },
    Saturn: { stone: 'नीलम', substitute: 'कटेला', setIn: 'चांदीत किंवा पंचधातूत', wornOn: 'मधल्या बोटात' },
    Rahu: { stone: 'गोमेद', substitute: 'नारिंगी झिरकॉन', setIn: 'चांदीत किंवा पंचधातूत', wornOn: 'मधल्या बोटात' },
    Ketu: { stone: 'लसण्या', substitute: 'टायगर आय', setIn: 'चांदीत किंवा पंचधातूत', wornOn: 'करंगळीत' },
  },
  gemLine: (g, weekday) =>
    `${g.stone} (उपरत्न ${g.substitute}), ${g.setIn} मढवून उजव्या हाताच्या ${g.wornOn} घालावे; पहिल्यांदा धारण करण्याचा वार: ${weekday}.`,
  gemstoneNote: (graha: Graha, nature, hs) => {
    if (graha === 'Rahu' || graha === 'Ketu')
      return `${grahaName(graha, 'mr')} हा छायाग्रह कोणत्याही स्थानाचा स्वामी नाही: रत्नाचा सल्ला नाही; मंत्र आणि दान हेच नेहमीचे उपाय.`;
    if (nature === 'malefic')
      return `${houses(hs)} स्वामी, त्यात षष्ठ, अष्टम किंवा द्वादश स्थान आहे: याचे रत्न सुचवले जात नाही; इतर उपाय याला हळूहळू बळ देतात.`;
    if (nature === 'neutral') return `${houses(hs)} स्वामी, कोणत्याही त्रिकोणाचा (प्रथम, पंचम, नवम) नाही: या लग्नासाठी याचे रत्न सुचवले जात नाही.`;
    return `${houses(hs)} स्वामी, त्यात एक त्रिकोण: या लग्नासाठी हा शुभ आहे, म्हणून ज्योतिषाने खात्री केल्यावर याचे रत्न धारण करता येते.`;
  },
  weightConvention:
    `वजन आधुनिक प्रथेनुसार (कोणत्याही शास्त्रात ठरलेले नाही): शरीराच्या प्रत्येक ${num(10)} किलोमागे सुमारे एक रत्ती (${num(0.91)} कॅरेट); माणिक, पाचू, पुष्कराज, नीलम आणि लसण्या किमान ${num(3)} कॅरेट, ` +
    `मोती, पोवळे आणि गोमेद सुमारे ${num(5)} कॅरेट. रत्न त्वचेला स्पर्श करत राहावे.`,
  note: 'उपाय हे एखाद्या काळासाठी पारंपरिक आधार आहेत, उपचार किंवा हमी नव्हेत. मंत्र, दान आणि उपवासाने सुरुवात करा; रत्न एखाद्या ज्योतिषाने संपूर्ण कुंडली पाहिल्यानंतरच धारण करा, आणि वैद्यकीय, कायदेशीर किंवा आर्थिक सल्ल्याऐवजी कधीही नव्हे.',
  stop: '.',
};
