import type { PackMessages } from '../pack';

export const serviceFailureText: PackMessages<'serviceFailureText'> = {
  unreachable: (_message) => 'কোষ্ঠী পরিষেবায় পৌঁছানো গেল না। ইন্টারনেট সংযোগ দেখে নিয়ে আবার চেষ্টা করুন।',
  serverFailed: (_message, status) => `কোষ্ঠী পরিষেবা ${status} উত্তর দিয়েছে; কিছুক্ষণ পরে আবার চেষ্টা করুন।`,
};
