import type { PackMessages } from '../pack';

export const chatSubjectMessages: PackMessages<'chatSubjectMessages'> = {
  whoseChart: 'কার কোষ্ঠী',
  you: (name) => (name ? `আপনি (${name})` : 'আপনি'),
  withRelation: (name, relation) => `${name} (${relation})`,
  myRelation: (name, relation) => `${name} (আমার ${relation})`,
  match: (bride, groom) => `মিলন: ${bride} ও ${groom}`,
  matchPrompt: (bride, groom) =>
    `অনুগ্রহ করে ${bride ? `${bride} (কনে)` : 'কনে'} ও ${groom ? `${groom} (বর)` : 'বর'}-এর কোষ্ঠী মিলন বুঝিয়ে বলুন: মোট গুণ, যে কূটগুলিতে নম্বর কম, আর দোষগুলি।`,
  bride: 'কনে',
  groom: 'বর',
  title: (name) => `গোচর ফল: ${name}`,
  untitled: 'গোচর ফল',
  personPrompt: (f) =>
    [
      `অনুগ্রহ করে ${f.who}-এর জন্মকোষ্ঠীর সংক্ষিপ্ত ফল বলুন: জন্ম ${f.date}${f.time ? `, ${f.time}-এ` : ' (জন্মসময় অজানা)'}, ${f.place}।`,
      ...(f.planets ? [`তাঁর গ্রহ: ${f.planets}।`] : []),
      `${f.year} সালের গোচর ফলও বলুন।`,
    ].join(' '),
};
