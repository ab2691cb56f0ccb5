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
  const lines = names;
  // The names are joined by a character none of them holds (a name may hold a line break: "1\nba" must still match
  // "1\nba" and never "a" of one name plus "b" of the next), so a match never spans two names.
  const separator = separatorFor(names);
  const haystack = lines.join(separator);
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
    if (text === '' || text.includes(separator)) return found;
    for (let at = haystack.indexOf(text); at !== -1 && found.length < limit; ) {
      const index = nameAt(at);
      found.push(index);
      at = haystack.indexOf(text, index + 1 < lines.length ? starts[index + 1]! : haystack.length);
    }
    return found;
  };
}

/** A character that occurs in none of the names: the first free one of the private use area (almost always U+E000). */
function separatorFor(names: readonly string[]): string {
  for (let code = 0xe000; code <= 0xf8ff; code += 1) {
    const candidate = String.fromCharCode(code);
    if (!names.some((name) => name.includes(candidate))) return candidate;
  }
  throw new Error('every private-use character occurs in a product name');
}
