import type { PackMessages } from '../pack';

export const chatFailureText: PackMessages<'chatFailureText'> = {
  unreachable: (_message) => 'चॅट सेवेपर्यंत पोहोचता आले नाही. इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
  cutShort: (_message) => 'उत्तर पूर्ण होण्याआधीच तुटले. कृपया पुन्हा विचारा.',
  refused: (_shown) => 'चॅट सेवेने ही विनंती स्वीकारली नाही. पान पुन्हा उघडून विचारा.',
  tooManyRequests: (_shown) => 'सध्या खूप विनंत्या येत आहेत. थोड्या वेळाने पुन्हा विचारा.',
  serverFailed: (_shown) => 'चॅट सेवा आत्ता उत्तर देऊ शकली नाही. थोड्या वेळाने पुन्हा विचारा.',
  conversation: 'संवाद',
  message: 'संदेश',
  role: 'संदेशाची भूमिका',
  birth: 'जन्मतपशील',
  match: 'गुणमिलनाचे तपशील',
  person: { bride: 'वधूचे तपशील', groom: 'वराचे तपशील' },
  request: 'विनंती',
};
