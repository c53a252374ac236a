// What the library shows: filtering, sorting and the filter choices, all on the summaries main
// lists (one row per game, no log), so a library of a thousand games stays quick. Pure functions.
import type { GameSummary } from './api-types.js';

export type StatusFilter = 'all' | 'playing' | 'over' | 'imported';
export type DateFilter = 'any' | 'today' | 'week' | 'month' | 'older';
export type SortKey = 'title' | 'players' | 'result' | 'date';
export type SortDir = 'asc' | 'desc';

export interface LibraryFilter {
  /** Part of the title, any case and accents. */
  text: string;
  status: StatusFilter;
  /** '' = any; `count:N` = N captains; `name:X` = X took part. */
  players: string;
  /** '' = any result; else the winner's name. */
  winner: string;
  date: DateFilter;
}

export interface LibrarySort {
  key: SortKey;
  dir: SortDir;
}

export const NO_FILTER: LibraryFilter = { text: '', status: 'all', players: '', winner: '', date: 'any' };
export const DEFAULT_SORT: LibrarySort = { key: 'date', dir: 'desc' };
/** The direction a column sorts in when first chosen: newest dates and most captains first. */
export const FIRST_DIR: Record<SortKey, SortDir> = { title: 'asc', players: 'desc', result: 'asc', date: 'desc' };

const DAY = 24 * 60 * 60 * 1000;

/** The captain whose boat finished first, or null while racing. */
export function winnerName(s: GameSummary): string | null {
  const boat = s.result?.places[0];
  if (!boat) return null;
  return s.players.find((p) => p.boats.includes(boat))?.name ?? null;
}

/** The captain of the leading boat (unfinished games). */
export function leaderName(s: GameSummary): string | null {
  const boat = s.leader;
  if (!boat) return null;
  return s.players.find((p) => p.boats.includes(boat))?.name ?? null;
}

/** Lower case without accents, for searching ("Élan" is found by "elan"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase();
}

function startOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

function matchesDate(updatedAt: number, date: DateFilter, now: number): boolean {
  switch (date) {
    case 'any':
      return true;
    case 'today':
      return updatedAt >= startOfDay(now);
    case 'week':
      return updatedAt >= now - 7 * DAY;
    case 'month':
      return updatedAt >= now - 30 * DAY;
    case 'older':
      return updatedAt < now - 30 * DAY;
  }
}

function matchesPlayers(s: GameSummary, players: string): boolean {
  if (!players) return true;
  if (players.startsWith('count:')) return s.players.length === Number(players.slice(6));
  if (players.startsWith('name:')) {
    const name = players.slice(5);
    return s.players.some((p) => p.name === name);
  }
  return true;
}

/** `titleOf`: the title as shown (made-up titles in the player's language, lib/game-titles.ts). */
export function filterGames(games: readonly GameSummary[], f: LibraryFilter, now: number, titleOf: (s: GameSummary) => string = (s) => s.title): GameSummary[] {
  const text = fold(f.text.trim());
  return games.filter(
    (s) =>
      (f.status === 'all' || (f.status === 'imported' ? s.imported : (isDone(s) ? 'over' : 'playing') === f.status)) &&
      (!text || fold(titleOf(s)).includes(text)) &&
      matchesPlayers(s, f.players) &&
      (!f.winner || winnerName(s) === f.winner) &&
      matchesDate(s.updatedAt, f.date, now),
  );
}

export function isFiltered(f: LibraryFilter): boolean {
  return f.text.trim() !== '' || f.status !== 'all' || f.players !== '' || f.winner !== '' || f.date !== 'any';
}

/**
 * Sorted copy. "result": finished games first, by winner's name, then unfinished ones furthest
 * along first. Ties fall back to the newest, then the id, so the order never jumps between renders.
 * Winners' names are looked up once per game, not once per comparison.
 */
export function sortGames(
  games: readonly GameSummary[],
  sort: LibrarySort,
  collator: Intl.Collator,
  titleOf: (s: GameSummary) => string = (s) => s.title,
): GameSummary[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const winners = sort.key === 'result' ? new Map(games.map((g) => [g.id, winnerName(g) ?? ''])) : null;
  const primary = (a: GameSummary, b: GameSummary): number => {
    switch (sort.key) {
      case 'title':
        return collator.compare(titleOf(a), titleOf(b));
      case 'players':
        return a.players.length - b.players.length;
      case 'date':
        return a.updatedAt - b.updatedAt;
      case 'result': {
        if (a.status !== b.status) return a.status === 'over' ? -1 : 1;
        if (a.status === 'over') return collator.compare(winners!.get(a.id)!, winners!.get(b.id)!);
        return b.round - a.round;
      }
    }
  };
  return [...games].sort((a, b) => sign * primary(a, b) || b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface Facets {
  /** Captain counts present, ascending. */
  counts: number[];
  /** Every captain's name, sorted. */
  names: string[];
  /** Every winner's name, sorted. */
  winners: string[];
}

/** The choices the filters offer: only values some game has. */
export function facets(games: readonly GameSummary[], collator: Intl.Collator): Facets {
  const counts = new Set<number>();
  const names = new Set<string>();
  const winners = new Set<string>();
  for (const s of games) {
    counts.add(s.players.length);
    for (const p of s.players) names.add(p.name);
    const w = winnerName(s);
    if (w) winners.add(w);
  }
  return {
    counts: [...counts].sort((a, b) => a - b),
    names: [...names].sort(collator.compare),
    winners: [...winners].sort(collator.compare),
  };
}

/** A challenge with its verdict in (solved or not): done, though its race stopped midway. */
export const challengeDecided = (s: GameSummary): boolean => !!s.challenge && s.challenge.status !== 'open';

/** Finished: the race is over, or the challenge it played is decided (the "Finished" filter). */
export const isDone = (s: GameSummary): boolean => s.status === 'over' || challengeDecided(s);

/**
 * What the primary button of a row does: a network room's race is played only in its room, so only
 * watched here; a decided challenge opens on its result (its try-again and next), not as a game to
 * continue (play-test 16).
 */
export function openKind(s: GameSummary): 'continue' | 'replay' | 'result' {
  if (s.status === 'over' || s.networked) return 'replay';
  return challengeDecided(s) ? 'result' : 'continue';
}
