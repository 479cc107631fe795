/** The yoga section in Marathi (मराठी), in the words of the Marathi reader and vocabulary book (स्थान, स्वामी, दृष्टी, परिहार). */
import type { Cancellation } from '../../chart/yoga-evidence';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiName } from '../../vocabulary/rasi';
import { dignityName, termName } from '../../vocabulary/terms';
import { MANGLIK_HOUSES } from '../../predictions/doshas';
import { houseOrdinalIn, joinWith, numberIn } from '../regional-numbers';
import { countedConditions, type YogaText } from './yoga-text';

const G = (g: Graha) => grahaName(g, 'mr');
const S = (rasiIndex: number) => rasiName(rasiIndex, 'mr');
const num = numberIn('mr');
const nums = (ns: readonly number[]) => ns.map(num).join(', ');
const list = joinWith('आणि', 'एकही नाही');
const ord = houseOrdinalIn('mr');
/** The yoga section's Marathi, built when first asked for (its names come from the vocabulary book, registered by then). */
export function yogaTextMr(): YogaText {
  const M = G('Mars');
  const J = G('Jupiter');
  const C = G('Moon');
  const R = G('Rahu');
  const K = G('Ketu');
  /** "from the sign X is in": keeps an inserted name in its nominative. */
  const fromSignOf = (g: Graha) => `${G(g)} असलेल्या राशीपासून`;
  const side = (s: 'rahu-to-ketu' | 'ketu-to-rahu') => (s === 'rahu-to-ketu' ? `${R} ते ${K}` : `${K} ते ${R}`);

  const mahapurusha = (g: Graha) => `${G(g)} स्वराशीत किंवा उच्च राशीत, लग्नापासून केंद्रात`;
  const inHouses = (houses: readonly number[], each = false) =>
    `सातही ग्रह ${nums(houses)} या स्थानांत${each ? ', प्रत्येक स्थानात किमान एक ग्रह' : ''}`;
  const inSigns = (n: number) => `सातही ग्रह नेमक्या ${num(n)} राशींत`;
  const dusthana = 'षष्ठ, अष्टम किंवा द्वादश स्थानात';

  function cancellation(c: Cancellation): string {
    switch (c.code) {
      case 'mars-own-or-exalted':
        return `${M} स्वराशीत किंवा उच्च राशीत आहे`;
      case 'mars-leo-aquarius':
        return `${M} ${S(4)} किंवा ${S(10)} राशीत आहे`;
      case 'mars-exempt-sign':
        return `${ord(c.house)} स्थानातील ${M} अशा राशीत आहे जी या दोषातून मुक्त करते`;
      case 'jupiter-with-mars':
        return `${J} मंगळासोबत आहे किंवा त्याच्यावर दृष्टी टाकतो`;
      case 'moon-with-mars':
        return `${C} मंगळासोबत आहे`;
      case 'cancer-leo-lagna':
        return `${S(3)} आणि ${S(4)} लग्नांसाठी ${M} योगकारक आहे`;
      case 'benefic-in-lagna':
        return `${J} किंवा ${G('Venus')} लग्नात आहे`;
      case 'mars-retrograde':
        return `${M} ${termName('retrograde', 'mr')} आहे`;
      case 'mars-combust':
        return `${M} ${termName('combust', 'mr')} आहे`;
      case 'dispositor-in-kendra':
        return `${G(c.graha)} ज्या राशीत आहे तिचा स्वामी ${G(c.by)} लग्नापासून किंवा चंद्रापासून केंद्रात आहे`;
      case 'exaltation-lord-in-kendra':
        return `${G(c.graha)} ज्या राशीत उच्च होतो तिचा स्वामी ${G(c.by)} लग्नापासून किंवा चंद्रापासून केंद्रात आहे`;
      case 'exalted-graha-in-kendra':
        return `${G(c.graha)} असलेल्या राशीत उच्च होणारा ${G(c.by)} लग्नापासून किंवा चंद्रापासून केंद्रात आहे`;
      case 'dispositor-aspects':
        return `राशिस्वामी ${G(c.by)} याची दृष्टी ${G(c.graha)} या ग्रहावर आहे`;
      case 'exalted-navamsa':
        return `${G(c.graha)} नवांशात उच्च आहे`;
    }
  }

  return {
    locale: 'mr',
    familyTitles: {
      'pancha-mahapurusha': 'पंचमहापुरुष योग',
      raja: 'राजयोग (सत्ता आणि प्रतिष्ठा)',
      dhana: 'धनयोग',
      chandra: 'चंद्र योग',
      surya: 'सूर्य योग',
      nabhasa: 'नाभस योग (सात ग्रहांची रचना)',
      parivartana: 'परिवर्तन योग (राशींची अदलाबदल)',
      other: 'इतर योग',
      dosha: 'दोष आणि कठीण योग',
    },
    natures: { good: 'शुभ', mixed: 'संमिश्र', challenging: 'आव्हानात्मक' },
    works: {
      BPHS: 'बृहत्पराशर होराशास्त्र',
      Phaladeepika: 'फलदीपिका (मंत्रेश्वर)',
      Raman300: 'बी. व्ही. रमण, थ्री हंड्रेड इम्पॉर्टंट कॉम्बिनेशन्स',
      VAIA: 'पी. व्ही. आर. नरसिंह राव, वैदिक ॲस्ट्रॉलॉजी: ॲन इंटिग्रेटेड अप्रोच',
    },
    chapter: (n) => `, अध्याय ${num(n)}`,
    noCitation: 'कोणत्याही एका शास्त्रग्रंथात नाही; प्रचलित आधुनिक मत',
    standing: (s, from) => {
      const lord = s.lordOf.length ? ` (${list(s.lordOf.map(ord))} ${s.lordOf.length > 1 ? 'स्थानांचा' : 'स्थानाचा'} स्वामी)` : '';
      const dignity = s.dignity ? `, ${dignityName(s.dignity, 'mr')}` : '';
      const ref = from && s.houseFromRef ? `, ${fromSignOf(from)} ${ord(s.houseFromRef)} स्थानात` : '';
      return `${G(s.graha)}${lord} ${ord(s.house)} स्थानात (${S(s.rasiIndex)}${dignity})${ref}`;
    },
    link: (k) =>
      `${G(k.a)} आणि ${G(k.b)} ${k.how === 'conjunct' ? 'एकाच राशीत आहेत' : k.how === 'exchange' ? 'एकमेकांच्या राशीत आहेत (राशी परिवर्तन)' : 'एकमेकांवर दृष्टी टाकतात'}`,
    pattern: (groups, signs) =>
      `सात ग्रह ${num(signs)} राशींत आहेत: ${groups.map((g) => `${list(g.grahas.map(G))} ${ord(g.house)} स्थानात`).join('; ')}`,
    hemmed: (s, rahuHouse, ketuHouse) =>
      `सातही ग्रह ${side(s)} या एकाच बाजूला आहेत (${R} ${ord(rahuHouse)} स्थानात, ${K} ${ord(ketuHouse)} स्थानात)`,
    cancellation,
    manglik: (m, fromMoon) => {
      const where = `${M} ${fromMoon ? 'चंद्रापासून ' : ''}${ord(m.marsHouse)} स्थानात (${S(m.marsRasiIndex)}) आहे`;
      const houses = `${MANGLIK_HOUSES.slice(0, -1).map(ord).join(', ')} किंवा ${ord(MANGLIK_HOUSES.at(-1)!)}`;
      const dosha = termName('manglik', 'mr');
      if (!m.present) return `${dosha} नाही: ${where}, जे ${houses} यांपैकी कोणतेही स्थान नाही.`;
      if (m.cancelled)
        return `${dosha} आहे, पण त्याचा परिहार होतो: ${where}, जे मंगळ दोषाचे स्थान आहे, पण ${m.cancellations.map(cancellation).join('; ')}.`;
      return `${dosha} आहे: ${where}, जे मंगळ दोषाचे स्थान आहे, आणि कोणताही शास्त्रीय परिहार लागू होत नाही.`;
    },
    kalaSarpa: (k, ketuHouse, fromMoon) => {
      const axis = `${fromMoon ? 'चंद्रापासून मोजल्यास ' : ''}${R} ${ord(k.rahuHouse)} स्थानात आणि ${K} ${ord(ketuHouse)} स्थानात आहे`;
      if (k.present) return `कालसर्प योग आहे: ${axis}, आणि सातही ग्रह ${side(k.side ?? 'rahu-to-ketu')} या एकाच बाजूला आहेत.`;
      return `कालसर्प योग नाही: ${axis}; ${list(k.rahuToKetu.map(G))} ${side('rahu-to-ketu')} या बाजूला आणि ${list(k.ketuToRahu.map(G))} दुसऱ्या बाजूला, त्यामुळे ग्रह एकाच बाजूला अडकलेले नाहीत.`;
    },
    stop: '.',
    conditions: {
      ruchaka: mahapurusha('Mars'),
      bhadra: mahapurusha('Mercury'),
      hamsa: mahapurusha('Jupiter'),
      malavya: mahapurusha('Venus'),
      sasa: mahapurusha('Saturn'),
      gajakesari: `${J} चंद्रापासून केंद्रात, आणि नीच, अस्त किंवा शत्रू राशीत नाही`,
      budhaditya: `${G('Sun')} आणि ${G('Mercury')} एकाच राशीत (बहुतेक आचार्यांच्या मते ${G('Mercury')} अस्त नसावा)`,
      'chandra-mangala': `${C} आणि ${M} यांची युती, किंवा दोघे एकमेकांपासून सप्तम स्थानी`,
      sunapha: `चंद्रापासून द्वितीय स्थानात रवीखेरीज एखादा ग्रह (राहू-केतू वगळून), आणि द्वादशात कोणी नाही`,
      anapha: `चंद्रापासून द्वादश स्थानात रवीखेरीज एखादा ग्रह (राहू-केतू वगळून), आणि द्वितीयात कोणी नाही`,
      durudhara: `चंद्राच्या दोन्ही बाजूंना (द्वितीय आणि द्वादश) रवीखेरीज ग्रह (राहू-केतू वगळून)`,
      kemadruma: `चंद्रापासून द्वितीय किंवा द्वादश स्थानात एकही ग्रह नाही (रवी आणि राहू-केतू वगळून); लग्नापासून केंद्रात एखादा ग्रह (रवी ते शनी, चंद्र स्वतः वगळून) असल्यास भंग`,
      adhi: `नैसर्गिक शुभ ग्रह ${G('Mercury')}, ${J} आणि ${G('Venus')} चंद्रापासून षष्ठ, सप्तम किंवा अष्टम स्थानात (यांपैकी जे असतील ते सर्व तिथेच)`,
      amala: 'लग्नापासून किंवा चंद्रापासून दशम स्थानात केवळ नैसर्गिक शुभ ग्रह',
      vesi: 'रवीपासून द्वितीय स्थानात चंद्राखेरीज एखादा ग्रह (राहू-केतू वगळून)',
      vosi: 'रवीपासून द्वादश स्थानात चंद्राखेरीज एखादा ग्रह (राहू-केतू वगळून)',
      ubhayachari: 'रवीच्या दोन्ही बाजूंना ग्रह (चंद्र आणि राहू-केतू नव्हे)',
      saraswati: `${J}, ${G('Venus')} आणि ${G('Mercury')} केंद्रात, त्रिकोणात किंवा द्वितीय स्थानात, आणि ${J} स्वराशीत, उच्च किंवा मित्र राशीत`,
      'guru-mangala': `${J} आणि ${M} यांची युती, किंवा दोघे एकमेकांपासून सप्तम स्थानी`,
      'shubha-kartari': 'लग्नापासून द्वितीय आणि द्वादश या दोन्ही स्थानांत नैसर्गिक शुभ ग्रह',
      subha: 'लग्नात एखादा नैसर्गिक शुभ ग्रह, किंवा द्वितीय आणि द्वादश दोन्हींत शुभ ग्रह',
      asubha: 'लग्नात एखादा नैसर्गिक पाप ग्रह, किंवा द्वितीय आणि द्वादश दोन्हींत पाप ग्रह',
      chatussagara: 'चारही केंद्रांत ग्रह',
      vasumati: `नैसर्गिक शुभ ग्रह (${G('Mercury')}, ${J}, ${G('Venus')}) सर्व चंद्रापासून उपचय स्थानांत (${nums([3, 6, 10, 11])})`,
      lagnadhi: `${G('Mercury')}, ${J} आणि ${G('Venus')} लग्नापासून षष्ठ, सप्तम किंवा अष्टम स्थानात`,
      'raja-yoga': 'एखाद्या केंद्राच्या स्वामीचा एखाद्या त्रिकोणाच्या स्वामीशी संबंध',
      yogakaraka: 'एकच ग्रह एखाद्या केंद्राचा (लग्न वगळून) आणि एखाद्या त्रिकोणाचा स्वामी',
      'dharma-karmadhipati': 'नवम आणि दशम स्थानांच्या स्वामींचा संबंध',
      'dhana-yoga': 'द्वितीय किंवा एकादश स्थानाच्या स्वामीचा प्रथम, पंचम किंवा नवम स्थानाच्या स्वामीशी (किंवा आपापसांत) संबंध',
      lakshmi: 'नवमेश स्वराशीत किंवा उच्च राशीत, केंद्रात किंवा त्रिकोणात, आणि लग्नेश बलवान (स्वराशी, उच्च किंवा मूलत्रिकोणात, किंवा केंद्र-त्रिकोणात)',
      kahala: 'चतुर्थेश आणि नवमेश एकमेकांपासून केंद्रात, आणि लग्नेश बलवान',
      parvata: 'केंद्रांत शुभ ग्रह, आणि षष्ठ व अष्टम स्थान रिकामे किंवा त्यांत केवळ शुभ ग्रह',
      chamara: 'लग्नेश केंद्रात उच्च आणि त्यावर गुरूची दृष्टी, किंवा लग्न, सप्तम, नवम किंवा दशम स्थानात दोन शुभ ग्रह',
      sankha: 'पंचमेश आणि षष्ठेश एकमेकांपासून केंद्रात, आणि लग्नेश बलवान',
      bheri: `${G('Venus')}, ${J} आणि लग्नेश केंद्रांत, आणि नवमेश बलवान`,
      sreenatha: 'सप्तमेश दशम स्थानात उच्च, आणि दशमेश नवमेशासोबत',
      harsha: `षष्ठेश ${dusthana} (दुःस्थानाचा स्वामी दुःस्थानात)`,
      sarala: `अष्टमेश ${dusthana} (दुःस्थानाचा स्वामी दुःस्थानात)`,
      vimala: `द्वादशेश ${dusthana} (दुःस्थानाचा स्वामी दुःस्थानात)`,
      'neecha-bhanga':
        'नीच ग्रह ज्याचा नीचभंग होतो (राशिस्वामी, उच्च राशीचा स्वामी किंवा त्या राशीत उच्च होणारा ग्रह लग्नापासून किंवा चंद्रापासून केंद्रात; राशिस्वामीची दृष्टी; नवांशात उच्च)',
      'maha-parivartana': 'प्रथम, द्वितीय, चतुर्थ, पंचम, सप्तम, नवम, दशम आणि एकादश स्थानांच्या स्वामींमध्ये राशी परिवर्तन',
      'khala-parivartana': 'तृतीयेशाशी संबंधित राशी परिवर्तन',
      'dainya-parivartana': 'षष्ठेश, अष्टमेश किंवा द्वादशेश यांच्याशी संबंधित राशी परिवर्तन',
      trilochana: `${G('Sun')}, ${C} आणि ${M} एकमेकांपासून त्रिकोणात`,
      kulavardhana: 'प्रत्येक ग्रह (रवी ते शनी) लग्न, चंद्र किंवा रवी यांपैकी एकापासून पंचम स्थानात',
      'sareera-soukhya': `लग्नेश, ${J} किंवा ${G('Venus')} केंद्रात`,
      duryoga: `दशमेश ${dusthana}`,
      kalanidhi: `${J} द्वितीय किंवा पंचम स्थानात, ${G('Mercury')} आणि ${G('Venus')} दोघांच्या युतीत किंवा दृष्टीत`,
      budha: `${J} लग्नात, ${C} केंद्रात, ${R} चंद्रापासून द्वितीयात, आणि ${G('Sun')} व ${M} राहूपासून तृतीयात`,
      kusuma: `स्थिर राशीचे लग्न, ${G('Venus')} केंद्रात, ${C} त्रिकोणात (पंचम किंवा नवम) एखाद्या शुभ ग्रहासोबत किंवा त्याच्या दृष्टीत, आणि ${G('Saturn')} दशमात`,
      'sada-sanchara': 'लग्नेश चर राशीत',
      ayatnadhanalabha: 'लग्नेश आणि धनेश (द्वितीयेश) यांच्यात राशी परिवर्तन',
      bahudravyarjana: 'लग्नेश द्वितीय स्थानात, द्वितीयेश एकादशात आणि एकादशेश लग्नात',
      ravi: `${G('Sun')} दशम स्थानात, आणि दशमेश तृतीय स्थानात शनीसोबत`,
      jaya: 'षष्ठेश नीच आणि दशमेश उच्च',
      rajalakshana: `${J}, ${G('Venus')}, ${G('Mercury')} आणि ${C} सर्व केंद्रांत (लग्नासह)`,
      go: `${J} ${S(8)} राशीत (आपल्या मूलत्रिकोणात) द्वितीयेशासोबत, आणि लग्नेश उच्च`,
      gaja: 'एकादशापासून नवम स्थानाचा स्वामी (सप्तमेश) एकादश स्थानात चंद्रासोबत, आणि त्यावर एकादशेशाची दृष्टी',
      amsavatara: `चर राशीचे लग्न, ${J} आणि ${G('Venus')} केंद्रांत, आणि ${G('Saturn')} केंद्रात उच्च`,
      devendra: 'स्थिर राशीचे लग्न, प्रथम आणि एकादश स्थानांच्या स्वामींमध्ये राशी परिवर्तन, आणि द्वितीय व दशम स्थानांच्या स्वामींमध्ये राशी परिवर्तन',
      rajju: 'सातही ग्रह चर राशींत',
      musala: 'सातही ग्रह स्थिर राशींत',
      nala: 'सातही ग्रह द्विस्वभाव राशींत',
      maala: `नैसर्गिक शुभ ग्रह (${G('Mercury')}, ${J}, ${G('Venus')}) तीन केंद्रांत`,
      sarpa: `नैसर्गिक पाप ग्रह (${G('Sun')}, ${M}, ${G('Saturn')}) तीन केंद्रांत`,
      gada: 'सातही ग्रह लागोपाठच्या दोन केंद्रांत',
      sakata: 'सातही ग्रह प्रथम आणि सप्तम स्थानांत',
      vihaga: 'सातही ग्रह चतुर्थ आणि दशम स्थानांत',
      sringataka: 'सातही ग्रह प्रथम, पंचम आणि नवम स्थानांत',
      hala: `सातही ग्रह लग्नाच्या त्रिकोणाखेरीज दुसऱ्या एका त्रिकोणात (${nums([2, 6, 10])}; ${nums([3, 7, 11])} किंवा ${nums([4, 8, 12])})`,
      vajra: 'प्रथम आणि सप्तम स्थानांत केवळ नैसर्गिक शुभ ग्रह, चतुर्थ आणि दशमात केवळ नैसर्गिक पाप ग्रह, चारही स्थानांत ग्रह',
      yava: 'प्रथम आणि सप्तम स्थानांत केवळ नैसर्गिक पाप ग्रह, चतुर्थ आणि दशमात केवळ नैसर्गिक शुभ ग्रह, चारही स्थानांत ग्रह',
      kamala: 'सातही ग्रह चारही केंद्रांत',
      vaapi: `सातही ग्रह पणफर स्थानांत (${nums([2, 5, 8, 11])}), किंवा सर्व आपोक्लिम स्थानांत (${nums([3, 6, 9, 12])})`,
      'ardha-chandra': 'एखाद्या पणफर किंवा आपोक्लिम स्थानापासून सुरू होऊन लागोपाठच्या सात स्थानांत ग्रह',
      ...countedConditions(inHouses, inSigns),
      gola: 'सातही ग्रह एकाच राशीत',
      manglik: `${M} लग्नापासून प्रथम, द्वितीय, चतुर्थ, सप्तम, अष्टम किंवा द्वादश स्थानात, आणि कोणताही सामान्य परिहार लागू नाही`,
      'manglik-cancelled': `${M} मंगळ दोषाच्या स्थानात, पण एखादा शास्त्रीय परिहार लागू (स्वराशी किंवा उच्च राशी, ${S(4)} किंवा ${S(10)}, त्या स्थानासाठी सूट असलेली राशी, गुरूची किंवा चंद्राची साथ, ${S(3)} किंवा ${S(4)} लग्न, लग्नात ${J} किंवा ${G('Venus')}, वक्री किंवा अस्त ${M})`,
      'kala-sarpa': `सातही ग्रह ${R}-${K} अक्षाच्या एकाच बाजूला`,
      'guru-chandala': `${J} ${R} किंवा ${K} यांच्यासोबत एकाच राशीत`,
      grahana: `${G('Sun')} किंवा ${C} ${R} किंवा ${K} यांच्यासोबत एकाच राशीत (ग्रहणासारखा योग)`,
      angaraka: `${M} आणि ${R} एकाच राशीत`,
      vish: `${G('Saturn')} आणि ${C} एकाच राशीत`,
      shakata: `${C} गुरूपासून षष्ठ, अष्टम किंवा द्वादश स्थानात; लग्नापासून केंद्रात ${C} असल्यास भंग`,
      'papa-kartari': 'लग्नापासून द्वितीय आणि द्वादश या दोन्ही स्थानांत नैसर्गिक पाप ग्रह',
      daridra: `एकादशेश ${dusthana}`,
    },
  };
}
