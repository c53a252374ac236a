// The play screen's notes on the other players' seats (lib/net-seat-notes.ts): a dropped player is
// away, then gone once the grace time is out (the host's screen offers the hand-over), then free
// once a captain sails the seat; one's own seats and the captains' own seats say nothing.
import { describe, expect, it } from 'vitest';
import type { NetStatus } from '../../electron/net/net-api.js';
import { awayKey, graceLeft, guestLeaveAsk, leaveKey, leaveShortKey, seatCardKeys, seatNotes, awayNoticeKey } from '../../renderer/src/lib/net-seat-notes.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { en } from '../../renderer/src/lib/messages/en.js';

type Seat = NonNullable<NetStatus['lobby']>['seats'][number];
const seat = (over: Partial<Seat>): Seat => ({ kind: 'human', name: 'Ann', level: null, ready: true, away: false, gone: false, free: false, graceMs: null, ...over });
const lobby = (seats: Seat[]): NetStatus['lobby'] => ({ phase: 'racing', seats, mine: [0], title: null, host: 'here', hostName: null, config: null, watching: false, watchers: [] });

describe('notes on the other seats', () => {
  it('away, gone, free; nothing for one’s own seat, a present player or a captain from the start', () => {
    const l = lobby([
      seat({ name: 'Me', away: true }),
      seat({ name: 'Ben', away: true }),
      seat({ name: 'Cleo', away: true, gone: true }),
      seat({ name: 'Dan', kind: 'computer', level: 'easy', free: true }),
      seat({ name: 'Eve' }),
      seat({ name: 'Hardy', kind: 'computer', level: 'hard' }),
    ]);
    expect(seatNotes(l, [0])).toEqual([
      { seat: 1, name: 'Ben', state: 'away' },
      { seat: 2, name: 'Cleo', state: 'gone' },
      { seat: 3, name: 'Dan', state: 'free' },
    ]);
    expect(seatNotes(null, [])).toEqual([]);
  });

  // play-test: with a turn timer the notice said "the race waits" while the timer played the turn
  it('an away player with a turn timer set: the words say the timer plays the turn, not that the race waits', () => {
    expect(en[awayKey(false)]).toContain('the race will wait');
    expect(en[awayKey(true)]).not.toContain('waits');
    expect(en[awayKey(true)]).toContain('time runs out');
  });

  // play-test pt29 #3, then #6: these words stand beside "Your turn" (the notice over the board, the
  // boat cards, the turn order's notes) while the guest plays on: "the race waits" read as a contradiction
  it('an away, left or offline player\'s words say the race will wait at their turn, not that it waits now', () => {
    const l = lobby([seat({ name: 'Me' }), seat({ name: 'Ben', away: true }), seat({ name: 'Cleo', away: true, left: true }), seat({ name: 'Dan', away: true, offline: true })]);
    const waitsNow: Record<string, RegExp> = { en: /race waits/i, fr: /course attend(?!r)/i, it: /corsa aspetta/i, ru: /гонка ждёт/i };
    for (const language of LANGUAGES) {
      const t = translator(language);
      const said = [
        ...[1, 2, 3].map((s) => t(awayNoticeKey(l, s, { hosting: false, timed: false, timeKnown: false }), { name: 'Ben', time: '' })),
        ...[...seatCardKeys(l, [0], false).values()].map((k) => t(k, { host: 'Ada' })),
      ];
      expect(said, language).toHaveLength(6);
      for (const words of said) expect(words, language).not.toMatch(waitsNow[language]!);
    }
  });

  // play-test: a pause read to guests as the host disconnected
  it('the cards of the host who paused the race say it is paused by them, not that they are away', () => {
    const paused = { ...lobby([seat({ name: 'Me' }), seat({ name: 'Ada', away: true }), seat({ name: 'Ben', away: true })])!, host: 'paused' as const, hostName: 'Ada' };
    const keys = seatCardKeys(paused, [0], false);
    expect(keys.get(1)).toBe('netui.cardPaused');
    expect(keys.get(2)).toBe('netui.cardAway');
    // on Ada's own row: her name is said once, by the row (pt30 #2: "Captain 1: Paused by Captain 1")
    for (const language of LANGUAGES) expect(translator(language)('netui.cardPaused', { host: 'Ada' })).not.toContain('Ada');
    expect(translator('en')('netui.cardPaused', { host: 'Ada' })).toBe('Paused the race');
    // the host back: away again means a lost connection
    expect(seatCardKeys({ ...paused, host: 'away' }, [0], false).get(1)).toBe('netui.cardAway');
  });

  it('the boat cards of an away, gone or handed-over seat say so; present players and one’s own seats say nothing', () => {
    const l = lobby([
      seat({ name: 'Me', away: true }),
      seat({ name: 'Ben', away: true }),
      seat({ name: 'Cleo', away: true, gone: true }),
      seat({ name: 'Dan', kind: 'computer', level: 'easy', free: true }),
      seat({ name: 'Eve' }),
    ]);
    const words = (timed: boolean) => [...seatCardKeys(l, [0], timed)].map(([s, k]) => [s, en[k]]);
    expect(words(false)).toEqual([
      [1, 'Away: their turn will wait'],
      [2, 'Away too long'],
      [3, 'A computer captain sails for them'],
    ]);
    expect(words(true)[0]).toEqual([1, 'Away: the timer plays the turn']);
  });

  // play-test: nothing said how long the race would wait for an away player before the host could hand the seat over
  it('an away seat’s card counts down the time left to come back, by this computer’s clock', () => {
    const ends = [null, 100_000, null];
    expect(graceLeft(ends, 1, 10_000)).toBe(90_000);
    expect(graceLeft(ends, 1, 200_000)).toBe(0); // never below nothing left
    expect(graceLeft(ends, 0, 10_000)).toBeNull();
    expect(graceLeft(undefined, 1, 10_000)).toBeNull();
    for (const lang of LANGUAGES) {
      const words = translator(lang)('netui.cardAwayLeft', { time: '1:30' });
      expect(words, lang).toContain('1:30');
    }
    expect(en['netui.cardAwayLeft'].replace('{time}', '1:30')).toBe('Away: 1:30 left to come back');
  });

  // issue 17: the host's Leave pauses the race, and a guest's gives up the seat: each button says what it does
  it('leaving: the host pauses the race; a guest is told their seat goes to a captain after a while', () => {
    expect(en[leaveKey('hosting')]).toBe('Pause and leave');
    expect(en[leaveKey('joined')]).toBe('Leave the race (your seat waits a while, then the host may give it to a computer captain)');
    // a spectator has no seat to come back to: they may watch again with the invite
    expect(en[leaveKey('joined', true)]).toBe('Stop watching (you can watch again with the invite)');
  });

  // the button shows its short words at any width (a guest's sentence took most of the header at 1280x800): each starts as its sentence does
  it('the short words on the leave button say the same thing, host, guest and spectator, in four languages', () => {
    expect(en[leaveShortKey('hosting')]).toBe('Pause and leave');
    expect(en[leaveShortKey('joined')]).toBe('Leave the race');
    expect(en[leaveShortKey('joined', true)]).toBe('Stop watching');
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const [role, watching] of [['hosting', false], ['joined', false], ['joined', true]] as const) {
        const short = t(leaveShortKey(role, watching));
        expect(short.length, `${lang} ${role} ${watching}`).toBeLessThanOrEqual(30);
        expect(t(leaveKey(role, watching)).startsWith(short), `${lang} ${role} ${watching}: "${short}"`).toBe(true);
      }
    }
  });
});

// play-test (issue 17): a guest's Leave left at once, even on their own turn, while the host is asked first
describe("a guest's Leave mid-race", () => {
  type AskStatus = Parameters<typeof guestLeaveAsk>[0] & object;
  const racing = (over: Partial<AskStatus> = {}, lobbyOver: Partial<NonNullable<NetStatus['lobby']>> = {}): AskStatus => ({
    role: 'joined',
    connection: 'open',
    view: null,
    graceSeconds: 120,
    lobby: { ...lobby([seat({}), seat({ name: 'Ben' })])!, mine: [1], ...lobbyOver },
    ...over,
  });

  it('asks first, saying how long the seat waits, in every language', () => {
    expect(guestLeaveAsk(racing())).toEqual({ key: 'netui.leaveAskMinutes', n: 2 });
    expect(guestLeaveAsk(racing({ graceSeconds: 150 }))).toEqual({ key: 'netui.leaveAskMinutes', n: 2 });
    expect(guestLeaveAsk(racing({ graceSeconds: 30 }))).toEqual({ key: 'netui.leaveAskSeconds', n: 30 });
    expect(guestLeaveAsk(racing({ graceSeconds: null }))).toEqual({ key: 'netui.leaveAskWhile', n: 0 });
    // a paused race: the seat waits all the same
    expect(guestLeaveAsk(racing({}, { host: 'paused' }))).not.toBeNull();
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      expect(t('netui.leaveAskMinutes', { n: 2 }), lang).toMatch(/2/);
      expect(t('netui.leaveAskSeconds', { n: 30 }), lang).toMatch(/30/);
      expect(t('netui.leaveAskTitle'), lang).not.toBe(t('netui.pauseTitle'));
    }
    expect(translator('en')('netui.leaveAskMinutes', { n: 1 })).toMatch(/^Your seat waits 1 minute for you/);
  });

  it('leaves at once where nothing waits: watching, no seat, not racing, the race over, the host gone or stopped, the host', () => {
    expect(guestLeaveAsk(racing({}, { watching: true, mine: [] }))).toBeNull();
    expect(guestLeaveAsk(racing({}, { mine: [] }))).toBeNull();
    expect(guestLeaveAsk(racing({}, { phase: 'lobby' }))).toBeNull();
    expect(guestLeaveAsk(racing({ view: { status: 'over' } as unknown as AskStatus['view'] }))).toBeNull();
    expect(guestLeaveAsk(racing({ connection: 'gone' }))).toBeNull();
    expect(guestLeaveAsk(racing({ connection: 'lost' }))).toBeNull();
    expect(guestLeaveAsk(racing({}, { host: 'left' }))).toBeNull();
    expect(guestLeaveAsk(racing({ role: 'hosting' }))).toBeNull();
    expect(guestLeaveAsk(null)).toBeNull();
  });
});

// play-test: a guest who pressed Leave read to the others as "connessione persa"
describe('a player who left on purpose', () => {
  const l = lobby([seat({ name: 'Me' }), seat({ name: 'Ben', away: true, left: true }), seat({ name: 'Cleo', away: true })]);
  it('is told as having left, on the notice and on the boat cards; a dropped one as away', () => {
    expect(seatNotes(l, [0])).toEqual([
      { seat: 1, name: 'Ben', state: 'away', left: true },
      { seat: 2, name: 'Cleo', state: 'away' },
    ]);
    expect(seatCardKeys(l, [0], false).get(1)).toBe('netui.cardLeft');
    expect(seatCardKeys(l, [0], true).get(1)).toBe('netui.cardLeftTimer');
    expect(seatCardKeys(l, [0], false).get(2)).toBe('netui.cardAway');
    expect(awayKey(false, true)).toBe('netui.playerLeft');
    expect(awayKey(true, true)).toBe('netui.playerLeftTimer');
  });
  it('no language says their connection was lost', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      const away = t('netui.playerAway', { name: 'Ben' });
      for (const key of ['netui.playerLeft', 'netui.playerLeftTimer', 'netui.cardLeft', 'netui.cardLeftTimer', 'netui.cardLeftTime'] as const) {
        const words = t(key, { name: 'Ben', time: '1:30' });
        expect(words, `${language} ${key}`).not.toMatch(/connection|connexion|connessione|связ|offline|hors ligne/i);
        expect(words).not.toBe(away);
      }
    }
  });
});

// play-test: the host's turn line kept "Waiting for Ben" after Ben pressed Leave; then a dropped
// guest was said four times (turn line, notice, header, cards): the notice over the board says it
describe('the notice over the board for a player who left or dropped', () => {
  const l = lobby([seat({ name: 'Me' }), seat({ name: 'Ben', away: true, left: true }), seat({ name: 'Cleo', away: true }), seat({ name: 'Dan' }), seat({ name: 'Eve', away: true, gone: true })]);
  const host = { hosting: true, timed: false, timeKnown: true };
  it('names a present player as awaited, and says of one who left or dropped what happens next', () => {
    expect(awayNoticeKey(l, 3, host)).toBe('netui.waitingFor');
    expect(awayNoticeKey(l, 1, host)).toBe('netui.turnLeftHost');
    expect(awayNoticeKey(l, 1, { ...host, hosting: false })).toBe('netui.turnLeftGuest');
    expect(awayNoticeKey(l, 2, host)).toBe('netui.turnAwayHost');
    expect(awayNoticeKey(l, 2, { ...host, hosting: false })).toBe('netui.turnAwayGuest');
    // the grace time out: the host hands the seat over; a turn timer plays the turn itself
    expect(awayNoticeKey(l, 4, host)).toBe('netui.playerGoneHost');
    expect(awayNoticeKey(l, 1, { ...host, timed: true })).toBe('netui.playerLeftTimer');
    // the room has not told the time left: no time said
    expect(awayNoticeKey(l, 1, { ...host, timeKnown: false })).toBe('netui.playerLeft');
  });
  it('says in every language who left, how long the seat waits and who may hand it to a captain', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const key of ['netui.turnLeftHost', 'netui.turnLeftGuest', 'netui.turnAwayHost', 'netui.turnAwayGuest'] as const) {
        const words = t(key, { name: 'Ben', time: '1:30' });
        expect(words, `${language} ${key}`).toContain('Ben');
        expect(words, `${language} ${key}`).toContain('1:30');
        expect(words).not.toBe(t('netui.waitingFor', { name: 'Ben' }));
      }
    }
    expect(translator('en')('netui.turnLeftHost', { name: 'Ben', time: '1:30' })).toBe('Ben left the race: their seat waits 1:30 more for them. After that you may let a computer captain sail for them.');
  });
});
