/** The product's name, used by every page, the chat and the API. */
export const PRODUCT_NAME = 'Kundali AI';
/** Semantic version reported by /api/health. Keep in step with package.json. */
export const PRODUCT_VERSION = '0.1.0';
