/**
 * Links between a chart's views and shared links of them. A view's address is its page in the
 * visitor's language with the birth's fields (the chart API's query names, site/lib/birth-query.ts),
 * so every view opens the same chart; a shared link adds the chart style (`style=north|south`), so the
 * person who opens it sees the chart drawn the same way. Sharing one: the phone's share sheet (Web
 * Share API) where there is one and the pointer is a finger, else the link copied.
 */
import { CHART_STYLES, type ChartStyle } from '../../shared/vocabulary/settings';
import type { Locale } from '../../shared/i18n/locale';
import { localizePath } from '../i18n/paths';
import { $chartStyle } from '../stores/prefs';

/** The pages of a chart's views: the chat about it, the full report, the quick chart. */
export const CHART_VIEW_PAGES = { chat: '/chat', report: '/detailed-kundali', chart: '/birth-chart' } as const;

/** The address of a chart view's page for these birth fields, in `locale`. */
export function chartViewHref(locale: Locale, page: keyof typeof CHART_VIEW_PAGES, fields: URLSearchParams): string {
  return `${localizePath(locale, CHART_VIEW_PAGES[page])}?${fields.toString()}`;
}

/** The query parameter that carries the chart style. */
export const STYLE_PARAM = 'style';

/** The chart style a page query names; null when it names none or one the site does not draw. */
export function chartStyleOfQuery(params: URLSearchParams): ChartStyle | null {
  const value = (params.get(STYLE_PARAM) ?? '').toLowerCase();
  return (CHART_STYLES as readonly string[]).includes(value) ? (value as ChartStyle) : null;
}

/**
 * Draws this page's charts in the style its link names (after loadPrefs), without changing the style the
 * visitor keeps for themselves: a shared link shows what its sender saw. Returns the style applied, if any.
 */
export function applyLinkedChartStyle(search: string): ChartStyle | null {
  const style = chartStyleOfQuery(new URLSearchParams(search));
  if (style) $chartStyle.set(style);
  return style;
}

/**
 * The absolute address of `page` (an English path) in `locale` with `query` and the chart style:
 * `chartShareUrl('https://x', 'hi', '/detailed-kundali', q, 'south')` is `https://x/hi/detailed-kundali?…&style=south`.
 */
export function chartShareUrl(origin: string, locale: Locale, page: string, query: URLSearchParams, style: ChartStyle): string {
  const params = new URLSearchParams(query);
  params.set(STYLE_PARAM, style);
  return `${origin}${localizePath(locale, page)}?${params.toString()}`;
}

/** How a share ended: the share sheet took it, the visitor closed it, the link was copied, or neither worked. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** What sharing needs of the browser (navigator and the pointer), so it is tested without one. */
export interface ShareHost {
  share?: ((data: { title: string; url: string }) => Promise<void>) | undefined;
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  /** True on a touch screen (`(pointer: coarse)`): there the share sheet is the expected way. */
  coarsePointer: boolean;
}

/** The browser's share host. */
export function browserShareHost(): ShareHost {
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    clipboard: navigator.clipboard,
    coarsePointer: window.matchMedia('(pointer: coarse)').matches,
  };
}

/**
 * Shares `url`: with the share sheet on a touch screen that has one (closing it is not a failure),
 * otherwise, or when the sheet fails, by copying the link. 'failed' leaves the visitor to copy it by hand.
 */
export async function shareLink(url: string, title: string, host: ShareHost = browserShareHost()): Promise<ShareOutcome> {
  if (host.coarsePointer && host.share) {
    try {
      await host.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no gesture), a sheet the platform refused: copy instead.
    }
  }
  try {
    if (!host.clipboard) return 'failed';
    await host.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
