/** The calendar's sentences (calendar-words-registry.ts) in Telugu. */
import type { CalendarWordsBook } from './calendar-words-registry';

export const CALENDAR_WORDS_TE: CalendarWordsBook = {
  muhurtaExclusions: {
    'jupiter-combust': 'గురు మౌఢ్యం (సూర్యునికి 11° లోపల గురువు)',
    'venus-combust': 'శుక్ర మౌఢ్యం (సూర్యునికి 10° లోపల, వక్రంలో 8°)',
    kharmas: 'సూర్యుడు ధనుస్సు లేదా మీన రాశిలో (ఖర మాసం)',
    'adhika-masa': 'అధిక మాసం',
    chaturmas: 'చాతుర్మాస్యం: తొలి ఏకాదశి నుండి ఉత్థాన ఏకాదశి వరకు (ఆచారం పాటించే చోట)',
  },
  sunriseConventions: {
    'upper-limb-refraction': 'సూర్య బింబపు పై అంచు క్షితిజంపై, ప్రామాణిక వక్రీభవనం (34′) తో, దృక్ పంచాంగం వంటి పంచాంగాలు ముద్రించే విధంగా',
    'disc-centre-no-refraction': 'సూర్య బింబ కేంద్రం నిజ క్షితిజంపై, వక్రీభవనం లేకుండా (సంప్రదాయ హిందూ సూర్యోదయం)',
  },
  muhurtaEvents: {
    marriage: 'వివాహం',
    'griha-pravesh': 'గృహప్రవేశం',
    vehicle: 'వాహనం కొనుగోలు',
    property: 'ఆస్తి కొనుగోలు',
    naming: 'నామకరణం',
    mundan: 'పుట్టు వెంట్రుకలు',
    business: 'వ్యాపార ప్రారంభం',
    travel: 'ప్రయాణం',
  },
  traditions: {
    vaishnava: 'వైష్ణవ (ఇస్కాన్)',
    'other-day': 'తిథి రోజులోని అదే భాగాన్ని తాకిన మరో రోజు',
    'whole-pradosh': 'ప్రదోషం మొత్తం అమావాస్యలో ఉన్న రోజును తీసుకునే పంచాంగాలు',
    'pradosh-in-bhadra': 'భద్ర ఉన్నా ప్రదోషంలో పూర్ణిమను పాటించే పంచాంగాలు',
    'civil-date': 'సంక్రాంతి పౌర తేదీని చూపే క్యాలెండర్లు',
  },
};
