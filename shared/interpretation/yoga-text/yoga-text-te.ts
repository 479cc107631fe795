/** The yoga section in Telugu (తెలుగు), in the words of the Telugu reader and vocabulary book (భావం, అధిపతి, దృష్టి, పరిహారం). */
import type { Cancellation } from '../../chart/yoga-evidence';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiName } from '../../vocabulary/rasi';
import { dignityName, termName } from '../../vocabulary/terms';
import { MANGLIK_HOUSES } from '../../predictions/doshas';
import { houseOrdinalIn, joinWith, numberIn } from '../regional-numbers';
import { countedConditions, type YogaText } from './yoga-text';

const G = (g: Graha) => grahaName(g, 'te');
const S = (rasiIndex: number) => rasiName(rasiIndex, 'te');
const num = numberIn('te');
const nums = (ns: readonly number[]) => ns.map(num).join(', ');
const list = joinWith('మరియు', 'ఏదీ లేదు');
const ord = houseOrdinalIn('te');
/** The yoga section's Telugu, built when first asked for (its names come from the vocabulary book, registered by then). */
export function yogaTextTe(): YogaText {
  const M = G('Mars');
  const J = G('Jupiter');
  const C = G('Moon');
  const R = G('Rahu');
  const K = G('Ketu');
  /** "from the sign X is in": keeps an inserted name in its nominative. */
  const fromSignOf = (g: Graha) => `${G(g)} ఉన్న రాశి నుండి`;
  const side = (s: 'rahu-to-ketu' | 'ketu-to-rahu') => (s === 'rahu-to-ketu' ? `${R} నుండి ${K} వరకు` : `${K} నుండి ${R} వరకు`);

  const mahapurusha = (g: Graha) => `${G(g)} స్వక్షేత్రంలో లేదా ఉచ్ఛ రాశిలో, లగ్నం నుండి కేంద్రంలో`;
  const inHouses = (houses: readonly number[], each = false) => `ఏడు గ్రహాలూ ${nums(houses)} భావాల్లో${each ? ', ప్రతి భావంలో కనీసం ఒక గ్రహం' : ''}`;
  const inSigns = (n: number) => `ఏడు గ్రహాలూ సరిగ్గా ${num(n)} రాశుల్లో`;
  const dusthana = 'షష్ఠ, అష్టమ లేదా ద్వాదశ భావంలో';

  function cancellation(c: Cancellation): string {
    switch (c.code) {
      case 'mars-own-or-exalted':
        return `${M} స్వక్షేత్రంలో లేదా ఉచ్ఛ రాశిలో ఉన్నారు`;
      case 'mars-leo-aquarius':
        return `${M} ${S(4)} లేదా ${S(10)} రాశిలో ఉన్నారు`;
      case 'mars-exempt-sign':
        return `${ord(c.house)} భావంలోని ${M} ఈ దోషం నుండి మినహాయింపు ఇచ్చే రాశిలో ఉన్నారు`;
      case 'jupiter-with-mars':
        return `${J} కుజునితో కలిసి ఉన్నారు లేదా కుజునిపై దృష్టి వేస్తున్నారు`;
      case 'moon-with-mars':
        return `${C} కుజునితో కలిసి ఉన్నారు`;
      case 'cancer-leo-lagna':
        return `${S(3)}, ${S(4)} లగ్నాలకు ${M} యోగకారకుడు`;
      case 'benefic-in-lagna':
        return `${J} లేదా ${G('Venus')} లగ్నంలో ఉన్నారు`;
      case 'mars-retrograde':
        return `${M} ${termName('retrograde', 'te')}లో ఉన్నారు`;
      case 'mars-combust':
        return `${M} ${termName('combust', 'te')} చెందారు`;
      case 'dispositor-in-kendra':
        return `${G(c.graha)} ఉన్న రాశికి అధిపతి ${G(c.by)} లగ్నం నుండి లేదా చంద్రుని నుండి కేంద్రంలో ఉన్నారు`;
      case 'exaltation-lord-in-kendra':
        return `${G(c.graha)} ఉచ్ఛ పొందే రాశికి అధిపతి ${G(c.by)} లగ్నం నుండి లేదా చంద్రుని నుండి కేంద్రంలో ఉన్నారు`;
      case 'exalted-graha-in-kendra':
        return `${G(c.graha)} ఉన్న రాశిలో ఉచ్ఛ పొందే ${G(c.by)} లగ్నం నుండి లేదా చంద్రుని నుండి కేంద్రంలో ఉన్నారు`;
      case 'dispositor-aspects':
        return `రాశ్యధిపతి ${G(c.by)} దృష్టి ఉంది (దృష్టి పొందిన గ్రహం: ${G(c.graha)})`;
      case 'exalted-navamsa':
        return `${G(c.graha)} నవాంశలో ఉచ్ఛ`;
    }
  }

  return {
    locale: 'te',
    familyTitles: {
      'pancha-mahapurusha': 'పంచ మహాపురుష యోగాలు',
      raja: 'రాజయోగాలు (అధికారం, హోదా)',
      dhana: 'ధనయోగాలు',
      chandra: 'చంద్ర యోగాలు',
      surya: 'సూర్య యోగాలు',
      nabhasa: 'నాభస యోగాలు (ఏడు గ్రహాల అమరిక)',
      parivartana: 'పరివర్తన యోగాలు (రాశి మార్పిడి)',
      other: 'ఇతర యోగాలు',
      dosha: 'దోషాలు, కఠిన యోగాలు',
    },
    natures: { good: 'శుభం', mixed: 'మిశ్రమం', challenging: 'సవాలు' },
    works: {
      BPHS: 'బృహత్ పరాశర హోరా శాస్త్రం',
      Phaladeepika: 'ఫలదీపిక (మంత్రేశ్వరుడు)',
      Raman300: 'బి. వి. రామన్, త్రీ హండ్రెడ్ ఇంపార్టెంట్ కాంబినేషన్స్',
      VAIA: 'పి. వి. ఆర్. నరసింహారావు, వేదిక్ ఆస్ట్రాలజీ: యాన్ ఇంటిగ్రేటెడ్ అప్రోచ్',
    },
    chapter: (n) => `, అధ్యాయం ${num(n)}`,
    noCitation: 'ఏ ఒక్క శాస్త్ర గ్రంథంలోనూ లేదు; ప్రచలిత ఆధునిక అభిప్రాయం',
    standing: (s, from) => {
      const lord = s.lordOf.length ? ` (${list(s.lordOf.map(ord))} ${s.lordOf.length > 1 ? 'భావాలకు' : 'భావానికి'} అధిపతి)` : '';
      const dignity = s.dignity ? `, ${dignityName(s.dignity, 'te')}` : '';
      const ref = from && s.houseFromRef ? `, ${fromSignOf(from)} ${ord(s.houseFromRef)} భావంలో` : '';
      return `${G(s.graha)}${lord} ${ord(s.house)} భావంలో (${S(s.rasiIndex)}${dignity})${ref}`;
    },
    link: (k) =>
      `${G(k.a)}, ${G(k.b)} ${k.how === 'conjunct' ? 'ఒకే రాశిలో ఉన్నారు' : k.how === 'exchange' ? 'ఒకరి రాశిలో మరొకరు ఉన్నారు (రాశి పరివర్తన)' : 'ఒకరిపై ఒకరు దృష్టి వేస్తున్నారు'}`,
    pattern: (groups, signs) =>
      `ఏడు గ్రహాలు ${num(signs)} రాశుల్లో ఉన్నాయి: ${groups.map((g) => `${list(g.grahas.map(G))} ${ord(g.house)} భావంలో`).join('; ')}`,
    hemmed: (s, rahuHouse, ketuHouse) => `ఏడు గ్రహాలూ ${side(s)} వైపు ఒకే పక్కన ఉన్నాయి (${R} ${ord(rahuHouse)} భావంలో, ${K} ${ord(ketuHouse)} భావంలో)`,
    cancellation,
    manglik: (m, fromMoon) => {
      const where = `${M} ${fromMoon ? 'చంద్రుని నుండి ' : ''}${ord(m.marsHouse)} భావంలో (${S(m.marsRasiIndex)}) ఉన్నారు`;
      const houses = `${MANGLIK_HOUSES.slice(0, -1).map(ord).join(', ')} లేదా ${ord(MANGLIK_HOUSES.at(-1)!)}`;
      const dosha = termName('manglik', 'te');
      if (!m.present) return `${dosha} లేదు: ${where}; ఇది ${houses} భావాల్లో ఏదీ కాదు.`;
      if (m.cancelled) return `${dosha} ఉంది, కానీ పరిహారం జరిగింది: ${where}; ఇది కుజ దోష భావమే, కానీ ${m.cancellations.map(cancellation).join('; ')}.`;
      return `${dosha} ఉంది: ${where}; ఇది కుజ దోష భావం, ఏ శాస్త్రీయ పరిహారమూ వర్తించదు.`;
    },
    kalaSarpa: (k, ketuHouse, fromMoon) => {
      const axis = `${fromMoon ? 'చంద్రుని నుండి లెక్కిస్తే ' : ''}${R} ${ord(k.rahuHouse)} భావంలో, ${K} ${ord(ketuHouse)} భావంలో ఉన్నారు`;
      if (k.present) return `కాలసర్ప దోషం ఉంది: ${axis}; ఏడు గ్రహాలూ ${side(k.side ?? 'rahu-to-ketu')} వైపు ఒకే పక్కన ఉన్నాయి.`;
      return `కాలసర్ప దోషం లేదు: ${axis}; ${list(k.rahuToKetu.map(G))} ${side('rahu-to-ketu')} వైపు, ${list(k.ketuToRahu.map(G))} మరో వైపు ఉన్నారు, కాబట్టి గ్రహాలు ఒకే పక్కన బంధించబడలేదు.`;
    },
    stop: '.',
    conditions: {
      ruchaka: mahapurusha('Mars'),
      bhadra: mahapurusha('Mercury'),
      hamsa: mahapurusha('Jupiter'),
      malavya: mahapurusha('Venus'),
      sasa: mahapurusha('Saturn'),
      gajakesari: `${J} చంద్రుని నుండి కేంద్రంలో, నీచలో గానీ అస్తంగతుడై గానీ శత్రు క్షేత్రంలో గానీ కాకుండా`,
      budhaditya: `${G('Sun')}, ${G('Mercury')} ఒకే రాశిలో (చాలా మంది ఆచార్యుల ప్రకారం ${G('Mercury')} అస్తంగతుడు కాకూడదు)`,
      'chandra-mangala': `${C}, ${M} కలయిక, లేదా ఇద్దరూ ఒకరికొకరు సప్తమంలో`,
      sunapha: 'చంద్రుని నుండి ద్వితీయ భావంలో సూర్యుడు కాక మరో గ్రహం (రాహు-కేతువులు కాక), ద్వాదశంలో ఏదీ లేదు',
      anapha: 'చంద్రుని నుండి ద్వాదశ భావంలో సూర్యుడు కాక మరో గ్రహం (రాహు-కేతువులు కాక), ద్వితీయంలో ఏదీ లేదు',
      durudhara: 'చంద్రునికి ఇరువైపులా (ద్వితీయ, ద్వాదశ భావాల్లో) సూర్యుడు కాక గ్రహాలు (రాహు-కేతువులు కాక)',
      kemadruma:
        'చంద్రుని నుండి ద్వితీయ లేదా ద్వాదశ భావంలో ఏ గ్రహమూ లేదు (సూర్యుడు, రాహు-కేతువులు కాక); లగ్నం నుండి కేంద్రంలో ఏదైనా గ్రహం (సూర్యుని నుండి శని వరకు, చంద్రుడు కాక) ఉంటే భంగం',
      adhi: `సహజ శుభగ్రహాలు ${G('Mercury')}, ${J}, ${G('Venus')} చంద్రుని నుండి షష్ఠ, సప్తమ లేదా అష్టమ భావాల్లో (వీటిలో ఉన్నవన్నీ అక్కడే)`,
      amala: 'లగ్నం లేదా చంద్రుని నుండి దశమ భావంలో సహజ శుభగ్రహాలు మాత్రమే',
      vesi: 'సూర్యుని నుండి ద్వితీయ భావంలో చంద్రుడు కాక మరో గ్రహం (రాహు-కేతువులు కాక)',
      vosi: 'సూర్యుని నుండి ద్వాదశ భావంలో చంద్రుడు కాక మరో గ్రహం (రాహు-కేతువులు కాక)',
      ubhayachari: 'సూర్యునికి ఇరువైపులా గ్రహాలు (చంద్రుడు, రాహు-కేతువులు కాక)',
      saraswati: `${J}, ${G('Venus')}, ${G('Mercury')} కేంద్ర, త్రికోణ లేదా ద్వితీయ భావాల్లో, ${J} స్వక్షేత్రం, ఉచ్ఛ లేదా మిత్ర క్షేత్రంలో`,
      'guru-mangala': `${J}, ${M} కలయిక, లేదా ఇద్దరూ ఒకరికొకరు సప్తమంలో`,
      'shubha-kartari': 'లగ్నం నుండి ద్వితీయ, ద్వాదశ రెండు భావాల్లోనూ సహజ శుభగ్రహాలు',
      subha: 'లగ్నంలో ఏదైనా సహజ శుభగ్రహం, లేదా ద్వితీయ, ద్వాదశ రెండింటిలోనూ శుభగ్రహాలు',
      asubha: 'లగ్నంలో ఏదైనా సహజ పాపగ్రహం, లేదా ద్వితీయ, ద్వాదశ రెండింటిలోనూ పాపగ్రహాలు',
      chatussagara: 'నాలుగు కేంద్రాల్లోనూ గ్రహాలు',
      vasumati: `సహజ శుభగ్రహాలు (${G('Mercury')}, ${J}, ${G('Venus')}) అన్నీ చంద్రుని నుండి ఉపచయ భావాల్లో (${nums([3, 6, 10, 11])})`,
      lagnadhi: `${G('Mercury')}, ${J}, ${G('Venus')} లగ్నం నుండి షష్ఠ, సప్తమ లేదా అష్టమ భావాల్లో`,
      'raja-yoga': 'ఏదైనా కేంద్రాధిపతికి ఏదైనా త్రికోణాధిపతితో సంబంధం',
      yogakaraka: 'ఒకే గ్రహం ఒక కేంద్రానికి (లగ్నం కాక) మరియు ఒక త్రికోణానికి అధిపతి',
      'dharma-karmadhipati': 'నవమ, దశమ భావాధిపతుల మధ్య సంబంధం',
      'dhana-yoga': 'ద్వితీయ లేదా ఏకాదశ భావాధిపతికి ప్రథమ, పంచమ లేదా నవమ భావాధిపతితో (లేదా వారిలో వారికి) సంబంధం',
      lakshmi: 'నవమాధిపతి స్వక్షేత్రంలో లేదా ఉచ్ఛలో, కేంద్రంలో లేదా త్రికోణంలో, లగ్నాధిపతి బలవంతుడు (స్వక్షేత్రం, ఉచ్ఛ లేదా మూలత్రికోణంలో, లేదా కేంద్ర-త్రికోణంలో)',
      kahala: 'చతుర్థాధిపతి, నవమాధిపతి ఒకరికొకరు కేంద్రంలో, లగ్నాధిపతి బలవంతుడు',
      parvata: 'కేంద్రాల్లో శుభగ్రహాలు, షష్ఠ, అష్టమ భావాలు ఖాళీగా లేదా వాటిలో శుభగ్రహాలు మాత్రమే',
      chamara: 'లగ్నాధిపతి కేంద్రంలో ఉచ్ఛలో ఉండి గురువు దృష్టి పొందడం, లేదా లగ్నం, సప్తమ, నవమ లేదా దశమ భావంలో రెండు శుభగ్రహాలు',
      sankha: 'పంచమాధిపతి, షష్ఠాధిపతి ఒకరికొకరు కేంద్రంలో, లగ్నాధిపతి బలవంతుడు',
      bheri: `${G('Venus')}, ${J}, లగ్నాధిపతి కేంద్రాల్లో, నవమాధిపతి బలవంతుడు`,
      sreenatha: 'సప్తమాధిపతి దశమ భావంలో ఉచ్ఛలో, దశమాధిపతి నవమాధిపతితో కలిసి',
      harsha: `షష్ఠాధిపతి ${dusthana} (దుస్థానాధిపతి దుస్థానంలో)`,
      sarala: `అష్టమాధిపతి ${dusthana} (దుస్థానాధిపతి దుస్థానంలో)`,
      vimala: `ద్వాదశాధిపతి ${dusthana} (దుస్థానాధిపతి దుస్థానంలో)`,
      'neecha-bhanga':
        'నీచలో ఉన్న గ్రహం, దాని నీచత్వం భంగమయ్యేలా (రాశ్యధిపతి, ఉచ్ఛ రాశ్యధిపతి లేదా ఆ రాశిలో ఉచ్ఛ పొందే గ్రహం లగ్నం లేదా చంద్రుని నుండి కేంద్రంలో; రాశ్యధిపతి దృష్టి; నవాంశలో ఉచ్ఛ)',
      'maha-parivartana': 'ప్రథమ, ద్వితీయ, చతుర్థ, పంచమ, సప్తమ, నవమ, దశమ, ఏకాదశ భావాధిపతుల మధ్య రాశి పరివర్తన',
      'khala-parivartana': 'తృతీయాధిపతితో కూడిన రాశి పరివర్తన',
      'dainya-parivartana': 'షష్ఠ, అష్టమ లేదా ద్వాదశాధిపతితో కూడిన రాశి పరివర్తన',
      trilochana: `${G('Sun')}, ${C}, ${M} ఒకరికొకరు త్రికోణంలో`,
      kulavardhana: 'ప్రతి గ్రహమూ (సూర్యుని నుండి శని వరకు) లగ్నం, చంద్రుడు లేదా సూర్యుని నుండి పంచమ భావంలో',
      'sareera-soukhya': `లగ్నాధిపతి, ${J} లేదా ${G('Venus')} కేంద్రంలో`,
      duryoga: `దశమాధిపతి ${dusthana}`,
      kalanidhi: `${J} ద్వితీయ లేదా పంచమ భావంలో, ${G('Mercury')}, ${G('Venus')} ఇద్దరితో కలిసి లేదా వారి దృష్టిలో`,
      budha: `${J} లగ్నంలో, ${C} కేంద్రంలో, ${R} చంద్రుని నుండి ద్వితీయంలో, ${G('Sun')}, ${M} రాహువు నుండి తృతీయంలో`,
      kusuma: `స్థిర రాశి లగ్నం, ${G('Venus')} కేంద్రంలో, ${C} త్రికోణంలో (పంచమ లేదా నవమ) ఏదైనా శుభగ్రహంతో లేదా దాని దృష్టిలో, ${G('Saturn')} దశమంలో`,
      'sada-sanchara': 'లగ్నాధిపతి చర రాశిలో',
      ayatnadhanalabha: 'లగ్నాధిపతి, ద్వితీయాధిపతి మధ్య రాశి పరివర్తన',
      bahudravyarjana: 'లగ్నాధిపతి ద్వితీయ భావంలో, ద్వితీయాధిపతి ఏకాదశంలో, ఏకాదశాధిపతి లగ్నంలో',
      ravi: `${G('Sun')} దశమ భావంలో, దశమాధిపతి తృతీయ భావంలో శనితో కలిసి`,
      jaya: 'షష్ఠాధిపతి నీచలో, దశమాధిపతి ఉచ్ఛలో',
      rajalakshana: `${J}, ${G('Venus')}, ${G('Mercury')}, ${C} అందరూ కేంద్రాల్లో (లగ్నంతో సహా)`,
      go: `${J} ${S(8)} రాశిలో (తన మూలత్రికోణం) ద్వితీయాధిపతితో కలిసి, లగ్నాధిపతి ఉచ్ఛలో`,
      gaja: 'ఏకాదశం నుండి నవమ భావాధిపతి (సప్తమాధిపతి) ఏకాదశ భావంలో చంద్రునితో కలిసి, దానిపై ఏకాదశాధిపతి దృష్టి',
      amsavatara: `చర రాశి లగ్నం, ${J}, ${G('Venus')} కేంద్రాల్లో, ${G('Saturn')} కేంద్రంలో ఉచ్ఛలో`,
      devendra: 'స్థిర రాశి లగ్నం, ప్రథమ-ఏకాదశ భావాధిపతుల మధ్య రాశి పరివర్తన, ద్వితీయ-దశమ భావాధిపతుల మధ్య రాశి పరివర్తన',
      rajju: 'ఏడు గ్రహాలూ చర రాశుల్లో',
      musala: 'ఏడు గ్రహాలూ స్థిర రాశుల్లో',
      nala: 'ఏడు గ్రహాలూ ద్విస్వభావ రాశుల్లో',
      maala: `సహజ శుభగ్రహాలు (${G('Mercury')}, ${J}, ${G('Venus')}) మూడు కేంద్రాల్లో`,
      sarpa: `సహజ పాపగ్రహాలు (${G('Sun')}, ${M}, ${G('Saturn')}) మూడు కేంద్రాల్లో`,
      gada: 'ఏడు గ్రహాలూ వరుసగా ఉన్న రెండు కేంద్రాల్లో',
      sakata: 'ఏడు గ్రహాలూ ప్రథమ, సప్తమ భావాల్లో',
      vihaga: 'ఏడు గ్రహాలూ చతుర్థ, దశమ భావాల్లో',
      sringataka: 'ఏడు గ్రహాలూ ప్రథమ, పంచమ, నవమ భావాల్లో',
      hala: `ఏడు గ్రహాలూ లగ్న త్రికోణం కాక మరో త్రికోణంలో (${nums([2, 6, 10])}; ${nums([3, 7, 11])} లేదా ${nums([4, 8, 12])})`,
      vajra: 'ప్రథమ, సప్తమ భావాల్లో సహజ శుభగ్రహాలు మాత్రమే, చతుర్థ, దశమాల్లో సహజ పాపగ్రహాలు మాత్రమే, నాలుగు భావాల్లోనూ గ్రహాలు',
      yava: 'ప్రథమ, సప్తమ భావాల్లో సహజ పాపగ్రహాలు మాత్రమే, చతుర్థ, దశమాల్లో సహజ శుభగ్రహాలు మాత్రమే, నాలుగు భావాల్లోనూ గ్రహాలు',
      kamala: 'ఏడు గ్రహాలూ నాలుగు కేంద్రాల్లో',
      vaapi: `ఏడు గ్రహాలూ పణపర భావాల్లో (${nums([2, 5, 8, 11])}), లేదా అన్నీ ఆపోక్లిమ భావాల్లో (${nums([3, 6, 9, 12])})`,
      'ardha-chandra': 'ఏదైనా పణపర లేదా ఆపోక్లిమ భావం నుండి మొదలై వరుసగా ఏడు భావాల్లో గ్రహాలు',
      ...countedConditions(inHouses, inSigns),
      gola: 'ఏడు గ్రహాలూ ఒకే రాశిలో',
      manglik: `${M} లగ్నం నుండి ప్రథమ, ద్వితీయ, చతుర్థ, సప్తమ, అష్టమ లేదా ద్వాదశ భావంలో, సాధారణ పరిహారం ఏదీ వర్తించదు`,
      'manglik-cancelled': `${M} కుజ దోష భావంలో, కానీ ఏదో ఒక శాస్త్రీయ పరిహారం వర్తిస్తుంది (స్వక్షేత్రం లేదా ఉచ్ఛ రాశి, ${S(4)} లేదా ${S(10)}, ఆ భావానికి మినహాయింపు ఉన్న రాశి, గురువు లేదా చంద్రుని కలయిక, ${S(3)} లేదా ${S(4)} లగ్నం, లగ్నంలో ${J} లేదా ${G('Venus')}, వక్రంలో లేదా అస్తంగతుడైన ${M})`,
      'kala-sarpa': `ఏడు గ్రహాలూ ${R}-${K} అక్షానికి ఒకే వైపు`,
      'guru-chandala': `${J} ${R} లేదా ${K}తో ఒకే రాశిలో`,
      grahana: `${G('Sun')} లేదా ${C} ${R} లేదా ${K}తో ఒకే రాశిలో (గ్రహణం లాంటి యోగం)`,
      angaraka: `${M}, ${R} ఒకే రాశిలో`,
      vish: `${G('Saturn')}, ${C} ఒకే రాశిలో`,
      shakata: `${C} గురువు నుండి షష్ఠ, అష్టమ లేదా ద్వాదశ భావంలో; లగ్నం నుండి కేంద్రంలో ${C} ఉంటే భంగం`,
      'papa-kartari': 'లగ్నం నుండి ద్వితీయ, ద్వాదశ రెండు భావాల్లోనూ సహజ పాపగ్రహాలు',
      daridra: `ఏకాదశాధిపతి ${dusthana}`,
    },
  };
}
