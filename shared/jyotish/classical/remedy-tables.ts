/**
 * The classical remedies of each graha besides its gemstone (./gemstones.ts): the beeja mantra
 * with its traditional count, the gifts (daan), the fasting day and the deity worshipped. One
 * table, read by the remedies section, the PDF and the chat's reader alike.
 *
 * Sources: the gifts after BPHS, Graha-shanti adhyaya (each graha's grains, cloth and metal);
 * the beeja mantras and their counts as the Mantra Maharnava gives them and Hindi almanacs print
 * them; the fasting day is the graha's weekday (Rahu and Ketu: Saturday and Tuesday, as practice
 * takes them); the deities as in common practice (stated in ../../chart/CONVENTIONS.md).
 */
import type { Graha } from '../../vocabulary/graha';
import type { Localized } from '../../vocabulary/localized';

/** One graha's remedies. */
export interface GrahaRemedies {
  /** The beeja mantra (Devanagari is the same text in both languages; `en` is its transliteration). */
  mantra: Localized;
  /** How many recitations make one course. */
  mantraCount: number;
  /** What is given, and when. */
  daan: Localized;
  /** Weekday of the fast (index 0 = Sunday). */
  fastWeekday: number;
  /** The deity whose worship is advised. */
  deity: Localized;
}

/** The remedies table. */
export const GRAHA_REMEDIES: Readonly<Record<Graha, GrahaRemedies>> = {
  Sun: {
    mantra: { en: 'Om Hraam Hreem Hraum Sah Suryaya Namah', hi: 'ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः' },
    mantraCount: 7000,
    daan: { en: 'wheat, jaggery, copper or a red cloth, on a Sunday morning', hi: 'गेहूँ, गुड़, ताँबा या लाल वस्त्र, रविवार की सुबह' },
    fastWeekday: 0,
    deity: { en: 'Surya (the Aditya Hridayam)', hi: 'सूर्य देव (आदित्य हृदय स्तोत्र)' },
  },
  Moon: {
    mantra: { en: 'Om Shraam Shreem Shraum Sah Chandraya Namah', hi: 'ॐ श्रां श्रीं श्रौं सः चंद्राय नमः' },
    mantraCount: 11000,
    daan: { en: 'rice, milk, curd, silver or a white cloth, on a Monday', hi: 'चावल, दूध, दही, चाँदी या सफ़ेद वस्त्र, सोमवार को' },
    fastWeekday: 1,
    deity: { en: 'Shiva and Parvati', hi: 'शिव-पार्वती' },
  },
  Mars: {
    mantra: { en: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah', hi: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः' },
    mantraCount: 10000,
    daan: { en: 'red lentils (masoor), jaggery, copper or a red cloth, on a Tuesday', hi: 'मसूर दाल, गुड़, ताँबा या लाल वस्त्र, मंगलवार को' },
    fastWeekday: 2,
    deity: { en: 'Hanuman or Kartikeya', hi: 'हनुमान जी या कार्तिकेय' },
  },
  Mercury: {
    mantra: { en: 'Om Braam Breem Braum Sah Budhaya Namah', hi: 'ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः' },
    mantraCount: 9000,
    daan: { en: 'green gram (moong), green vegetables or a green cloth, on a Wednesday', hi: 'हरी मूँग, हरी सब्ज़ी या हरा वस्त्र, बुधवार को' },
    fastWeekday: 3,
    deity: { en: 'Vishnu (the Vishnu Sahasranama)', hi: 'विष्णु (विष्णु सहस्रनाम)' },
  },
  Jupiter: {
    mantra: { en: 'Om Graam Greem Graum Sah Gurave Namah', hi: 'ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः' },
    mantraCount: 19000,
    daan: {
      en: 'chana dal, turmeric, yellow cloth or books for students, on a Thursday',
      hi: 'चने की दाल, हल्दी, पीला वस्त्र या विद्यार्थियों को पुस्तकें, गुरुवार को',
    },
    fastWeekday: 4,
    deity: { en: 'Brihaspati, or Dakshinamurti', hi: 'बृहस्पति देव या दक्षिणामूर्ति' },
  },
  Venus: {
    mantra: { en: 'Om Draam Dreem Draum Sah Shukraya Namah', hi: 'ॐ द्रां द्रीं द्रौं सः शुक्राय नमः' },
    mantraCount: 16000,
    daan: { en: 'white rice, sugar, curd, perfume or a white cloth, on a Friday', hi: 'सफ़ेद चावल, चीनी, दही, इत्र या सफ़ेद वस्त्र, शुक्रवार को' },
    fastWeekday: 5,
    deity: { en: 'Lakshmi', hi: 'लक्ष्मी जी' },
  },
  Saturn: {
    mantra: { en: 'Om Praam Preem Praum Sah Shanaye Namah', hi: 'ॐ प्रां प्रीं प्रौं सः शनये नमः' },
    mantraCount: 23000,
    daan: {
      en: 'black sesame, mustard oil, black urad, iron or a blanket to someone in need, on a Saturday',
      hi: 'काले तिल, सरसों का तेल, काली उड़द, लोहा या किसी ज़रूरतमंद को कंबल, शनिवार को',
    },
    fastWeekday: 6,
    deity: { en: 'Shani, and Hanuman', hi: 'शनि देव और हनुमान जी' },
  },
  Rahu: {
    mantra: { en: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah', hi: 'ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः' },
    mantraCount: 18000,
    daan: { en: 'black sesame, a blanket, mustard oil or coconut, on a Saturday', hi: 'काले तिल, कंबल, सरसों का तेल या नारियल, शनिवार को' },
    fastWeekday: 6,
    deity: { en: 'Durga', hi: 'दुर्गा माँ' },
  },
  Ketu: {
    mantra: { en: 'Om Shraam Shreem Shraum Sah Ketave Namah', hi: 'ॐ स्रां स्रीं स्रौं सः केतवे नमः' },
    mantraCount: 17000,
    daan: {
      en: 'a multi-coloured blanket, sesame or food for dogs and the poor, on a Tuesday',
      hi: 'रंग-बिरंगा कंबल, तिल या कुत्तों और ज़रूरतमंदों को भोजन, मंगलवार को',
    },
    fastWeekday: 2,
    deity: { en: 'Ganesha', hi: 'गणेश जी' },
  },
};
