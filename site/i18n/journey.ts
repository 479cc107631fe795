/**
 * Words of the visitor's way between a chart's views (issue 36): the actions every view of a chart
 * offers (ask the chat, the report, the quick chart, the PDF, save, share), the share outcome, and
 * the recent births every birth form offers.
 */
import { defineMessages } from './catalogue';

export const journeyText = defineMessages(
  {
    actions: {
      /** The group's accessible name: whose chart the actions are about. */
      label: (name: string) => (name ? `${name}: this chart` : 'This chart'),
      ask: 'Ask about this chart',
      report: 'Full Kundali report',
      quickChart: 'Quick chart',
      pdf: 'PDF report',
      /** The chat's line saying whose chart the conversation reads. */
      chartOf: (name: string) => (name ? `Chart of ${name}` : 'Your chart'),
    },
    share: {
      button: 'Share',
      copied: 'Link copied:',
      copyThis: 'Copy this link:',
      /** The title a phone's share sheet shows. */
      chartTitle: (name: string) => (name ? `Kundali of ${name}` : 'Kundali'),
      matchTitle: 'Kundali match',
      dayTitle: 'Panchang',
    },
    recent: {
      label: 'Recent births',
      choose: 'Fill in a recent birth…',
      forget: 'Forget recent births',
      /** The time of an entry whose birth time is not known. */
      noTime: 'time unknown',
    },
    match: {
      /** A link to one person's report from the match. */
      reportOf: (name: string) => `Kundali report: ${name}`,
    },
  },
  {
    hi: {
      actions: {
        label: (name: string) => (name ? `${name}: यह कुंडली` : 'यह कुंडली'),
        ask: 'इस कुंडली के बारे में पूछें',
        report: 'पूरी कुंडली रिपोर्ट',
        quickChart: 'संक्षिप्त कुंडली',
        pdf: 'PDF रिपोर्ट',
        chartOf: (name: string) => (name ? `${name} की कुंडली` : 'आपकी कुंडली'),
      },
      share: {
        button: 'साझा करें',
        copied: 'लिंक कॉपी हो गया:',
        copyThis: 'यह लिंक कॉपी करें:',
        chartTitle: (name: string) => (name ? `${name} की कुंडली` : 'कुंडली'),
        matchTitle: 'कुंडली मिलान',
        dayTitle: 'पंचांग',
      },
      recent: {
        label: 'हाल के जन्म विवरण',
        choose: 'हाल का कोई जन्म विवरण भरें…',
        forget: 'हाल के जन्म विवरण भूलें',
        noTime: 'समय अज्ञात',
      },
      match: {
        reportOf: (name: string) => `कुंडली रिपोर्ट: ${name}`,
      },
    },
  },
  'journeyText',
);
