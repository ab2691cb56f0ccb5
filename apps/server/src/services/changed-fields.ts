/** Only the fields whose value changed, as {field: {before, after}}: the audit log's detail of an update. */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const detail: Record<string, unknown> = {};
  for (const key of Object.keys(now)) {
    if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) detail[key] = { before: was[key], after: now[key] };
  }
  return detail;
}
