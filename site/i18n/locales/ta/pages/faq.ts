import type { PackMessages } from '../../pack';

export const faqMessages: PackMessages<'faqMessages'> = {
  title: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  description: (product) => `${product} பற்றிய பதில்கள்: இது என்ன, ஜாதகங்கள் எவ்வளவு துல்லியம், பிறந்த நேரம், தரவுப் பாதுகாப்பு, பலன்கள்.`,
  lead: { before: 'மக்கள் எங்களிடம் அதிகம் கேட்பவற்றுக்குச் சுருக்கமான பதில்கள். ஏதாவது விடுபட்டதா? ', link: 'எங்களிடம் கேளுங்கள்', after: '.' },
};
