/** The calendar's sentences (calendar-words-registry.ts) in Bengali. */
import type { CalendarWordsBook } from './calendar-words-registry';

export const CALENDAR_WORDS_BN: CalendarWordsBook = {
  muhurtaExclusions: {
    'jupiter-combust': 'গুরু অস্ত (সূর্যের 11°-এর মধ্যে বৃহস্পতি)',
    'venus-combust': 'শুক্র অস্ত (সূর্যের 10°-এর মধ্যে, বক্রী হলে 8°)',
    kharmas: 'সূর্য ধনু বা মীন রাশিতে (খরমাস, মলমাস)',
    'adhika-masa': 'অধিক (মল) চান্দ্র মাস',
    chaturmas: 'চাতুর্মাস্য: শয়নী একাদশী থেকে উত্থান একাদশী পর্যন্ত (যেখানে প্রথা মানা হয়)',
  },
  sunriseConventions: {
    'upper-limb-refraction': 'সূর্যবিম্বের উপরের প্রান্ত দিগন্তে, সাধারণ প্রতিসরণ (34′) ধরে, দৃক পঞ্জিকার মতো পঞ্জিকা যেমন ছাপে',
    'disc-centre-no-refraction': 'সূর্যবিম্বের কেন্দ্র প্রকৃত দিগন্তে, প্রতিসরণ ছাড়া (শাস্ত্রীয় হিন্দু সূর্যোদয়)',
  },
  muhurtaEvents: {
    marriage: 'বিবাহ',
    'griha-pravesh': 'গৃহপ্রবেশ',
    vehicle: 'যানবাহন কেনা',
    property: 'সম্পত্তি কেনা',
    naming: 'নামকরণ',
    mundan: 'মুণ্ডন',
    business: 'ব্যবসা শুরু',
    travel: 'যাত্রা',
  },
  traditions: {
    vaishnava: 'বৈষ্ণব (ইসকন)',
    'other-day': 'যে অন্য দিনে তিথি দিনের একই অংশ ছুঁয়েছিল',
    'whole-pradosh': 'যে পঞ্জিকাগুলি সম্পূর্ণ প্রদোষ অমাবস্যায় থাকা দিনটি নেয়',
    'pradosh-in-bhadra': 'যে পঞ্জিকাগুলি ভদ্রা থাকলেও প্রদোষে পূর্ণিমা রাখে',
    'civil-date': 'যে ক্যালেন্ডারগুলি সংক্রান্তির দেওয়ানি তারিখ দেখায়',
  },
};
