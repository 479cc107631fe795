import type { PackMessages } from '../pack';

export const accountClientText: PackMessages<'accountClientText'> = {
  unreachable: 'सर्व्हरशी संपर्क होऊ शकला नाही. आपले कनेक्शन तपासा आणि पुन्हा प्रयत्न करा; आपण लिहिलेले सर्व इथेच आहे.',
  serverAnswered: (status) => `सर्व्हरने ${status} असे उत्तर दिले. कृपया पुन्हा प्रयत्न करा.`,
};
