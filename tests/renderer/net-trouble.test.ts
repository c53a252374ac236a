// What the networked play screen says keeps the race from going on (lib/net-trouble.ts): a guest
// whose host's app died sees "trying again" with no way Home while it retries, then, once the
// reconnect window has passed, that the host is gone, with the way Home (play-test of issue 17).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { movesHeld, netTrouble, pausedShown } from '../../renderer/src/lib/net-trouble.js';

type Status = Parameters<typeof netTrouble>[0] & object;
const status = (s: Partial<Status>): Status => ({ role: 'joined', connection: 'open', lobby: null, view: null, ...s }) as Status;
const lobby = (host: 'here' | 'away' | 'left' | 'paused', watching = false) => ({ host, watching }) as unknown as Status['lobby'];

describe('net trouble', () => {
  it('a guest: retrying without the way Home, then the host is gone with it', () => {
    expect(netTrouble(status({ connection: 'reconnecting' }))).toEqual({ key: 'netui.reconnecting', home: false });
    expect(netTrouble(status({ connection: 'lost' }))).toEqual({ key: 'netui.hostGone', home: true });
  });

  // play-test: the host's process gone, guests faced "trying again" over a frozen board for the grace time
  it("a guest whose host's app stopped is told the race is saved on the host's computer, with the way Home", () => {
    expect(netTrouble(status({ connection: 'gone' }))).toEqual({ key: 'netui.hostStopped', home: true });
    expect(translator('en')('netui.hostStopped')).toMatch(/saved on their computer/);
  });

  // play-test: the box said the seat comes back "from Home", yet the app reconnects by itself once the host runs again
  it('the host stopped: the words say the screen reconnects by itself, and what to do if it does not', () => {
    expect(translator('en')('netui.hostStopped')).toMatch(/reconnects by itself/);
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      // the way if it does not: Home's own button, by its name
      expect(t('netui.hostStopped'), lang).toContain(t('netui.backToRace'));
    }
    expect(netTrouble(status({ connection: 'gone', lobby: lobby('here', true) }))).toEqual({ key: 'netplay.watchLost', home: true });
  });

  it('the host who loses its own room says the connection is lost; a guest told the host left or is away says so', () => {
    expect(netTrouble(status({ role: 'hosting', connection: 'lost' }))).toEqual({ key: 'netui.lost', home: true });
    expect(netTrouble(status({ lobby: lobby('left') }))).toEqual({ key: 'netui.hostLeft', home: true });
    // the room closing once the host said they left: still that they left
    expect(netTrouble(status({ connection: 'lost', lobby: lobby('left') }))).toEqual({ key: 'netui.hostLeft', home: true });
    // a host away is said as any away player (their seat's notice and cards), not as a lost connection
    expect(netTrouble(status({ lobby: lobby('away') }))).toBeNull();
    expect(netTrouble(status({ lobby: lobby('here') }))).toBeNull();
  });

  // issue 17: a host who leaves mid-race pauses it; the guests are told so, and are not offered a way Home that would give up their seat
  it('a host who paused the race: the guests wait, told so, even once the connection is lost', () => {
    expect(netTrouble(status({ lobby: lobby('paused') }))).toEqual({ key: 'netui.hostPaused', home: false });
    expect(netTrouble(status({ connection: 'lost', lobby: lobby('paused') }))).toEqual({ key: 'netui.hostPaused', home: false });
    expect(netTrouble(status({ role: 'hosting', lobby: lobby('paused') }))).toBeNull();
  });

  // play-test (issue 17): the host's process killed while the race was paused; the guests kept "Paused – waiting for Anna"
  it("a paused race whose host's app stopped: the guests are told so, with the way Home", () => {
    expect(netTrouble(status({ connection: 'gone', lobby: lobby('paused') }))).toEqual({ key: 'netui.hostStopped', home: true });
    for (const lang of LANGUAGES) expect(translator(lang)('netui.hostPaused'), lang).not.toBe(translator(lang)('netui.hostLeft'));
  });

  it('nothing once the race is over', () => {
    expect(netTrouble(status({ connection: 'lost', view: { status: 'over' } as unknown as Status['view'] }))).toBeNull();
  });

  it('the host gone is said in every language, not as the plain lost connection', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      expect(t('netui.hostGone'), lang).not.toBe(t('netui.lost'));
      expect(t('netui.hostGone').length, lang).toBeGreaterThan(20);
    }
  });

  // issue 17: a spectator whose connection was given up was told the guest's "the host's app is gone"
  it('a spectator has their own words: stopped watching, the host gone or paused, always with the way Home', () => {
    const watcher = (host: 'here' | 'away' | 'left' | 'paused', connection: Status['connection'] = 'open') => status({ connection, lobby: lobby(host, true) });
    expect(netTrouble(watcher('here', 'lost'))).toEqual({ key: 'netplay.watchLost', home: true });
    expect(netTrouble(watcher('left'))).toEqual({ key: 'netplay.watchHostLeft', home: true });
    expect(netTrouble(watcher('left', 'lost'))).toEqual({ key: 'netplay.watchHostLeft', home: true });
    // no seat to keep: the way Home is there while the host has paused
    expect(netTrouble(watcher('paused'))).toEqual({ key: 'netplay.watchPaused', home: true });
    expect(netTrouble(watcher('here', 'reconnecting'))).toEqual({ key: 'netui.reconnecting', home: false });
    expect(netTrouble(watcher('here'))).toBeNull();
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const key of ['netplay.watchLost', 'netplay.watchHostLeft', 'netplay.watchPaused'] as const) {
        expect(t(key), `${lang} ${key}`).not.toBe(key);
        expect([t('netui.hostGone'), t('netui.hostLeft'), t('netui.hostPaused')], `${lang} ${key}`).not.toContain(t(key));
      }
    }
  });

  // play-test (issue 17): "Paused – waiting for Anna" in the header above "the host's game has stopped"
  it('the header says paused only while nothing bigger is said: one truth at a time', () => {
    expect(pausedShown(status({ lobby: lobby('paused') }))).toBe(true);
    expect(pausedShown(status({ connection: 'lost', lobby: lobby('paused') }))).toBe(true);
    expect(pausedShown(status({ connection: 'gone', lobby: lobby('paused') }))).toBe(false);
    expect(pausedShown(status({ role: 'hosting', connection: 'lost', lobby: lobby('paused') }))).toBe(false);
    // this page's own app stopped: that is what is said
    expect(pausedShown(status({ lobby: lobby('paused') }), true)).toBe(false);
    expect(pausedShown(status({ lobby: lobby('here') }))).toBe(false);
    expect(pausedShown(status({ lobby: lobby('paused'), view: { status: 'over' } as unknown as Status['view'] }))).toBe(false);
  });

  // play-test (issue 17): the tries after "the host's game stopped" never ended
  it('a guest whose tries are over is told the host has not come back, with Try again and the way Home', () => {
    expect(netTrouble(status({ connection: 'gone', retriesOver: true }))).toEqual({ key: 'netui.hostNotBack', home: true, retry: true });
    expect(netTrouble(status({ connection: 'gone', retriesOver: true, lobby: lobby('paused') }))).toEqual({ key: 'netui.hostNotBack', home: true, retry: true });
    for (const lang of LANGUAGES) expect(translator(lang)('netui.hostNotBack'), lang).not.toBe(translator(lang)('netui.hostStopped'));
  });
});

// play-test: after the host's app died, a guest's speeds and destinations could still be picked
describe('moves held', () => {
  it('while the room cannot be reached or takes no moves, nobody on this screen is asked to move', () => {
    for (const connection of ['reconnecting', 'lost', 'gone'] as const) expect(movesHeld(status({ connection, lobby: lobby('here') })), connection).toBe(true);
    expect(movesHeld(status({ lobby: lobby('paused') }))).toBe(true);
    expect(movesHeld(status({ lobby: lobby('left') }))).toBe(true);
    expect(movesHeld(status({ lobby: lobby('here') }), true)).toBe(true); // this page's own app stopped
    expect(movesHeld(status({ lobby: lobby('here') }), 'gone')).toBe(true);
    // its app not answering for a moment ("Reconnecting…"): no "Your turn" with live buttons (play-test:
    // the host's page kept them while its process was dead, the last status still saying all is well)
    expect(movesHeld(status({ lobby: lobby('here') }), 'reconnecting')).toBe(true);
    expect(movesHeld(null)).toBe(true);
  });
  it('a race going on, or a host whose page is closed (the room still plays the others), holds nobody', () => {
    expect(movesHeld(status({ lobby: lobby('here') }))).toBe(false);
    expect(movesHeld(status({ lobby: lobby('here') }), 'up')).toBe(false);
    expect(movesHeld(status({ lobby: lobby('away') }))).toBe(false);
    expect(movesHeld(status({ role: 'hosting', lobby: lobby('here') }))).toBe(false);
  });
});
