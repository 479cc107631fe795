import type { PackMessages } from '../pack';

export const journeyText: PackMessages<'journeyText'> = {
  actions: {
    label: (name) => (name ? `${name}: এই কোষ্ঠী` : 'এই কোষ্ঠী'),
    ask: 'এই কোষ্ঠী সম্পর্কে জিজ্ঞাসা করুন',
    report: 'সম্পূর্ণ কোষ্ঠী রিপোর্ট',
    quickChart: 'সংক্ষিপ্ত কোষ্ঠী',
    pdf: 'PDF রিপোর্ট',
    chartOf: (name) => (name ? `${name}-এর কোষ্ঠী` : 'আপনার কোষ্ঠী'),
  },
  share: {
    button: 'শেয়ার করুন',
    copied: 'লিংক কপি হয়েছে:',
    copyThis: 'এই লিংকটি কপি করুন:',
    chartTitle: (name) => (name ? `${name}-এর কোষ্ঠী` : 'কোষ্ঠী'),
    matchTitle: 'কোষ্ঠী মিলন',
    dayTitle: 'পঞ্জিকা',
  },
  recent: {
    label: 'সাম্প্রতিক জন্মতথ্য',
    choose: 'সাম্প্রতিক কোনো জন্মতথ্য বসান…',
    forget: 'সাম্প্রতিক জন্মতথ্য মুছে ফেলুন',
    noTime: 'সময় অজানা',
  },
  match: {
    reportOf: (name) => `কোষ্ঠী রিপোর্ট: ${name}`,
  },
};
