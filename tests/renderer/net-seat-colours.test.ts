// The network lobby shows each seat's boat colour (play-test: seats showed none): the race's own
// setup when the host brought one, else the standard setup the room starts with for that many seats.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../engine/index.js';
import { seatColours } from '../../renderer/src/lib/net-seat-colours.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';

describe('seat colours in the lobby', () => {
  it('each seat gets the boats the race will give it, with a name in every language', () => {
    const three = seatColours(null, 3);
    expect(three).toEqual(defaultConfig(3).seats.map((s) => s.boats));
    expect(new Set(three.flat()).size).toBe(3);
    for (const language of LANGUAGES) for (const b of three.flat()) expect(translator(language)(`colour.${b}` as MessageKey)).not.toBe(`colour.${b}`);
  });

  it("the host's own setup wins (two boats a seat with two players)", () => {
    const config = { ...defaultConfig(2), seats: [{ boats: ['red' as const, 'blue' as const] }, { boats: ['green' as const, 'white' as const] }] };
    expect(seatColours(config, 2)).toEqual([
      ['red', 'blue'],
      ['green', 'white'],
    ]);
  });

  it('no seats that a race could have: no colours, never a made-up one', () => {
    expect(seatColours(null, 1)).toEqual([[]]);
  });
});
