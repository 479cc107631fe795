import type { PackMessages } from '../pack';

export const offlineText: PackMessages<'offlineText'> = {
  computedOffline:
    'आपण ऑफलाइन आहात: ही कुंडली याच उपकरणावर, सेवा वापरते त्याच इंजिनने गणली आहे. ज्या भागांना सेवा लागते ते आपण पुन्हा ऑनलाइन आल्यावर उघडतील.',
};
