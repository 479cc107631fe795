/**
 * Reads the text back out of a PDF made by `pdf-writer.ts` (uncompressed content streams,
 * literal strings shown with Tj). For tests and checks; not a general PDF parser.
 */

/** The shown strings of every page, in drawing order, decoded from WinAnsi literals. */
export function extractPdfText(bytes: Uint8Array): string[] {
  let source = '';
  for (const byte of bytes) source += String.fromCharCode(byte);
  const texts: string[] = [];
  const streamPattern = /stream\n([\s\S]*?)\nendstream/g;
  for (const stream of source.matchAll(streamPattern)) {
    for (const shown of stream[1]!.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
      texts.push(
        shown[1]!.replace(/\\([0-7]{3}|.)/g, (_, escaped: string) =>
          escaped.length === 3 ? String.fromCharCode(parseInt(escaped, 8)) : escaped,
        ),
      );
    }
  }
  return texts;
}
