import type { PackMessages } from '../pack';

export const journeyText: PackMessages<'journeyText'> = {
  actions: {
    label: (name) => (name ? `${name}: ही कुंडली` : 'ही कुंडली'),
    ask: 'या कुंडलीविषयी विचारा',
    report: 'संपूर्ण कुंडली अहवाल',
    quickChart: 'संक्षिप्त कुंडली',
    pdf: 'PDF अहवाल',
    chartOf: (name) => (name ? `${name} यांची कुंडली` : 'तुमची कुंडली'),
  },
  share: {
    button: 'शेअर करा',
    copied: 'लिंक कॉपी झाली:',
    copyThis: 'ही लिंक कॉपी करा:',
    chartTitle: (name) => (name ? `${name} यांची कुंडली` : 'कुंडली'),
    matchTitle: 'कुंडली गुणमिलन',
    dayTitle: 'पंचांग',
  },
  recent: {
    label: 'अलीकडील जन्मतपशील',
    choose: 'अलीकडील जन्मतपशील भरा…',
    forget: 'अलीकडील जन्मतपशील विसरा',
    noTime: 'वेळ अज्ञात',
  },
  match: {
    reportOf: (name) => `कुंडली अहवाल: ${name}`,
  },
};
