// A speed button's price explained (newcomer's play-test of lesson 9: the present speed read "1+ coal"
// while a change to speed 2 read "free", against the rule just taught that only a change of speed
// costs coal): where every way at a speed pays for something else, the tooltip says what.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lessons } from '../../renderer/src/lib/lessons.js';
import { priceWhy, speedPrice, turnExtras } from '../../renderer/src/lib/plan-words.js';
import { coalBySpeed } from '../../renderer/src/lib/turns.js';

describe('why a speed costs coal', () => {
  const l = lessons().find((x) => x.number === 9)!;
  const s = l.challenge.start;
  const mover = s.boats.find((b) => b.id === l.challenge.boat)!;
  const turns = legalTurns(s);
  const price = coalBySpeed(turns, s);

  it('lesson 9: keeping speed costs coal only because every way must turn, and the tooltip says so', () => {
    expect(price.get(mover.speed)!.min).toBeGreaterThan(0);
    const en = priceWhy(translator('en'), turns, s, mover, mover.speed);
    expect(en).toMatch(new RegExp(`^Every way at speed ${mover.speed} costs coal: turning \\(\\d coal\\)`));
    expect(en).not.toContain('change of speed');
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const text = priceWhy(t, turns, s, mover, mover.speed);
      expect(text, lang).not.toBe('');
      expect(text, lang).not.toMatch(/\{|\}/);
    }
  });

  it('a speed whose price is the change of speed alone (or free) needs no explaining', () => {
    for (const [speed, { min }] of price) {
      if (min === 0) expect(priceWhy(translator('en'), turns, s, mover, speed), `speed ${speed}`).toBe('');
    }
  });
});

// The speed button itself (newcomer's play-test, lesson 9: "1+ coal" on the present speed read as a
// bug): what the speed costs, and on a line of its own what turning adds where every way must turn.
describe('a speed button\'s price', () => {
  const at = (n: number) => {
    const l = lessons().find((x) => x.number === n)!;
    const s = l.challenge.start;
    return { s, mover: s.boats.find((b) => b.id === l.challenge.boat)!, turns: legalTurns(s) };
  };

  it('lesson 9: the present speed is free (its turn to pay said under the buttons), speed 3 a change of speed, speed 4 both', () => {
    const { s, mover, turns } = at(9);
    const en = translator('en');
    expect(speedPrice(en, turns, s, mover, mover.speed)).toBe('free');
    expect(speedPrice(en, turns, s, mover, mover.speed + 1)).toBe('free');
    expect(speedPrice(en, turns, s, mover, mover.speed + 2)).toBe('1 coal');
    expect(speedPrice(en, turns, s, mover, mover.speed + 3)).toBe('2 coal');
    expect(speedPrice(translator('fr'), turns, s, mover, mover.speed)).toBe('gratuit');
    expect(speedPrice(translator('it'), turns, s, mover, mover.speed)).toBe('gratis');
    expect(speedPrice(translator('ru'), turns, s, mover, mover.speed)).toBe('бесплатно');
  });

  it('lesson 1: speed 3 costs what the lesson says, "1 coal" (not "1+ coal")', () => {
    const { s, mover, turns } = at(1);
    expect(speedPrice(translator('en'), turns, s, mover, 3)).toBe('1 coal');
  });

  it('in every lesson, language and speed, the price and the turning line under the buttons add up to the cheapest way\'s coal, in words only', () => {
    for (const n of lessons().map((l) => l.number)) {
      const { s, mover, turns } = at(n);
      const price = coalBySpeed(turns, s);
      for (const lang of LANGUAGES) {
        const t = translator(lang);
        for (const [speed, { min }] of price) {
          const said = speedPrice(t, turns, s, mover, speed);
          const turning = turnExtras(t, turns, s, [speed])[0] ?? '';
          const num = (x: string) => Number(/\d+/.exec(x)?.[0] ?? 0);
          expect(num(said) + Number(/\+(\d+)/.exec(turning)?.[1] ?? 0), `lesson ${n}, ${lang}, speed ${speed}`).toBe(min);
          expect(said, `lesson ${n}, ${lang}, speed ${speed}`).not.toMatch(/[{}]|\d\+/);
        }
      }
    }
  });
});

// What turning adds is said once under the speed buttons, not inside some of them (play-test pt28:
// "ogni percorso ha una virata a pagamento, +1 carbone" made those buttons taller and read as that speed's price): one line for
// each amount, naming its speeds, in every language.
describe('what turning adds, under the speed buttons', () => {
  const l = lessons().find((x) => x.number === 9)!;
  const s = l.challenge.start;
  const mover = s.boats.find((b) => b.id === l.challenge.boat)!;
  const turns = legalTurns(s);
  const speeds = [1, 2, 3, 4, 5, 6];

  it('lesson 9: one line names the speeds whose cheapest way pays to turn', () => {
    const paying = speeds.filter((n) => turnExtras(translator('en'), turns, s, [n]).length > 0);
    expect(paying).toEqual([mover.speed, mover.speed + 3]);
    expect(turnExtras(translator('en'), turns, s, speeds)).toEqual([`Speeds ${mover.speed} and ${mover.speed + 3}: every way needs a paid turn, +1 coal`]);
    expect(turnExtras(translator('it'), turns, s, speeds)).toEqual([`Velocità ${mover.speed} e ${mover.speed + 3}: ogni percorso ha una virata a pagamento, +1 carbone`]);
    expect(turnExtras(translator('fr'), turns, s, speeds)).toEqual([`Vitesses ${mover.speed} et ${mover.speed + 3}\u00a0: chaque route demande un virage payant, +1 charbon`]);
    expect(turnExtras(translator('ru'), turns, s, speeds)).toEqual([`Скорости ${mover.speed} и ${mover.speed + 3}: на любом пути платный поворот, +1 уголь`]);
    // one speed alone: "Speed 2"
    expect(turnExtras(translator('en'), turns, s, [mover.speed])).toEqual([`Speed ${mover.speed}: every way needs a paid turn, +1 coal`]);
  });

  it('no line where no speed pays to turn (lesson 1)', () => {
    const l1 = lessons().find((x) => x.number === 1)!;
    expect(turnExtras(translator('en'), legalTurns(l1.challenge.start), l1.challenge.start, speeds)).toEqual([]);
  });
});
