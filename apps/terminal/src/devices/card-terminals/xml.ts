/**
 * The flat XML of card terminal A (docs/simulators.md): `<request><detail><FIELD>value</FIELD>…</detail></request>`
 * out, `<response><FIELD>value</FIELD>…</response>` back. Flat on purpose, so no XML library is needed.
 */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function xmlRequest(detail: Record<string, string | undefined>): string {
  const fields = Object.entries(detail)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<${name}>${escape(value)}</${name}>`)
    .join('');
  return `<request><detail>${fields}</detail></request>`;
}

/** The fields of a `<response>`, or null when the text is not one (a garbage answer). */
export function xmlResponse(text: string): Record<string, string> | null {
  const body = /<response>([\s\S]*)<\/response>/.exec(text)?.[1];
  if (body === undefined) return null;
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>/g))
    fields[match[1] ?? ''] = unescape((match[2] ?? '').trim());
  return fields;
}
