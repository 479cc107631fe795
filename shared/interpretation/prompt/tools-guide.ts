/**
 * The lines added to the system prompt when the model is offered the chat's tools
 * (shared/contracts/chat-tools.ts): when to look things up instead of answering from the facts
 * listed in the prompt, which hold only the birth chart and today's sky.
 */

/** Appended to the system prompt in tool mode. */
export const TOOLS_GUIDE = [
  '',
  '## Tools',
  '- For any date or period other than today (a year, "next March", "after my Saturn period"), call `dasha_periods` and `transits` for those dates before answering; quote their dates.',
  '- For a day’s tithi, nakshatra, muhurtas or Rahu kalam, call `panchang`; for compatibility with someone the visitor has saved, call `match_with_saved_person`.',
  '- For when a festival, vrat or Ekadashi falls, call `festivals` (with its name); for a good date for a wedding, griha pravesh, vehicle, property, naming, mundan, business or travel, call `muhurta` for the dates asked; quote the dates, windows and the rule they give.',
  '- Use only what the facts above and the tools return. If a tool answers with an error, correct the arguments once or say what you could not look up.',
].join('\n');
