import type { PackMessages } from '../pack';

export const chatFailureText: PackMessages<'chatFailureText'> = {
  unreachable: (_message) => 'চ্যাট পরিষেবায় পৌঁছানো গেল না। ইন্টারনেট সংযোগ দেখে নিয়ে আবার চেষ্টা করুন।',
  cutShort: (_message) => 'উত্তরটি শেষ হওয়ার আগেই থেমে গেছে। অনুগ্রহ করে আবার জিজ্ঞাসা করুন।',
  refused: (_shown) => 'চ্যাট পরিষেবা এই অনুরোধ গ্রহণ করেনি। পাতাটি আবার খুলে জিজ্ঞাসা করুন।',
  tooManyRequests: (_shown) => 'এখন খুব বেশি অনুরোধ আসছে। কিছুক্ষণ পরে আবার জিজ্ঞাসা করুন।',
  serverFailed: (_shown) => 'চ্যাট পরিষেবা এখন উত্তর দিতে পারল না। কিছুক্ষণ পরে আবার জিজ্ঞাসা করুন।',
  conversation: 'কথোপকথন',
  message: 'বার্তা',
  role: 'বার্তার ভূমিকা',
  birth: 'জন্মতথ্য',
  match: 'মিলনের তথ্য',
  person: { bride: 'কনের তথ্য', groom: 'বরের তথ্য' },
  request: 'অনুরোধ',
};
