/** The reader's "why does another program differ?" answer (compare-topic.ts) in Marathi. */
import type { CompareTopicWords } from './compare-topic';

export const COMPARE_TOPIC_MR: CompareTopicWords = {
  title: (programs) => `${programs} या कुंडलीपेक्षा वेगळे का दाखवू शकते`,
  settings: (name, list) => `${name}: ${list}.`,
  same: (what, value) => `${what}: दोन्हींमध्ये सारखेच (${value}).`,
  sameSettings: 'या सेटिंग्जनी दोन्ही एकच कुंडली मांडतात: तिथे वेगळा निकाल आला तर तो जन्मतपशिलांमुळे (वेळ, तिचा वेळ विभाग किंवा डेलाइट सेव्हिंग, स्थान) असेल.',
  differs: (what, values) => `**${what}**: ${values}.`,
  fragile: (what, value, becomes, minutes, direction) =>
    `${what} सीमेजवळ आहे: जन्मवेळ ${minutes} मिनिटे ${direction === 'earlier' ? 'आधी' : 'नंतर'} असती तर या कुंडलीत ${value} ऐवजी ${becomes} आले असते.`,
  undocumented: (name, list) => `${name} आपली ${list} सेटिंग सांगत नाही: तिथे तुलनेसाठी आमची सेटिंग घेतली आहे.`,
  more: 'तुलनेच्या पानावर प्रत्येक मूल्य शेजारी शेजारी दिसते.',
  none: 'या जन्मासाठी राशी, नक्षत्र, दशा आणि पंचांग यांवर दोन्ही सहमत आहेत; फक्त अंश थोडे वेगळे आहेत.',
};
