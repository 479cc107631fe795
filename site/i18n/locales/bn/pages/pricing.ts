import type { PackMessages } from '../../pack';

export const pricingMessages: PackMessages<'pricingMessages'> = {
  title: 'মূল্য পরিকল্পনা',
  description: (product) =>
    `${product}-এর প্ল্যান: বেসিক বছরে $99, প্রো বছরে $199, এন্টারপ্রাইজ চাহিদা অনুযায়ী। সুবিধাগুলি তুলনা করুন এবং মূল্য নিয়ে প্রশ্নোত্তর পড়ুন।`,
  lead: 'আপনার জ্যোতিষ-যাত্রার জন্য ঠিক প্ল্যানটি বেছে নিন।',
  notice:
    'সশুল্ক প্ল্যান এখনও চালু হয়নি: কোষ্ঠী তৈরি করা ও তা নিয়ে চ্যাট করা আজ বিনামূল্যে। প্ল্যান বেছে নিলে আপনি আমাদের যোগাযোগ ফর্মে পৌঁছবেন, যাতে আগ্রহের কথা আমাদের জানাতে পারেন।',
  comparisonHeading: 'সুবিধার তুলনা',
  comparisonCaption: 'প্রতিটি প্ল্যানে যে সুবিধাগুলি আছে',
  featureColumn: 'সুবিধা',
  included: 'আছে',
  notIncluded: 'নেই',
  faqHeading: 'সাধারণ প্রশ্ন',
  ctaHeading: 'আপনার জ্যোতিষ-যাত্রা শুরু করতে প্রস্তুত?',
  ctaText: 'আপনার জন্মকোষ্ঠী তৈরি করা আজ বিনামূল্যে, অ্যাকাউন্ট লাগে না।',
  ctaButton: 'এখনই শুরু করুন',
  plans: {
    billingLabel: 'বিলিংয়ের সময়কাল',
    periods: { annual: 'বার্ষিক', monthly: 'মাসিক' },
    suffix: { annual: '/বছর', monthly: '/মাস' },
    status: { annual: 'বার্ষিক মূল্য দেখানো হচ্ছে।', monthly: 'মাসিক মূল্য দেখানো হচ্ছে।' },
    custom: 'চাহিদা অনুযায়ী',
    choose: 'প্ল্যান বেছে নিন',
  },
};
