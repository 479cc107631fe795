/** The built-in match answers' words in Tamil (match-chat-text.ts). */
import { matchPersonName } from '../../vocabulary/match-person';
import { matchChatNames } from './match-chat-names';
import type { MatchChatText } from './match-chat-text';

export const MATCH_CHAT_TA: MatchChatText = {
  ...matchChatNames('ta'),
  builtIn: '_உள்ளமைந்த வாசிப்பான்: செயற்கை நுண்ணறிவு மாதிரி எதுவும் அமைக்கப்படவில்லை, எனவே இந்தப் பதில் நேரடியாகக் கணித்த பொருத்தத்திலிருந்து எழுதப்பட்டது._',
  side: (name, person) => (name ? `${name} (${matchPersonName(person, 'ta')})` : matchPersonName(person, 'ta')),
  manglikTitle: '**செவ்வாய் தோஷம்**',
  notManglik: 'செவ்வாய் தோஷம் இல்லை',
  manglikCancelled: (c) => `செவ்வாய் தோஷம் உண்டு, ஆனால் நிவர்த்தி (${c})`,
  manglikActive: 'செவ்வாய் தோஷம் உண்டு, நிவர்த்தி இல்லை',
  statusAndReason: (status, reason) => `${status}. ${reason}`,
  doshaPresentCancelled: (e) => `உண்டு, ஆனால் நிவர்த்தி (${e})`,
  doshaPresent: 'உண்டு, நிவர்த்தி இல்லை',
  doshaAbsent: 'இல்லை',
  kootaLine: (f) =>
    `- **${f.name}** (${f.meaning}): **${f.max} இல் ${f.points}** குணம். மணமகள்: ${f.bride}, மணமகன்: ${f.groom}. ${f.explanation}`,
  nadiZero: '- ஒரே நாடிக்குப் பூஜ்ய குணம்: சாஸ்திர விதிவிலக்கு பொருந்தினால் தவிர, மரபு இதை ஆரோக்கியத்துக்கும் சந்ததிக்கும் பாதகமாகக் கருதுகிறது.',
  overviewHead: (total, max, verdict) => `**${max} இல் ${total} குணங்கள்: ${verdict}.**`,
  manglikPair: (note) => `- செவ்வாய் தோஷம்: ${note}`,
  closing: '_பொருத்தம் இருவரின் சந்திரனை மட்டுமே எடைபோடுகிறது; இது பல மரபுச் சோதனைகளில் ஒன்று மட்டுமே._',
  strengthsHead: '**இந்தப் பொருத்தத்தைத் தாங்குபவை** (முழு குணம் பெற்ற கூடங்கள்)',
  weakHead: '**இதன் மீது சுமையாக இருப்பவை** (பாதி அல்லது அதற்குக் குறைவான குணம் பெற்ற கூடங்கள்)',
  moreDetailHead: '**மேலும் விரிவாக**: இருவரின் செவ்வாய் தோஷமும் பத்துப் பொருத்தங்களும்',
  nothingNew:
    'இந்த ஜோடியைப் பற்றிப் பொருத்த அட்டவணைகள் சொல்வது இவ்வளவே. ஏதேனும் ஒரு கூடத்தைப் பெயர் சொல்லிக் கேளுங்கள் (எ.கா. “எங்களுக்கு நாடி என்றால் என்ன?”), அல்லது செவ்வாய் தோஷம் பற்றி.',
};
