import type { PackMessages } from '../pack';

export const layoutMessages: PackMessages<'layoutMessages'> = {
  skipLink: 'সরাসরি মূল বিষয়ে যান',
  mainNavLabel: 'প্রধান',
  nav: { kundali: 'কোষ্ঠী', matching: 'যোটক বিচার', chat: 'চ্যাট', panchang: 'পঞ্জিকা', rashifal: 'রাশিফল' },
  account: { signIn: 'সাইন ইন', myCharts: 'আমার কোষ্ঠী', signOut: 'সাইন আউট', accountLabel: 'অ্যাকাউন্ট' },
  languageLabel: 'ভাষা',
  footer: {
    navLabel: 'সাইটের লিংক',
    headings: { about: 'পরিচিতি', resources: 'তথ্যভান্ডার', legal: 'আইনি', connect: 'যোগাযোগ' },
    links: {
      aboutUs: 'আমাদের কথা',
      ourStory: 'আমাদের গল্প',
      team: 'আমাদের দল',
      careers: 'কাজের সুযোগ',
      howItWorks: 'কীভাবে কাজ করে',
      kundaliMatching: 'কোষ্ঠী মিলন',
      festivals: 'পার্বণের ক্যালেন্ডার',
      muhurta: 'শুভ মুহূর্ত খোঁজা',
      guides: 'নির্দেশিকা',
      blog: 'ব্লগ',
      faq: 'সাধারণ প্রশ্ন',
      termsOfService: 'পরিষেবার শর্তাবলি',
      privacyPolicy: 'গোপনীয়তা নীতি',
      contactUs: 'যোগাযোগ করুন',
      support: 'সহায়তা',
      socialMedia: 'সোশ্যাল মিডিয়া',
      pricing: 'মূল্য',
      home: 'প্রথম পাতা',
    },
    placesCredit: { before: 'জন্মস্থানের তথ্য ', middle: ' থেকে, ', after: ' লাইসেন্সের অধীনে।' },
  },
};
