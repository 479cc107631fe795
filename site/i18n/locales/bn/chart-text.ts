import type { PackMessages } from '../pack';

export const CHART_TEXT: PackMessages<'CHART_TEXT'> = {
  lagnaName: 'লগ্ন',
  lagnaLabel: 'ল',
  pada: 'পাদ',
  retrograde: 'বক্রী',
  inVarga: (sign, varga, d1Sign, d1Degrees) => `D${varga}-এ ${sign}; D1-এ ${d1Sign} ${d1Degrees}`,
  styleName: { north: 'উত্তর ভারতীয়', south: 'দক্ষিণ ভারতীয়', east: 'পূর্ব ভারতীয়' },
  chartStyle: 'ছকের শৈলী',
  moonChart: 'চন্দ্র কোষ্ঠী',
  hint: 'গ্রহের অংশ দেখতে তার ওপর মাউস রাখুন বা ফোকাস করুন।',
  accessibleName: (heading, style, lagnaKnown, firstSign) =>
    `${heading}, ${style} শৈলী। ${lagnaKnown ? `লগ্ন ${firstSign} রাশিতে` : `জন্মসময় অজানা: ভাব গোনা হয়েছে চন্দ্রের রাশি ${firstSign} থেকে`}।`,
  asTable: (heading) => `${heading} সারণি আকারে`,
  house: 'ভাব',
  sign: 'রাশি',
  bodies: 'গ্রহ',
  none: 'নেই',
};
