import type { PackMessages } from '../pack';

export const yogaText: PackMessages<'yogaText'> = {
  title: 'যোগ ও দোষ',
  lead: 'আমাদের তালিকার যে সব যোগ ও দোষ এই কোষ্ঠীতে হয়, ধরন অনুযায়ী সাজানো: এখানে কেন হয় (কোন গ্রহ, ভাব ও অধিপতি থেকে), কোনো শাস্ত্রীয় খণ্ডন, আর নিয়মটি কোন গ্রন্থের।',
  checksTitle: 'মাঙ্গলিক ও কালসর্প',
  why: 'কেন',
  cancellation: 'খণ্ডন',
  source: 'সূত্র',
  rule: 'নিয়ম',
  none: 'এই কোষ্ঠীতে তালিকার কোনো যোগ হয় না।',
};
