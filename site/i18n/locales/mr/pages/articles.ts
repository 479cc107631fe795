import type { PackMessages } from '../../pack';

export const articleMessages: PackMessages<'articleMessages'> = {
  blog: {
    title: 'ब्लॉग',
    description: (product) => `वैदिक ज्योतिष, जन्मकुंडल्या आणि ${product} त्यांची गणना कशी करते यावरील लेख.`,
    lead: (product) => `ज्योतिष, जन्मकुंडल्या आणि आम्ही ${product} कसे घडवतो यावरील टिपा.`,
    allPosts: '← सर्व लेख',
  },
  guides: {
    title: 'मार्गदर्शिका',
    description: (product) => `${product} साठी टप्प्याटप्प्याने मार्गदर्शिका: सुरुवात, अहवाल वाचणे, सखोल विश्लेषण, गुणमिलन, करिअर आणि मांडणी.`,
    lead: 'एका वेळी एक विषय घेऊन आपली कुंडली वाचायला शिका.',
    read: 'मार्गदर्शिका वाचा',
    allGuides: '← सर्व मार्गदर्शिका',
  },
  englishOnly: 'हा मजकूर अजून या भाषेत लिहिलेला नाही; तो इंग्रजीत दाखवला आहे.',
};
