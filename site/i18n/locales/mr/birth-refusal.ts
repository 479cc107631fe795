import type { PackMessages } from '../pack';

export const serviceFailureText: PackMessages<'serviceFailureText'> = {
  unreachable: (_message) => 'कुंडली सेवेपर्यंत पोहोचता आले नाही. इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
  serverFailed: (_message, status) => `कुंडली सेवेने ${status} असे उत्तर दिले; थोड्या वेळाने पुन्हा प्रयत्न करा.`,
};
