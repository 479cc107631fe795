import type { PackMessages } from '../pack';

export const accountClientText: PackMessages<'accountClientText'> = {
  unreachable: 'সার্ভারের সঙ্গে যোগাযোগ করা গেল না। সংযোগ দেখে নিয়ে আবার চেষ্টা করুন; আপনি যা লিখেছেন তা এখানেই আছে।',
  serverAnswered: (status) => `সার্ভার ${status} উত্তর দিয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।`,
};
