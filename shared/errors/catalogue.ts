/** The product's error catalogue (spec section 8): the same titles on error pages and in API errors. */
export const ERROR_CATALOGUE = {
  400: { title: 'Bad Request', description: 'The server cannot process the request due to a client error.' },
  401: { title: 'Unauthorized', description: 'You need to be authenticated to see this.' },
  403: { title: 'Forbidden', description: 'You do not have permission to see this.' },
  404: { title: 'Not Found', description: 'The resource could not be found.' },
  // 405, 409, 413 and 429 are not in the spec's table; the API needs them for wrong methods, a taken
  // email, oversized bodies and sign-in attempts past the rate limit.
  405: { title: 'Method Not Allowed', description: 'This address does not accept that kind of request.' },
  409: { title: 'Conflict', description: 'This conflicts with something that already exists.' },
  413: { title: 'Payload Too Large', description: 'The request is larger than the server accepts.' },
  429: { title: 'Too Many Requests', description: 'Too many attempts. Please wait a little and try again.' },
  500: { title: 'Internal Server Error', description: 'Something went wrong on our side.' },
  501: { title: 'Not Implemented', description: 'The server does not support this yet.' },
  502: { title: 'Service Temporarily Overloaded', description: 'The service is busy. Please try again in a moment.' },
  503: { title: 'Service Unavailable', description: 'The service is not available right now. Please try again later.' },
} as const;

export type CatalogueStatus = keyof typeof ERROR_CATALOGUE;

/** Title and description for a status; unknown statuses get the 404 text, as the spec says. */
export function catalogueEntry(status: number): { status: number; title: string; description: string } {
  const known = (ERROR_CATALOGUE as Record<number, { title: string; description: string }>)[status];
  if (known) return { status, ...known };
  return { status: 404, ...ERROR_CATALOGUE[404] };
}
