/**
 * Words of the "Yogas and doshas" section of /detailed-kundali around the interpretation
 * layer's sentences (shared/interpretation/yogas.ts gives the reasons, family titles and sources).
 */
import { defineMessages } from './catalogue';

export const yogaText = defineMessages(
  {
    title: 'Yogas and doshas',
    lead: 'Every yoga and dosha of our catalogue that holds in this chart, grouped by kind: why it holds here (the planets, houses and lords it was found from), any classical cancellation, and the text the rule comes from.',
    checksTitle: 'Manglik and Kala Sarpa',
    why: 'Why',
    cancellation: 'Cancellation',
    source: 'Source',
    rule: 'Rule',
    none: 'No yoga of the catalogue holds in this chart.',
  },
  {
    hi: {
      title: 'योग और दोष',
      lead: 'हमारी सूची के वे सभी योग और दोष जो इस कुंडली में बनते हैं, प्रकार के अनुसार: यहाँ वे क्यों बनते हैं (किन ग्रहों, भावों और स्वामियों से), कोई शास्त्रीय परिहार, और नियम किस ग्रंथ से है।',
      checksTitle: 'मांगलिक और कालसर्प',
      why: 'क्यों',
      cancellation: 'परिहार',
      source: 'स्रोत',
      rule: 'नियम',
      none: 'इस कुंडली में सूची का कोई योग नहीं बनता।',
    },
  },
  'yogaText',
);
