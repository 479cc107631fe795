import type { PackMessages } from '../../pack';

export const faqMessages: PackMessages<'faqMessages'> = {
  title: 'সাধারণ প্রশ্ন',
  description: (product) => `${product} সম্পর্কে উত্তর: এটি কী, কোষ্ঠী কতটা নির্ভুল, জন্মসময়, তথ্যের সুরক্ষা ও ভবিষ্যদ্বাণী।`,
  lead: { before: 'মানুষ আমাদের যা সবচেয়ে বেশি জিজ্ঞাসা করেন, তার ছোট উত্তর। কিছু বাদ পড়েছে? ', link: 'আমাদের জিজ্ঞাসা করুন', after: '।' },
};
