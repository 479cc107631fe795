import type { PackMessages } from '../pack';

export const chatFailureText: PackMessages<'chatFailureText'> = {
  unreachable: (_message) => 'చాట్ సేవను చేరుకోలేకపోయాం. ఇంటర్నెట్ కనెక్షన్‌ను సరిచూసి మళ్ళీ ప్రయత్నించండి.',
  cutShort: (_message) => 'జవాబు పూర్తి కాకముందే ఆగిపోయింది. దయచేసి మళ్ళీ అడగండి.',
  refused: (_shown) => 'చాట్ సేవ ఈ అభ్యర్థనను అంగీకరించలేదు. పేజీని మళ్ళీ తెరిచి అడగండి.',
  tooManyRequests: (_shown) => 'ప్రస్తుతం చాలా అభ్యర్థనలు వస్తున్నాయి. కాసేపాగి మళ్ళీ అడగండి.',
  serverFailed: (_shown) => 'చాట్ సేవ ఇప్పుడు జవాబివ్వలేకపోయింది. కాసేపాగి మళ్ళీ అడగండి.',
  conversation: 'సంభాషణ',
  message: 'సందేశం',
  role: 'సందేశం పాత్ర',
  birth: 'జనన వివరాలు',
  match: 'పొంతన వివరాలు',
  person: { bride: 'వధువు వివరాలు', groom: 'వరుడి వివరాలు' },
  request: 'అభ్యర్థన',
};
