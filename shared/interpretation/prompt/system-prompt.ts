/**
 * The system prompt for the language model: the spec's prompt template (section 7, "Other")
 * followed by the visitor's computed chart facts, so the model explains a real chart instead
 * of inventing one. Pure: the chart (with transits for "now") is computed by the caller.
 */
import type { ChartModel } from '../../model/chart';
import { chartDigest, type ChartDigest, type PeriodFact } from '../chart-digest';
import { listProse, ordinal } from '../format';
import { houseThemes } from '../houses';
import { LIFE_AREA_IDS, LIFE_AREAS } from '../life-areas';

/** The template's instructions (the spec's list, in its order). */
export const PROMPT_INSTRUCTIONS = [
  "You are {product}, an expert Vedic astrologer. Answer the visitor's questions about the birth chart below.",
  'Use Vedic (sidereal) astrology unless the visitor asks for Western astrology. If no birth place is given, assume India.',
  'Write in Markdown. Be layperson-friendly, point-wise and concise: short bullet points, plain words, Sanskrit terms explained once.',
  'When asked for a full reading, cover: the 12 houses; a planet table with the columns Planet, Sign, Degree, House; aspects;',
  'the key life areas (personality; career and finances; relationships and family; health; education and travel; spiritual growth);',
  'a dasha and transit analysis with dates; the Rasi (D1) and Navamsha (D9) charts; and remedies.',
  'Put tables and charts inside code blocks. Show degrees to 2 decimals.',
  'Use only the chart facts given below; never invent positions, dates or yogas. If something is not in the facts, say so.',
  'Astrology is guidance, not certainty: do not give medical, legal or financial instructions; suggest a professional where it matters.',
] as const;

const yesNo = (flag: boolean, word: string) => (flag ? `, ${word}` : '');
const period = (p: PeriodFact) => `${p.lord} (${p.start} to ${p.end})`;

/** The chart facts as Markdown sections (what the model may rely on). */
export function renderFactsMarkdown(facts: ChartDigest): string {
  const lines: string[] = [];
  const b = facts.birth;
  lines.push('## Birth details');
  lines.push(`- Name: ${facts.name || 'not given'}`);
  lines.push(`- Date: ${b.date}; time: ${b.time ?? 'unknown (houses counted from the Moon)'}; UTC offset ${b.utcOffset}`);
  lines.push(`- Place: ${b.place ?? 'not named'} (latitude ${b.lat.toFixed(4)}, longitude ${b.lon.toFixed(4)}); ayanamsa ${b.ayanamsa}`);
  lines.push(
    `- Lagna (ascendant): ${facts.lagna.sign} ${facts.lagna.degree}, nakshatra ${facts.lagna.nakshatra}, lagna lord ${facts.lagna.lord}`,
  );
  lines.push(`- Moon sign (rasi): ${facts.moonSign}; birth nakshatra ${facts.moonNakshatra}`);
  lines.push('', '## Planets', '', '| Planet | Sign | Degree | House | Nakshatra | Navamsa | Notes |', '|---|---|---|---|---|---|---|');
  for (const p of facts.planets) {
    const notes = `${p.dignity}${yesNo(p.retrograde, 'retrograde')}${yesNo(p.combust, 'combust')}`;
    lines.push(`| ${p.planet} | ${p.sign} | ${p.degree} | ${p.house} | ${p.nakshatra} pada ${p.pada} | ${p.navamsaSign} | ${notes} |`);
  }
  lines.push(
    '',
    '## Houses (whole sign)',
    '',
    '| House | Signifies | Sign | Lord | Lord sits in | Planets | Aspected by |',
    '|---|---|---|---|---|---|---|',
  );
  for (const h of facts.houses) {
    lines.push(
      `| ${h.house} | ${houseThemes(h.house)} | ${h.sign} | ${h.lord} | ${h.lordInHouse} | ${h.occupants.join(', ') || '-'} | ${h.aspectedBy.join(', ') || '-'} |`,
    );
  }
  // The life areas as the Kundali page and the built-in reader read them, so the model reads them the same way.
  lines.push('', '## Life areas (read from these houses and significators)');
  for (const id of LIFE_AREA_IDS) {
    const area = LIFE_AREAS[id];
    lines.push(`- ${area.title}: houses ${listProse(area.houses.map(String))}; significators ${listProse(area.karakas)}`);
  }
  lines.push('', '## Aspects (Parashari drishti)');
  for (const p of facts.planets) lines.push(`- ${p.planet} (in house ${p.house}) aspects houses ${p.aspectsHouses.join(', ')}`);
  lines.push('', '## Yogas and doshas');
  const named = [...facts.yogas, ...facts.doshas];
  if (named.length === 0) lines.push('- None of the rules found a yoga or dosha.');
  for (const y of named) lines.push(`- ${y.name} (${y.kind}, ${y.nature}): ${y.description}`);
  lines.push('', '## Vimshottari dasha');
  lines.push(`- Birth dasha lord: ${facts.dasha.birthLord}`);
  const running = facts.dasha.running;
  if (running) {
    lines.push(
      `- Running now: mahadasha ${period(running.mahadasha)}; antardasha ${period(running.antardasha)}; pratyantardasha ${period(running.pratyantardasha)}`,
    );
    if (facts.dasha.runningAntardashas.length > 0)
      lines.push(`- Antardashas of this mahadasha: ${facts.dasha.runningAntardashas.map(period).join('; ')}`);
  }
  lines.push(`- Mahadashas: ${facts.dasha.mahadashas.map(period).join('; ')}`);
  const t = facts.transits;
  lines.push('', `## Transits${t ? ` for ${t.year} (positions on ${t.at.slice(0, 10)})` : ''}`);
  if (!t) {
    lines.push('- Not computed for this request.');
  } else {
    for (const p of t.positions) {
      lines.push(
        `- ${p.planet} in ${p.sign} ${p.degree}${p.retrograde ? ' (retrograde)' : ''}: ${ordinal(p.houseFromLagna)} house from the lagna, ${ordinal(p.houseFromMoon)} from the Moon`,
      );
    }
    if (t.ingresses.length === 0) lines.push(`- No sign changes of Saturn, Jupiter, Rahu or Ketu in ${t.year}.`);
    for (const i of t.ingresses) lines.push(`- ${i.date}: ${i.planet} enters ${i.sign}${i.retrograde ? ' (retrograde)' : ''}`);
    lines.push(`- Sade Sati: ${t.sadeSati.active ? `active (${t.sadeSati.phase ?? 'phase unknown'} phase)` : 'not active'}`);
  }
  return lines.join('\n');
}

/** The complete system prompt: instructions, then `# Chart facts` for this chart. */
export function buildSystemPrompt(chart: ChartModel, productName: string): string {
  const instructions = PROMPT_INSTRUCTIONS.join('\n').replace('{product}', productName);
  return `${instructions}\n\n# Chart facts\n\n${renderFactsMarkdown(chartDigest(chart))}\n`;
}
