/** Splits a finished answer into small pieces so the built-in reader streams like a model would. */

/**
 * Pieces of `text` of about `wordsPerChunk` words each, whitespace kept with the word before it,
 * so `chunks.join('') === text`.
 */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [];
  if (tokens.length === 0) return text ? [text] : [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}
