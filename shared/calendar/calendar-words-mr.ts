/** The calendar's sentences (calendar-words-registry.ts) in Marathi. */
import type { CalendarWordsBook } from './calendar-words-registry';

export const CALENDAR_WORDS_MR: CalendarWordsBook = {
  muhurtaExclusions: {
    'jupiter-combust': 'गुरू अस्त (सूर्यापासून 11° च्या आत)',
    'venus-combust': 'शुक्र अस्त (सूर्यापासून 10° च्या आत, वक्री असताना 8°)',
    kharmas: 'सूर्य धनू किंवा मीन राशीत (खरमास)',
    'adhika-masa': 'अधिक मास',
    chaturmas: 'चातुर्मास: आषाढी (देवशयनी) ते कार्तिकी (प्रबोधिनी) एकादशी (जिथे परंपरा पाळली जाते)',
  },
  sunriseConventions: {
    'upper-limb-refraction': 'सूर्यबिंबाची वरची कड क्षितिजावर, प्रमाण वक्रीभवन (34′) धरून, दृक पंचांगासारखी पंचांगे छापतात तसे',
    'disc-centre-no-refraction': 'सूर्यबिंबाचा मध्य खऱ्या क्षितिजावर, वक्रीभवनाशिवाय (पारंपरिक हिंदू सूर्योदय)',
  },
  muhurtaEvents: {
    marriage: 'विवाह',
    'griha-pravesh': 'गृहप्रवेश',
    vehicle: 'वाहन खरेदी',
    property: 'मालमत्ता खरेदी',
    naming: 'नामकरण',
    mundan: 'जावळ (मुंडन)',
    business: 'व्यवसायाचा प्रारंभ',
    travel: 'प्रवास',
  },
  traditions: {
    vaishnava: 'वैष्णव (इस्कॉन)',
    'other-day': 'ज्या दुसऱ्या दिवशी तिथीने दिवसाच्या त्याच भागाला स्पर्श केला',
    'whole-pradosh': 'संपूर्ण प्रदोष अमावास्येत असलेला दिवस घेणारी पंचांगे',
    'pradosh-in-bhadra': 'भद्रा असतानाही प्रदोषातील पौर्णिमा पाळणारी पंचांगे',
    'civil-date': 'संक्रांतीची नागरी तारीख देणाऱ्या दिनदर्शिका',
  },
};
