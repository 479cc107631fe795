import type { PackMessages } from '../../pack';

export const articleMessages: PackMessages<'articleMessages'> = {
  blog: {
    title: 'ব্লগ',
    description: (product) => `বৈদিক জ্যোতিষ, জন্মকোষ্ঠী এবং ${product} কীভাবে তা গণনা করে, তা নিয়ে লেখা।`,
    lead: (product) => `জ্যোতিষ, জন্মকোষ্ঠী এবং আমরা কীভাবে ${product} তৈরি করি, তা নিয়ে টীকা।`,
    allPosts: '← সব লেখা',
  },
  guides: {
    title: 'নির্দেশিকা',
    description: (product) => `${product}-এর ধাপে ধাপে নির্দেশিকা: শুরু করা, রিপোর্ট পড়া, গভীর বিশ্লেষণ, মিলন, কর্মজীবন ও বিন্যাস।`,
    lead: 'একটি একটি করে বিষয় ধরে আপনার কোষ্ঠী পড়তে শিখুন।',
    read: 'নির্দেশিকা পড়ুন',
    allGuides: '← সব নির্দেশিকা',
  },
  englishOnly: 'এই লেখাটি এখনও এই ভাষায় লেখা হয়নি; এটি ইংরেজিতে দেখানো হচ্ছে।',
};
