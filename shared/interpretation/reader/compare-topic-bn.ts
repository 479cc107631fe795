/** The reader's "why does another program differ?" answer (compare-topic.ts) in Bengali. */
import type { CompareTopicWords } from './compare-topic';

export const COMPARE_TOPIC_BN: CompareTopicWords = {
  title: (programs) => `${programs} কেন এই কোষ্ঠী থেকে আলাদা দেখাতে পারে`,
  settings: (name, list) => `${name}: ${list}।`,
  same: (what, value) => `${what}: দুটিতেই এক (${value})।`,
  sameSettings: 'এই সেটিংয়ে দুটিই একই কোষ্ঠী তৈরি করে: সেখানে অন্য ফল এলে তা আসবে জন্মের তথ্য থেকে (সময়, তার সময় অঞ্চল বা ডেলাইট সেভিং, স্থান)।',
  differs: (what, values) => `**${what}**: ${values}।`,
  fragile: (what, value, becomes, minutes, direction) =>
    `${what} সীমার কাছে: জন্মসময় ${minutes} মিনিট ${direction === 'earlier' ? 'আগে' : 'পরে'} হলে এই কোষ্ঠীতে ${value}-এর বদলে ${becomes} হত।`,
  undocumented: (name, list) => `${name} তার ${list} সেটিং জানায় না: সেখানে তুলনায় আমাদের সেটিং ধরা হয়েছে।`,
  more: 'তুলনার পাতায় প্রতিটি মান পাশাপাশি দেখানো আছে।',
  none: 'এই জন্মের জন্য রাশি, নক্ষত্র, দশা ও পঞ্চাঙ্গে দুটিই একমত; শুধু অংশ সামান্য আলাদা।',
};
