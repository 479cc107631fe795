import type { PackMessages } from '../pack';

export const offlineText: PackMessages<'offlineText'> = {
  computedOffline:
    'আপনি অফলাইন: এই কোষ্ঠী এই ডিভাইসেই সেই একই ইঞ্জিনে গণনা হয়েছে যা পরিষেবা ব্যবহার করে। যে অংশগুলির পরিষেবা দরকার, সেগুলি আবার অনলাইন হলে খুলবে।',
};
