import type { PackMessages } from '../../pack';

export const faqMessages: PackMessages<'faqMessages'> = {
  title: 'नेहमी विचारले जाणारे प्रश्न',
  description: (product) => `${product} विषयी उत्तरे: हे काय आहे, कुंडल्या किती अचूक आहेत, जन्मवेळ, माहितीची सुरक्षा आणि भविष्य.`,
  lead: { before: 'लोक आम्हाला सर्वाधिक जे विचारतात त्यांची थोडक्यात उत्तरे. काही राहिले? ', link: 'आम्हाला विचारा', after: '.' },
};
