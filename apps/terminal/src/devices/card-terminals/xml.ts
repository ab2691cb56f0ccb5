/**
 * The XML of card terminal A, the North (EPX) pinpad (../shared/reference/devices.md): `<DETAIL><TRAN_TYPE>…</DETAIL>`
 * out; back either the pinpad's flat `<RESPONSE><AUTH_RESP>00</AUTH_RESP>…</RESPONSE>` or the gateway's
 * `<RESPONSE><FIELDS><FIELD KEY="AUTH_RESP">00</FIELD>…</FIELDS></RESPONSE>`. Both are flat lists of named values,
 * so no XML library is needed.
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

/** `<DETAIL>` with the defined fields in order. */
export function epxRequest(detail: Record<string, string | undefined>): string {
  const fields = Object.entries(detail)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<${name}>${escape(value)}</${name}>`)
    .join('');
  return `<DETAIL>${fields}</DETAIL>`;
}

/** The named values of a `<RESPONSE>` in either form, or null when the text is not one (a garbage answer). */
export function epxResponse(text: string): Record<string, string> | null {
  const body = /<RESPONSE(?:\s[^>]*)?>([\s\S]*)<\/RESPONSE>/i.exec(text)?.[1];
  if (body === undefined) return null;
  const fields: Record<string, string> = {};
  const keyed = /<FIELDS(?:\s[^>]*)?>([\s\S]*)<\/FIELDS>/i.exec(body)?.[1];
  if (keyed !== undefined) {
    for (const match of keyed.matchAll(/<FIELD\s+KEY\s*=\s*(["'])([A-Za-z_][\w.-]*)\1\s*>([^<]*)<\/FIELD>/gi))
      fields[(match[2] ?? '').toUpperCase()] = unescape((match[3] ?? '').trim());
    return fields;
  }
  for (const match of body.matchAll(/<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>/g))
    fields[(match[1] ?? '').toUpperCase()] = unescape((match[2] ?? '').trim());
  return fields;
}
