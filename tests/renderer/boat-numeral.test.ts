// A seat's two boats carry badges a player can tell apart (play-test of issue 14: both said "1").
import { describe, expect, it } from 'vitest';
import { boatNumeral, boatNumerals, numeralParts } from '../../renderer/src/lib/boat-numeral.js';

describe('boatNumeral', () => {
  it('one boat a seat: the seat numeral alone', () => {
    const boats = [{ id: 'orange', owner: 0 }, { id: 'red', owner: 1 }, { id: 'blue', owner: 2 }] as const;
    expect(boatNumerals(boats)).toEqual({ orange: '1', red: '2', blue: '3' });
  });

  it('two boats a seat: the numeral and a letter each, in the seat’s order; every badge different', () => {
    const boats = [{ id: 'orange', owner: 0 }, { id: 'red', owner: 1 }, { id: 'blue', owner: 0 }, { id: 'green', owner: 1 }] as const;
    const all = boatNumerals(boats);
    expect(all).toEqual({ orange: '1a', red: '2a', blue: '1b', green: '2b' });
    expect(new Set(Object.values(all)).size).toBe(4);
    expect(boatNumeral(boats, 'white')).toBe('');
  });

  it('splits a badge into the numeral and the small letter', () => {
    expect(numeralParts('1b')).toEqual({ digits: '1', letter: 'b' });
    expect(numeralParts(3)).toEqual({ digits: '3', letter: '' });
    expect(numeralParts('12a')).toEqual({ digits: '12', letter: 'a' });
  });
});
