import type { PackMessages } from '../../pack';

export const pricingMessages: PackMessages<'pricingMessages'> = {
  title: 'किंमत योजना',
  description: (product) =>
    `${product} च्या योजना: बेसिक वर्षाला $99, प्रो वर्षाला $199, एंटरप्राइज गरजेनुसार. सुविधांची तुलना करा आणि किमतीविषयीचे प्रश्न वाचा.`,
  lead: 'आपल्या ज्योतिष प्रवासासाठी योग्य योजना निवडा.',
  notice:
    'सशुल्क योजना अजून सुरू झालेल्या नाहीत: आपली कुंडली तयार करणे आणि तिच्यावर चॅट करणे आज मोफत आहे. योजना निवडल्यावर आपण आमच्या संपर्क अर्जावर पोहोचता, म्हणजे आपली आवड आम्हाला कळवता येईल.',
  comparisonHeading: 'सुविधांची तुलना',
  comparisonCaption: 'प्रत्येक योजनेत समाविष्ट सुविधा',
  featureColumn: 'सुविधा',
  included: 'समाविष्ट',
  notIncluded: 'समाविष्ट नाही',
  faqHeading: 'नेहमी विचारले जाणारे प्रश्न',
  ctaHeading: 'आपला ज्योतिष प्रवास सुरू करायला तयार?',
  ctaText: 'आपली जन्मकुंडली तयार करणे आज मोफत आहे, खाते लागत नाही.',
  ctaButton: 'आत्ताच सुरू करा',
  plans: {
    billingLabel: 'बिलिंगचा कालावधी',
    periods: { annual: 'वार्षिक', monthly: 'मासिक' },
    suffix: { annual: '/वर्ष', monthly: '/महिना' },
    status: { annual: 'वार्षिक किमती दाखवत आहोत.', monthly: 'मासिक किमती दाखवत आहोत.' },
    custom: 'गरजेनुसार',
    choose: 'योजना निवडा',
  },
};
