/** Tests only: the JSON text a fetch stub received (the API client always sends a string body). */
export function bodyText(init: RequestInit | undefined): string {
  const body = init?.body;
  if (typeof body !== 'string') throw new Error('expected a JSON string body');
  return body;
}
