// "Your turn" away from the page (lib/turn-alert.ts): a turn of one's own beginning while the page is
// hidden or unfocused rings once and puts "Your turn" in the title, until the page is looked at; a
// turn beginning in front of the player, or the same turn going on, does neither.
import { describe, expect, it } from 'vitest';
import { TurnAlert, type AlertPage } from '../../renderer/src/lib/turn-alert.js';

function page(focused: boolean, hidden = false): AlertPage & { focused: boolean; hiddenNow: boolean } {
  return {
    title: 'Mississippi Queen',
    focused,
    hiddenNow: hidden,
    get hidden() {
      return this.hiddenNow;
    },
    hasFocus() {
      return this.focused;
    },
  };
}

describe('the your-turn alert', () => {
  it('rings and titles once when a turn begins away from the page; looking at it puts the title back', () => {
    const p = page(false);
    let rings = 0;
    const alert = new TurnAlert(p, () => rings++, () => 'Your turn');
    alert.update(false);
    expect(rings).toBe(0);
    alert.update(true);
    expect(rings).toBe(1);
    expect(p.title).toBe('Your turn – Mississippi Queen');
    alert.update(true); // a further decision of the same turn
    expect(rings).toBe(1);
    expect(p.title).toBe('Your turn – Mississippi Queen');
    p.focused = true;
    alert.seen();
    expect(p.title).toBe('Mississippi Queen');
    // the turn played, the next one begins in a hidden tab
    alert.update(false);
    p.hiddenNow = true;
    alert.update(true);
    expect(rings).toBe(2);
    // the turn ends before the player came back: the title is the page's own again
    alert.update(false);
    expect(p.title).toBe('Mississippi Queen');
  });

  it('says nothing when the player is looking at the page', () => {
    const p = page(true);
    let rings = 0;
    const alert = new TurnAlert(p, () => rings++, () => 'Your turn');
    alert.update(true);
    expect(rings).toBe(0);
    expect(p.title).toBe('Mississippi Queen');
  });
});
