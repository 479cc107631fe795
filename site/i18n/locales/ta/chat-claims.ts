import type { PackMessages } from '../pack';

export const chatClaimsMessages: PackMessages<'chatClaimsMessages'> = {
  summary: (checked, corrected) => `உங்கள் ஜாதகத்துடன் சரிபார்த்த கூற்றுகள்: ${checked}, ${corrected ? `${corrected} திருத்தப்பட்டன` : 'அனைத்தும் சரி'}`,
  listLabel: 'சரிபார்த்த கூற்றுகள்',
  correct: ' (சரி)',
  wrong: ' (தவறு)',
};
