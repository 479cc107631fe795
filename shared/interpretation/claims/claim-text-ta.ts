/** The claim check's words in Tamil (தமிழ்): the shape is claim-text.ts. */
import { termName } from '../../vocabulary/terms';
import type { ClaimText } from './claim-text';

const fromMoon = (yes: boolean) => (yes ? 'சந்திரனிலிருந்து ' : '');

/** The claim check in Tamil. */
export const CLAIM_TEXT_TA: ClaimText = {
  locale: 'ta',
  dignityClaims: {
    exalted: 'உச்சத்தில்',
    debilitated: 'நீசத்தில்',
    own: 'ஆட்சியில்',
    moolatrikona: 'மூலத்திரிகோணத்தில்',
    friend: 'நட்பு வீட்டில்',
    enemy: 'பகை வீட்டில்',
    neutral: 'சம வீட்டில்',
  },
  inSign: (who, rasi) => `${who} ${rasi} ராசியில்`,
  inNakshatra: (who, nakshatra) => `${who} ${nakshatra} நட்சத்திரத்தில்`,
  inHouse: (who, house, moon) => `${who} ${fromMoon(moon)}${house} வீட்டில்`,
  dignity: (who, claim) => `${who} ${claim}`,
  retrograde: (who, retrograde) => `${who} ${retrograde ? 'வக்கிரத்தில்' : 'நேர் கதியில்'}`,
  ascendantIs: (rasi) => `${termName('lagna', 'ta')} ${rasi}`,
  negated: (statement) => `${statement} இல்லை`,
  dashaName: (md, ad) =>
    ad ? `${md ? `${md} தசையில் ` : ''}${ad} ${termName('antardasha', 'ta')}` : `${md} ${termName('mahadasha', 'ta')}`,
  from: (date) => `${date} முதல்`,
  until: (date) => `${date} வரை`,
  during: (date) => `${date} காலத்தில்`,
  runningNow: 'இப்போது நடக்கிறது',
  isInSign: (who, actual, stated) => `${who} ${actual} ராசியில் இருக்கிறார்${stated ? `, ${stated} ராசியில் இல்லை` : ''}.`,
  isInNakshatra: (who, actual, stated) => `${who} ${actual} நட்சத்திரத்தில் இருக்கிறார்${stated ? `, ${stated} நட்சத்திரத்தில் இல்லை` : ''}.`,
  isInHouse: (who, actual, stated, moon) => `${who} ${fromMoon(moon)}${actual} வீட்டில் இருக்கிறார்${stated ? `, ${stated} வீட்டில் இல்லை` : ''}.`,
  ascendantIsNot: (actual, stated) => `${termName('lagna', 'ta')} ${actual}${stated ? `, ${stated} அல்ல` : ''}.`,
  dignityIs: (who, rasi, dignity, claim) => `${who} ${rasi} ராசியில் இருக்கிறார் (${dignity})${claim ? `; ${claim} இல்லை` : ''}.`,
  isRetrograde: (who, retrograde) => `உங்கள் ஜாதகத்தில் ${who} ${retrograde ? 'வக்கிரத்தில் இருக்கிறார்' : 'வக்கிரத்தில் இல்லை'}.`,
  noDasha: 'உங்கள் ஜாதகத்தில் அப்படி ஒரு தசை இல்லை.',
  dashaRunning: (name, start, end) => `இப்போது ${name} நடக்கிறது (${start} முதல் ${end} வரை).`,
  dashaRuns: (name, start, end) => `${name} ${start} முதல் ${end} வரை.`,
  request: (list) =>
    `உங்கள் முந்தைய பதிலில் உள்ள இந்தக் கூற்றுகள் கணிக்கப்பட்ட ஜாதகத்துடன் பொருந்தவில்லை:\n${list}\nதயவுசெய்து அதே பதிலை இவற்றைத் திருத்தி மீண்டும் எழுதுங்கள்; மற்ற அனைத்தையும் அப்படியே வைத்திருங்கள், திருத்தத்தைக் குறிப்பிடாதீர்கள்.`,
};
