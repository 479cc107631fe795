/** The built-in match answers' words in Marathi (match-chat-text.ts). */
import { matchPersonName } from '../../vocabulary/match-person';
import { matchChatNames } from './match-chat-names';
import type { MatchChatText } from './match-chat-text';

export const MATCH_CHAT_MR: MatchChatText = {
  ...matchChatNames('mr'),
  builtIn: '_अंगभूत वाचक: कोणतेही एआय मॉडेल जोडलेले नाही, म्हणून हे उत्तर थेट गणित केलेल्या गुणमिलनावरून लिहिले आहे._',
  side: (name, person) => (name ? `${name} (${matchPersonName(person, 'mr')})` : matchPersonName(person, 'mr')),
  manglikTitle: '**मंगळ दोष (मांगलिक)**',
  notManglik: 'मांगलिक नाही',
  manglikCancelled: (c) => `मांगलिक, पण दोषाचा परिहार (${c})`,
  manglikActive: 'मांगलिक, परिहार नाही',
  statusAndReason: (status, reason) => `${status}. ${reason}`,
  doshaPresentCancelled: (e) => `आहे, पण परिहार (${e})`,
  doshaPresent: 'आहे, परिहार नाही',
  doshaAbsent: 'नाही',
  kootaLine: (f) => `- **${f.name}** (${f.meaning}): **${f.max} पैकी ${f.points}** गुण. वधू: ${f.bride}, वर: ${f.groom}. ${f.explanation}`,
  nadiZero: '- एकच नाडी असल्यास शून्य गुण: परंपरा हे आरोग्य आणि संततीसाठी प्रतिकूल मानते, जोपर्यंत एखादा शास्त्रीय अपवाद लागू होत नाही.',
  overviewHead: (total, max, verdict) => `**${max} पैकी ${total} गुण: ${verdict}.**`,
  manglikPair: (note) => `- मंगळ दोष: ${note}`,
  closing: '_गुणमिलन फक्त दोघांचे चंद्र तोलते; ही अनेक पारंपरिक तपासण्यांपैकी एक आहे._',
  strengthsHead: '**या गुणमिलनाचा आधार** (पूर्ण गुण मिळालेले कूट)',
  weakHead: '**यावर भार टाकणारे** (निम्मे किंवा कमी गुण मिळालेले कूट)',
  moreDetailHead: '**अधिक तपशिलात**: दोघांचा मंगळ दोष आणि दाक्षिणात्य पोरुत्तम',
  nothingNew: 'या जोडीबद्दल गुणमिलनाचे तक्ते एवढेच सांगतात. एखाद्या कूटाबद्दल नावाने विचारा (उदा. “नाडीचा आमच्यासाठी अर्थ काय?”), किंवा मंगळ दोषाबद्दल.',
};
