import type { PackMessages } from '../pack';

export const accountClientText: PackMessages<'accountClientText'> = {
  unreachable: 'సర్వర్‌ను చేరుకోలేకపోయాం. మీ కనెక్షన్‌ను సరిచూసి మళ్ళీ ప్రయత్నించండి; మీరు రాసినది ఇక్కడే ఉంది.',
  serverAnswered: (status) => `సర్వర్ ${status} అని జవాబిచ్చింది. దయచేసి మళ్ళీ ప్రయత్నించండి.`,
};
