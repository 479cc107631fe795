/** Words of /pricing around the plans (content/pricing.ts), and of the billing switch. */
import { defineMessages } from '../catalogue';

export const pricingMessages = defineMessages(
  {
    title: 'Pricing Plans',
    description: (product: string) =>
      `${product} plans: Basic $99/year, Pro $199/year, Enterprise custom. Compare features and read the pricing FAQ.`,
    lead: 'Choose the perfect plan for your astrological journey.',
    notice:
      'Paid plans have not launched yet: generating your chart and chatting about it are free today. Choosing a plan takes you to our contact form so you can tell us you are interested.',
    comparisonHeading: 'Feature Comparison',
    comparisonCaption: 'Features included in each plan',
    featureColumn: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
    faqHeading: 'Frequently Asked Questions',
    ctaHeading: 'Ready to start your astrological journey?',
    ctaText: 'Your birth chart is free to generate today, no account needed.',
    ctaButton: 'Get Started Now',
    plans: {
      billingLabel: 'Billing period',
      periods: { annual: 'Annual', monthly: 'Monthly' },
      suffix: { annual: '/year', monthly: '/month' },
      status: { annual: 'Showing annual prices.', monthly: 'Showing monthly prices.' },
      custom: 'Custom',
      choose: 'Choose Plan',
    },
  },
  {
    hi: {
      title: 'मूल्य योजनाएँ',
      description: (product: string) =>
        `${product} के प्लान: बेसिक $99 प्रति वर्ष, प्रो $199 प्रति वर्ष, एंटरप्राइज़ अनुकूलित। सुविधाओं की तुलना कीजिए और मूल्य से जुड़े प्रश्न पढ़िए।`,
      lead: 'अपनी ज्योतिषीय यात्रा के लिए सही प्लान चुनिए।',
      notice:
        'सशुल्क प्लान अभी शुरू नहीं हुए हैं: अपनी कुंडली बनाना और उस पर चैट करना आज मुफ़्त है। प्लान चुनने पर आप हमारे संपर्क फ़ॉर्म पर पहुँचते हैं, ताकि आप हमें अपनी रुचि बता सकें।',
      comparisonHeading: 'सुविधाओं की तुलना',
      comparisonCaption: 'हर प्लान में शामिल सुविधाएँ',
      featureColumn: 'सुविधा',
      included: 'शामिल',
      notIncluded: 'शामिल नहीं',
      faqHeading: 'अक्सर पूछे जाने वाले प्रश्न',
      ctaHeading: 'अपनी ज्योतिषीय यात्रा शुरू करने को तैयार हैं?',
      ctaText: 'आपकी जन्म कुंडली आज मुफ़्त बनती है, खाते की ज़रूरत नहीं।',
      ctaButton: 'अभी शुरू करें',
      plans: {
        billingLabel: 'बिलिंग अवधि',
        periods: { annual: 'वार्षिक', monthly: 'मासिक' },
        suffix: { annual: '/वर्ष', monthly: '/माह' },
        status: { annual: 'वार्षिक मूल्य दिखाए जा रहे हैं।', monthly: 'मासिक मूल्य दिखाए जा रहे हैं।' },
        custom: 'अनुकूलित',
        choose: 'प्लान चुनें',
      },
    },
  },
  'pricingMessages',
);
