/**
 * Deeper than any input of our schema (the 3DS risk data is the deepest, at about eight levels). A deeper body
 * would only exercise recursion limits in JSON.parse and variable coercion.
 */
export const maxJsonNesting = 64;

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}
