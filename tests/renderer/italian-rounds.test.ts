// Italian has one word for a race round and another for a player's turn (play-test: "Round 3",
// "Inizia il round 3" and "Finita dopo 12 turni" for the same thing). A round, when every boat has
// moved once, is a "giro" ("a ogni giro", "giro di gioco", as Italian rulebooks say); "turno" is one
// captain's turn ("Tocca a…", "salta il turno"). No English "round" is left.
import { describe, expect, it } from 'vitest';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';

const KEYS = Object.keys(en) as MessageKey[];
const PARAMS = { n: 3, round: 3, name: 'Bob', boat: 'Bob', to: 'Bob', from: 'Ugo', where: 'tessera 3', title: 'Corsa', players: 'Bob, Ugo' };
const enT = translator('en');
const itT = translator('it');
// English speaks of a race round ("Round 3", "each round"), not of sailing round an island
const speaksOfRounds = (text: string) => /\brounds?\b/i.test(text) && !/\bround (the|it)\b/i.test(text);

describe('Italian rounds and turns', () => {
  it('every message about rounds says giro / giri, never "round" or "turno"', () => {
    const wrong: string[] = [];
    for (const key of KEYS) {
      if (!speaksOfRounds(enT(key, PARAMS))) continue;
      for (const n of [1, 3]) {
        const text = itT(key, { ...PARAMS, n });
        if (!/\bgir[oi]\b/i.test(text) || /\bround\b|\bturn[oi]\b/i.test(text)) wrong.push(`${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no Italian message says "round"', () => {
    const found = KEYS.map((k) => `${k}: ${itT(k, PARAMS)}`).filter((x) => /\bround\b/i.test(x.slice(x.indexOf(': ') + 2)));
    expect(found).toEqual([]);
  });

  it('the header, the log and the library count rounds in giri; a captain still loses a turno', () => {
    expect(itT('play.round', { n: 4 })).toBe('Giro 4');
    expect(itT('log.roundStarted', { n: 4 })).toBe('Inizia il giro 4.');
    expect([1, 12].map((n) => itT('library.finishedRounds', { n }))).toEqual(['Finita dopo 1 giro', 'Finita dopo 12 giri']);
    expect(itT('play.lostTurns', { n: 1 })).toBe('salta 1 turno');
  });

  it('the check finds a round said in English or as a turn (the check itself)', () => {
    expect(speaksOfRounds('Finished after 3 rounds')).toBe(true);
    expect(speaksOfRounds('sails round the island')).toBe(false);
    expect(/\bround\b|\bturn[oi]\b/i.test('Finita dopo 3 turni')).toBe(true);
  });
});
