/**
 * Hydrates the server-rendered landing form on the visitor's first interaction with it, so
 * the home page ships almost no JavaScript up front (React and the form load on first focus,
 * tap or key press inside the form). Imported dynamically by the page's small loader script.
 */
import { hydrateRoot } from 'react-dom/client';
import LandingForm from './LandingForm';
import type { Locale } from '../../../shared/i18n/locale';

/**
 * Hydrates `container` (the element holding the server-rendered <LandingForm locale={locale} />).
 * `pressed` names the button the visitor pressed before React listened (its click did nothing then).
 */
export function hydrateLanding(container: HTMLElement, locale: Locale, pressed: () => HTMLButtonElement | null = () => null): void {
  const focused = document.activeElement;
  // Read what was typed before React takes over, so hydration cannot lose it.
  const valueOf = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
  const typed = { name: valueOf('birth-name'), date: valueOf('birth-date'), time: valueOf('birth-time') };
  hydrateRoot(
    container,
    <LandingForm
      typed={typed}
      locale={locale}
      onReady={() => {
        // The focus that triggered hydration happened before React listened: replay it so
        // focus-driven pickers (calendar, time list) open as if React had been there all along.
        if (focused instanceof HTMLElement && container.contains(focused) && document.activeElement === focused) {
          focused.blur();
          focused.focus();
        }
        // A press before React listened (the place picker's trigger, Generate Kundali) is pressed again, so the
        // first tap opens the picker or shows what is missing instead of doing nothing.
        const button = pressed();
        if (button && container.contains(button)) button.click();
      }}
    />,
  );
}
