/**
 * HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm) for the browser's PDF writer, fetched and compiled
 * the first time a PDF embeds a font, and kept for the visit (subsetter.ts runs it, once per face).
 */
import subsetWasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';

let compiled: Promise<WebAssembly.Module> | null = null;

/** The compiled subsetter; a failed fetch is not remembered. */
export function fetchSubsetWasm(): Promise<WebAssembly.Module> {
  compiled ??= fetch(subsetWasmUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${subsetWasmUrl}: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      compiled = null;
      throw error;
    });
  return compiled;
}
