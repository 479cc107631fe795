import { beforeAll, describe, expect, it } from 'vitest';
import { fontFileBytes, loadTestDevanagariFonts } from '../../tests/support/devanagari-fonts';
import { pdfFonts, pdfToText } from '../../tests/support/poppler';
import { glyphTexts } from './pdf-embedded-font';
import { parseTrueType } from './font/truetype';
import { PdfDocument, type EmbeddedFonts } from './pdf-writer';

/** Words whose shaping goes wrong in naive engines: conjuncts, reph, pre-base i-matra, vocalic r. */
const HARD_WORDS = ['क्षत्रिय', 'श्रीमान', 'र्म', 'धर्म', 'कि', 'कृ', 'द्ध', 'ज्ञ', 'त्र', 'हृदय', 'पुनर्वसु', 'ज्येष्ठा', 'शुक्र', 'वृश्चिक'];

let fonts: EmbeddedFonts;
beforeAll(async () => {
  fonts = await loadTestDevanagariFonts();
});

describe('Devanagari shaping (HarfBuzz with Noto Sans Devanagari)', () => {
  const nominal = (char: string) => fonts.regular.shaper.nominalGlyph(char.codePointAt(0)!);

  it('draws the i-matra before its consonant, reph after the consonant it sits on, and conjuncts as their own glyphs', () => {
    const ki = fonts.regular.shaper.shape('कि').map((g) => g.glyphId);
    expect(ki).toHaveLength(2);
    expect(ki[1]).toBe(nominal('क'));
    expect(ki[0]).not.toBe(nominal('क'));

    const rma = fonts.regular.shaper.shape('र्म').map((g) => g.glyphId);
    expect(rma).toHaveLength(2);
    expect(rma[0]).toBe(nominal('म'));
    expect(rma).not.toContain(nominal('र'));
    expect(rma).not.toContain(nominal('्'));

    for (const conjunct of ['क्ष', 'ज्ञ', 'त्र', 'द्ध']) {
      const glyphs = fonts.regular.shaper.shape(conjunct);
      expect(glyphs, conjunct).toHaveLength(1);
      expect([...conjunct].map(nominal), conjunct).not.toContain(glyphs[0]!.glyphId);
    }
    // No hard word falls back to .notdef or to a bare virama (an unformed conjunct).
    for (const word of HARD_WORDS) {
      const ids = fonts.regular.shaper.shape(word).map((g) => g.glyphId);
      expect(ids, word).not.toContain(0);
      if (word !== 'र्म' && word !== 'धर्म' && word !== 'पुनर्वसु') expect(ids, word).not.toContain(nominal('्'));
    }
  });

  it('gives every glyph of a cluster the characters it stands for', () => {
    const text = 'क्षत्रिय';
    const glyphs = fonts.regular.shaper.shape(text);
    const texts = glyphTexts(text, glyphs, fonts.regular.shaper);
    expect(texts.join('').length).toBe(text.length);
    expect([...texts.join('')].sort()).toEqual([...text].sort());
    expect(texts[0]).toBe('क्ष');
  });
});

describe('the embedded subset (HarfBuzz, glyph ids kept)', () => {
  it('draws the used glyphs exactly as the whole font does, at the same ids, and nothing for the others', async () => {
    const font = parseTrueType(fontFileBytes('NotoSansDevanagari-Regular.ttf'));
    expect(font.unitsPerEm).toBe(1000);
    expect(font.postScriptName).toBe('NotoSansDevanagari-Regular');
    const used = new Set(fonts.regular.shaper.shape(HARD_WORDS.join(' ')).map((g) => g.glyphId));
    const bytes = fonts.regular.subset(used);
    const subset = parseTrueType(bytes);
    expect(subset.bytes.length).toBeLessThan(font.bytes.length / 10);
    // Outlines compared through HarfBuzz's own drawing (composites drawn through their components, so a missing
    // component would change the path).
    const hb = await import('harfbuzzjs');
    const [whole, cut] = [font.bytes, bytes].map((b) => new hb.Font(new hb.Face(new hb.Blob(b))));
    let unusedDrawn = 0;
    for (let id = 1; id < subset.glyphCount; id++) {
      if (used.has(id)) {
        expect(cut!.glyphToPath(id), `glyph ${id}`).toBe(whole!.glyphToPath(id));
        expect(subset.advance(id), `glyph ${id}`).toBe(font.advance(id));
      } else if (cut!.glyphToPath(id) !== '') unusedDrawn += 1;
    }
    expect(Math.max(...used)).toBeLessThan(subset.glyphCount);
    // Only glyphs that are components of used ones may keep an outline (a conjunct built from parts).
    expect(unusedDrawn).toBeLessThan(used.size);
  });

  it('rejects a file that is not a TrueType font', () => {
    expect(() => parseTrueType(new Uint8Array(64))).toThrow(/not a TrueType/);
  });
});

describe('PDF with embedded Devanagari', () => {
  it('embeds subset CID fonts with ToUnicode, and pdftotext gives back every hard word', () => {
    const doc = new PdfDocument('परीक्षण', { fonts, embedAllText: true });
    const page = doc.addPage();
    HARD_WORDS.forEach((word, i) => {
      page.text(60, 80 + 24 * i, `${i + 1}. ${word}`, { size: 14 });
      page.text(300, 80 + 24 * i, word, { size: 14, bold: true });
    });
    const bytes = doc.toBytes();
    // Binary marker after the header, and xref offsets that point at the objects they name (poppler
    // would silently rebuild a broken table, so this is checked here).
    expect([...bytes.slice(9, 14)]).toEqual([0x25, 0xe2, 0xe3, 0xcf, 0xd3]);
    const source = new TextDecoder('latin1').decode(bytes);
    const xref = source.slice(source.lastIndexOf('\nxref\n'));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(10);
    offsets.forEach((offset, i) => expect(source.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    const embedded = pdfFonts(bytes).filter((f) => f.embedded);
    expect(embedded.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    for (const font of embedded) {
      expect(font.name).toMatch(/^[A-Z]{6}\+/);
      expect(font).toMatchObject({ type: 'CID TrueType', encoding: 'Identity-H', subset: true, toUnicode: true });
    }
    const lines = pdfToText(bytes)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    HARD_WORDS.forEach((word, i) => {
      expect(lines).toContain(`${i + 1}. ${word}`);
      expect(lines).toContain(word);
    });
    // Both subsets together stay far below the two 221 KB font files.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('keeps a document without fonts in Helvetica, and refuses Devanagari there instead of printing ?', () => {
    const doc = new PdfDocument('Plain');
    doc.addPage().text(50, 50, 'Lagna: Scorpio', { size: 10 });
    expect(pdfFonts(doc.toBytes()).map((f) => f.name)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(() => doc.addPage().text(50, 50, 'लग्न', { size: 10 })).toThrow(/Devanagari needs the embedded fonts/);
  });

  it('in an English document with fonts, only the Devanagari strings use them', () => {
    const doc = new PdfDocument('Mixed', { fonts });
    const page = doc.addPage();
    page.text(50, 50, 'Kundali for', { size: 12 });
    page.text(50 + doc.textWidthPt('Kundali for ', { size: 12 }), 50, 'आशा', { size: 12 });
    // Helvetica AFM widths: K 667, u n d a o 556, l i 222, space f 278, r 333 → 4780 / 1000 em.
    expect(doc.textWidthPt('Kundali for', { size: 12 })).toBeCloseTo(57.36, 2);
    const bytes = doc.toBytes();
    expect(pdfFonts(bytes).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual([
      'Helvetica',
      'Helvetica-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    expect(pdfToText(bytes)).toContain('Kundali for आशा');
  });
});
