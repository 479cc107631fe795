import type { PackMessages } from '../pack';

export const tableScrollText: PackMessages<'tableScrollText'> = { hint: 'পুরো সারণি দেখতে পাশে স্ক্রল করুন' };
