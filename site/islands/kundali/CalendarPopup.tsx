/**
 * The react-day-picker calendar of the date field. Kept in its own module so it is loaded
 * only when a visitor opens the calendar (react-day-picker + date-fns stay out of the page's
 * first JavaScript).
 */
import { useEffect } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { MAX_BIRTH_YEAR, MIN_BIRTH_YEAR } from '../../lib/date-input';

export interface CalendarPopupProps {
  /** Selected day as a local Date at midnight, or undefined. */
  selected: Date | undefined;
  /** Month to show first. */
  month: Date;
  onMonthChange(month: Date): void;
  onSelect(day: Date): void;
  /** First and last month offered (default: the accepted birth years). */
  startMonth?: Date;
  endMonth?: Date;
  /** Called once the calendar's grid is in the document (its module may have loaded only now). */
  onShown?(): void;
}

/** Single-date calendar with month and year dropdowns over the accepted birth years (or the months given). */
export default function CalendarPopup(props: CalendarPopupProps) {
  const { onShown } = props;
  useEffect(() => onShown?.(), [onShown]);
  return (
    <DayPicker
      mode="single"
      required
      selected={props.selected}
      onSelect={(day: Date) => props.onSelect(day)}
      month={props.month}
      onMonthChange={props.onMonthChange}
      captionLayout="dropdown"
      navLayout="around"
      startMonth={props.startMonth ?? new Date(MIN_BIRTH_YEAR, 0)}
      endMonth={props.endMonth ?? new Date(MAX_BIRTH_YEAR, 11)}
      weekStartsOn={1}
    />
  );
}
