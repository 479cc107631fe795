import type { PackMessages } from '../pack';

export const offlineText: PackMessages<'offlineText'> = {
  computedOffline: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు: ఈ జాతకం సేవ వాడే అదే ఇంజిన్‌తో ఈ పరికరంలోనే లెక్కించబడింది. సేవ అవసరమైన విభాగాలు మీరు మళ్ళీ ఆన్‌లైన్ అయ్యాక తెరుచుకుంటాయి.',
};
