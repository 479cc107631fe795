import type { PackMessages } from '../pack';

export const serviceFailureText: PackMessages<'serviceFailureText'> = {
  unreachable: (_message) => 'జాతక సేవను చేరుకోలేకపోయాం. ఇంటర్నెట్ కనెక్షన్‌ను సరిచూసి మళ్ళీ ప్రయత్నించండి.',
  serverFailed: (_message, status) => `జాతక సేవ ${status} అని జవాబిచ్చింది; కాసేపాగి మళ్ళీ ప్రయత్నించండి.`,
};
