import type { PackMessages } from '../pack';

export const chatClaimsMessages: PackMessages<'chatClaimsMessages'> = {
  summary: (checked, corrected) => `আপনার কোষ্ঠীর সঙ্গে মিলিয়ে দেখা বক্তব্য: ${checked}টি, ${corrected ? `${corrected}টি সংশোধিত` : 'সবই ঠিক'}`,
  listLabel: 'মিলিয়ে দেখা বক্তব্য',
  correct: ' (ঠিক)',
  wrong: ' (ভুল)',
};
