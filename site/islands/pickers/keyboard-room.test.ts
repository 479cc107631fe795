import { describe, expect, it } from 'vitest';
import { listRoom, scrollToShow } from './keyboard-room';

// A 390 × 844 phone whose keyboard leaves the top 470 px visible (visual viewport 0–470).
const KEYBOARD_UP = { top: 0, bottom: 470 };

describe('the address picker above the on-screen keyboard', () => {
  it('leaves a popup that already shows where it is, its list as tall as the room above the keyboard', () => {
    const popup = { top: 100, bottom: 400 };
    expect(scrollToShow(popup, KEYBOARD_UP)).toBe(0);
    // The list may reach the keyboard's edge (462 with the gap) less what stays below it (60 px).
    expect(listRoom(popup, { top: 150, bottom: 340 }, KEYBOARD_UP)).toBe(462 - 60 - 150);
  });

  it('scrolls a popup under the keyboard up until its bottom shows', () => {
    // Opened from a field at 300 px: the popup reaches 620, 158 px under the keyboard's edge.
    expect(scrollToShow({ top: 300, bottom: 620 }, KEYBOARD_UP)).toBe(158);
  });

  it('never scrolls the search box off the top: a tall popup scrolls to the top and its list shrinks', () => {
    expect(scrollToShow({ top: 120, bottom: 700 }, KEYBOARD_UP)).toBe(112); // its top lands 8 px under the screen's top
    // Once scrolled (list from 58 px, 60 px of popup below it), the list takes what is left.
    expect(listRoom({ top: 8, bottom: 588 }, { top: 58, bottom: 528 }, KEYBOARD_UP)).toBe(462 - 60 - 58);
  });

  it('measures the list where it is when the page could not scroll all the way', () => {
    // The page's end was near: the popup is still 40 px under the edge; the list shrinks by as much.
    expect(listRoom({ top: 200, bottom: 502 }, { top: 250, bottom: 442 }, KEYBOARD_UP)).toBe(462 - 60 - 250);
  });

  it('keeps room for two results even on the smallest screens', () => {
    expect(listRoom({ top: 8, bottom: 388 }, { top: 58, bottom: 328 }, { top: 0, bottom: 180 })).toBe(88);
  });

  it('counts from the visual viewport’s own top when the page is zoomed or panned (offsetTop)', () => {
    expect(scrollToShow({ top: 500, bottom: 800 }, { top: 300, bottom: 770 })).toBe(38);
  });
});
