/**
 * The catalog's name search (issue 7: results for each keystroke within a frame on 50,000 products). Every name in one
 * string, one per line: one native indexOf walks them all in well under a frame, the first matches come first in
 * catalog order, and the search stops at the limit (the editor shows 50).
 *
 * Returns `matches(text, limit)`: the positions (in `names`) of the names containing `text`, in order, at most `limit`.
 * Names and text are compared as given (the caller lower-cases both); a name is listed once however often it holds
 * the text; an empty name never matches.
 */
export function nameIndex(names: readonly string[]): (text: string, limit: number) => number[] {
  const lines = names.map((name) => name.replaceAll('\n', ' '));
  const haystack = lines.join('\n');
  const starts = new Int32Array(lines.length);
  for (let index = 1; index < lines.length; index += 1) starts[index] = starts[index - 1]! + lines[index - 1]!.length + 1;
  /** The position of the name holding character `at` of the haystack. */
  const nameAt = (at: number) => {
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return (text, limit) => {
    const found: number[] = [];
    if (text === '' || text.includes('\n')) return found;
    for (let at = haystack.indexOf(text); at !== -1 && found.length < limit; ) {
      const index = nameAt(at);
      found.push(index);
      at = haystack.indexOf(text, index + 1 < lines.length ? starts[index + 1]! : haystack.length);
    }
    return found;
  };
}
