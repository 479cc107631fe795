import type { PackMessages } from '../../pack';

export const articleMessages: PackMessages<'articleMessages'> = {
  blog: {
    title: 'బ్లాగ్',
    description: (product) => `వైదిక జ్యోతిషం, జన్మ జాతకాలు, ${product} వాటిని ఎలా లెక్కిస్తుందో వివరించే వ్యాసాలు.`,
    lead: (product) => `జ్యోతిషం, జన్మ జాతకాలు, మేము ${product}ని ఎలా నిర్మిస్తామో అనే విషయాలపై గమనికలు.`,
    allPosts: '← అన్ని వ్యాసాలు',
  },
  guides: {
    title: 'మార్గదర్శకాలు',
    description: (product) => `${product}కి దశలవారీ మార్గదర్శకాలు: మొదలుపెట్టడం, నివేదిక చదవడం, లోతైన విశ్లేషణ, పొంతన, ఉద్యోగం, అమరికలు.`,
    lead: 'ఒక్కో అంశం తీసుకుని మీ జాతకాన్ని చదవడం నేర్చుకోండి.',
    read: 'మార్గదర్శకం చదవండి',
    allGuides: '← అన్ని మార్గదర్శకాలు',
  },
  englishOnly: 'ఈ పాఠం ఇంకా ఈ భాషలో రాయబడలేదు; దీన్ని ఇంగ్లీష్‌లో చూపిస్తున్నాం.',
};
