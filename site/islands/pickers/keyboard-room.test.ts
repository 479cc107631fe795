import { describe, expect, it } from 'vitest';
import { keyboardRoom } from './keyboard-room';

// A 390 × 844 phone whose keyboard leaves the top 470 px visible (visual viewport 0–470).
const KEYBOARD_UP = { top: 0, bottom: 470 };

describe('keyboardRoom: the address picker above the on-screen keyboard', () => {
  it('leaves a popup that already shows alone', () => {
    const popup = { top: 100, bottom: 400 };
    expect(keyboardRoom(popup, { top: 150, bottom: 340 }, KEYBOARD_UP)).toEqual({ scrollByPx: 0, listMaxPx: 470 - 8 - 60 - 150 });
  });

  it('scrolls a popup under the keyboard up until its bottom shows', () => {
    // Opened from a field at 300 px: the popup reaches 620, 150 px under the keyboard's edge (462 with the gap).
    const room = keyboardRoom({ top: 300, bottom: 620 }, { top: 350, bottom: 560 }, KEYBOARD_UP);
    expect(room.scrollByPx).toBe(158);
    // Once scrolled, the list (top 192) may reach the edge less what stays below it (60 px).
    expect(room.listMaxPx).toBe(462 - 60 - 192);
  });

  it('never scrolls the search box off the top: a tall popup scrolls to the top and its list shrinks', () => {
    const room = keyboardRoom({ top: 120, bottom: 700 }, { top: 170, bottom: 640 }, KEYBOARD_UP);
    expect(room.scrollByPx).toBe(112); // its top lands 8 px under the screen's top
    expect(room.listMaxPx).toBe(462 - 60 - 58);
  });

  it('keeps room for two results even on the smallest screens', () => {
    const room = keyboardRoom({ top: 20, bottom: 400 }, { top: 70, bottom: 340 }, { top: 0, bottom: 180 });
    expect(room.listMaxPx).toBe(88);
  });

  it('counts from the visual viewport’s own top when the page is zoomed or panned (offsetTop)', () => {
    const room = keyboardRoom({ top: 500, bottom: 800 }, { top: 550, bottom: 740 }, { top: 300, bottom: 770 });
    expect(room.scrollByPx).toBe(38);
  });
});
