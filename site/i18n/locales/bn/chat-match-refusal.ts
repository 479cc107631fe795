import type { PackMessages } from '../pack';

export const chatMatchRefusalText: PackMessages<'chatMatchRefusalText'> = {
  matchRefused: 'এই মিলনের লিংকের জন্মতথ্য পড়া গেল না, তাই কথোপকথন শুরু হয়নি:',
  editMatch: 'কোষ্ঠী মিলনের পাতায় জন্মতথ্য ঠিক করুন',
};
