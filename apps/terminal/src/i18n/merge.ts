export type LocaleTree = { [key: string]: string | LocaleTree };

/** Deep merge of locale trees; a later tree's leaf wins. */
export function localeMerge(...trees: LocaleTree[]): LocaleTree {
  const result: LocaleTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] = typeof value === 'object' && typeof existing === 'object' ? localeMerge(existing, value) : value;
    }
  }
  return result;
}
