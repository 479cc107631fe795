/** The claim check's words in Bengali (বাংলা): the shape is claim-text.ts. */
import { grahaName } from '../../vocabulary/graha';
import { termName } from '../../vocabulary/terms';
import type { ClaimText } from './claim-text';

const fromMoon = (yes: boolean) => (yes ? `${grahaName('Moon', 'bn')} থেকে ` : '');

/** The claim check in Bengali. */
export const CLAIM_TEXT_BN: ClaimText = {
  locale: 'bn',
  dignityClaims: {
    exalted: 'উচ্চস্থ',
    debilitated: 'নীচস্থ',
    own: 'স্বক্ষেত্রে',
    moolatrikona: 'মূলত্রিকোণে',
    friend: 'মিত্র রাশিতে',
    enemy: 'শত্রু রাশিতে',
    neutral: 'সম রাশিতে',
  },
  inSign: (who, rasi) => `${who} ${rasi} রাশিতে`,
  inNakshatra: (who, nakshatra) => `${who} ${nakshatra} নক্ষত্রে`,
  inHouse: (who, house, moon) => `${who} ${fromMoon(moon)}${house} ভাবে`,
  dignity: (who, claim) => `${who} ${claim}`,
  retrograde: (who, retrograde) => `${who} ${retrograde ? termName('retrograde', 'bn') : 'মার্গী'}`,
  ascendantIs: (rasi) => `${termName('lagna', 'bn')} ${rasi}`,
  negated: (statement) => `${statement} নয়`,
  dashaName: (md, ad) => (ad ? `${md ? `${md}-` : ''}${ad} ${termName('antardasha', 'bn')}` : `${md} ${termName('mahadasha', 'bn')}`),
  from: (date) => `${date} থেকে`,
  until: (date) => `${date} পর্যন্ত`,
  during: (date) => `${date} সময়ে`,
  runningNow: 'এখন চলছে',
  isInSign: (who, actual, stated) => `${who} ${actual} রাশিতে আছেন${stated ? `, ${stated} রাশিতে নয়` : ''}।`,
  isInNakshatra: (who, actual, stated) => `${who} ${actual} নক্ষত্রে আছেন${stated ? `, ${stated} নক্ষত্রে নয়` : ''}।`,
  isInHouse: (who, actual, stated, moon) => `${who} ${fromMoon(moon)}${actual} ভাবে আছেন${stated ? `, ${stated} ভাবে নয়` : ''}।`,
  ascendantIsNot: (actual, stated) => `${termName('lagna', 'bn')} ${actual}${stated ? `, ${stated} নয়` : ''}।`,
  dignityIs: (who, rasi, dignity, claim) => `${who} ${rasi} রাশিতে আছেন (${dignity})${claim ? `; ${claim} নন` : ''}।`,
  isRetrograde: (who, retrograde) =>
    `আপনার কোষ্ঠীতে ${who} ${retrograde ? termName('retrograde', 'bn') : `${termName('retrograde', 'bn')} নন`}।`,
  noDasha: 'আপনার কোষ্ঠীতে এমন কোনো দশা নেই।',
  dashaRunning: (name, start, end) => `এখন ${name} চলছে (${start} থেকে ${end} পর্যন্ত)।`,
  dashaRuns: (name, start, end) => `${name} ${start} থেকে ${end} পর্যন্ত।`,
  request: (list) =>
    `আপনার আগের উত্তরের এই কথাগুলি গণনা করা কোষ্ঠীর সঙ্গে মেলে না:\n${list}\nদয়া করে একই উত্তর এগুলি শুধরে আবার লিখুন; বাকি সব যেমন ছিল তেমন রাখুন এবং সংশোধনের কথা উল্লেখ করবেন না।`,
};
