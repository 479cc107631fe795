/** What the astrologer sections of /detailed-kundali (DepthSections, VarshaphalSection) share. */
import type { Locale } from '../../../shared/i18n/locale';
import type { ChartView } from '../../../shared/chart/view';
import { rasiName } from '../../../shared/vocabulary/rasi';
import type { kundaliDepthText } from '../../i18n/kundali-depth';
import type { ChartApiError } from '../../lib/api';
import type { BirthRequest } from '../../lib/birth-query';
import type { Load } from '../kit/load';
import { useShownRefusal } from '../useRefusalText';

/** What every astrologer section is given. */
export type Props = { chart: ChartView; request: BirthRequest; day: string; locale: Locale };
/** The sections' words in one language. */
export type Words = (typeof kundaliDepthText)['en'];

/** A sidereal longitude as sign, degrees and minutes ("Leo 14°27′"). */
export const SIGN_DEG = (deg: number, locale: Locale) => {
  const sign = Math.floor(deg / 30) % 12;
  const inSign = deg - sign * 30;
  const d = Math.floor(inSign);
  const m = Math.floor((inSign - d) * 60);
  return `${rasiName(sign, locale)} ${d}°${String(m).padStart(2, '0')}′`;
};

/** Loading, failure or the content of a loaded part. */
export function Loaded<T>({
  load,
  retry,
  words,
  locale,
  children,
}: {
  load: Load<T, ChartApiError>;
  retry(): void;
  words: Words;
  locale: Locale;
  children: (data: T) => React.ReactNode;
}) {
  // A refused field in the page's language; a failure naming none is said by `words.failed` alone off English.
  const refusal = useShownRefusal(locale, load.kind === 'failed' ? load.error : null, '');
  if (load.kind === 'ready') return <>{children(load.data)}</>;
  if (load.kind === 'failed')
    return (
      <p role="alert">
        {words.failed} {refusal}{' '}
        <button type="button" onClick={retry}>
          {words.retry}
        </button>
      </p>
    );
  return <p aria-live="polite">{words.loading}</p>;
}
