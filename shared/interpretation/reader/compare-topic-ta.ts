/** The reader's "why does another program differ?" answer (compare-topic.ts) in Tamil. */
import type { CompareTopicWords } from './compare-topic';

export const COMPARE_TOPIC_TA: CompareTopicWords = {
  title: (programs) => `${programs} இந்த ஜாதகத்திலிருந்து ஏன் வேறுபடலாம்`,
  settings: (name, list) => `${name}: ${list}.`,
  same: (what, value) => `${what}: இரண்டிலும் ஒன்றே (${value}).`,
  sameSettings:
    'இந்த அமைப்புகளுடன் இரண்டும் ஒரே ஜாதகத்தைக் கணிக்கின்றன: அங்கே வேறு முடிவு வந்தால் அது பிறப்பு விவரங்களால் (நேரம், அதன் நேர மண்டலம் அல்லது பகல் சேமிப்பு நேரம், இடம்) வரும்.',
  differs: (what, values) => `**${what}**: ${values}.`,
  fragile: (what, value, becomes, minutes, direction) =>
    `${what} எல்லைக்கு அருகில் உள்ளது: பிறந்த நேரம் ${minutes} நிமிடம் ${direction === 'earlier' ? 'முன்னதாக' : 'பின்னதாக'} இருந்திருந்தால் இந்த ஜாதகத்தில் ${value} என்பதற்குப் பதில் ${becomes} வந்திருக்கும்.`,
  undocumented: (name, list) => `${name} தன் ${list} அமைப்பைக் குறிப்பிடவில்லை: அங்கே ஒப்பீட்டுக்கு எங்கள் அமைப்பு எடுக்கப்பட்டது.`,
  more: 'ஒப்பீட்டுப் பக்கத்தில் ஒவ்வொரு மதிப்பும் அருகருகே காட்டப்படுகிறது.',
  none: 'இந்தப் பிறப்புக்கு ராசி, நட்சத்திரம், தசை, பஞ்சாங்கம் ஆகியவற்றில் இரண்டும் ஒத்துப்போகின்றன; பாகைகள் மட்டும் சற்று வேறுபடுகின்றன.',
};
