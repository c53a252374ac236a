// The room's log of a networked race in words (NetPlay.svelte): quick messages, a seat handed to a
// computer captain, a turn played by one when its time ran out, a free seat taken over, a spectator
// coming or going. Not the game's action log: these are about the table, not the river.
import type { RoomNote } from '../../../electron/net/protocol.js';
import type { MessageKey, Translate } from './i18n.js';
import { shownName } from './shown-names.js';

export function quickWords(id: Extract<RoomNote, { kind: 'quick' }>['id'], t: Translate): string {
  return t(`quick.${id}` as MessageKey);
}

/** The level as it reads inside a sentence ("level: medium"): the setup's word, lower-cased. */
function levelWords(level: string, t: Translate, locale: string): string {
  return t(`new.level.${level}` as MessageKey).toLocaleLowerCase(locale);
}

/**
 * A seat's name as notes say it: a default captain's in the reader's language (the room names them in
 * English). The reader's own quick messages (`mine`: their seats) read "You: …", as sent, and their own
 * return "You are back.".
 */
export function noteWords(note: RoomNote, t: Translate, locale: string, mine: readonly number[] = []): string {
  const name = note.kind === 'watcher' ? null : shownName(t, note.name);
  switch (note.kind) {
    case 'quick':
      if (mine.includes(note.seat)) return t('net27.noteQuickMine', { text: quickWords(note.id, t) });
      return t('netplay.noteQuick', { name: name ?? note.name, text: quickWords(note.id, t) });
    case 'handOver':
      return t('netplay.noteHandOver', { name: name ?? note.name, level: levelWords(note.level, t, locale) });
    case 'timeUp':
      return t('netplay.noteTimeUp', { name: name ?? note.name, level: levelWords(note.level, t, locale) });
    case 'tookSeat':
      return t('netplay.noteTookSeat', { name: name ?? note.name });
    case 'back':
      // (one's own page back: not oneself in the third person, play-test pt28 "Anna è di nuovo qui" on Anna's screen)
      if (mine.includes(note.seat)) return t('net28.noteBackMine');
      return t('net28.noteBack', { name: name ?? note.name });
    case 'watcher':
      return t(note.came ? 'netplay.noteWatching' : 'netplay.noteStoppedWatching', { name: note.name ?? t('netplay.someone') });
  }
}

/** The turn timer's time left, m:ss (never below 0:00). */
export function clockText(msLeft: number): string {
  const s = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Quick messages that arrived after `afterN` (the newest per seat): each shows as a bubble by its
 * sender's card. Not the reader's own (`mine`): "Your turn!" popping up on the sender's screen read as
 * addressed to them (play-test); they see it in the room's log as "You: …".
 */
export function newQuick(notes: readonly RoomNote[], afterN: number, mine: readonly number[] = []): Map<number, Extract<RoomNote, { kind: 'quick' }>> {
  const out = new Map<number, Extract<RoomNote, { kind: 'quick' }>>();
  for (const n of notes) if (n.kind === 'quick' && n.n > afterN && !mine.includes(n.seat)) out.set(n.seat, n);
  return out;
}
