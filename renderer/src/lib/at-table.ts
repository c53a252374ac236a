// Whether this page is "at the table" of a network race, told to the app as `netTable { open }`.
// The race screen holds it, and so does the Rules screen opened from the race (a player reading the
// rules mid-race is still playing: decision net30, docs/network.md "At the table"). Holders are
// counted so that the order in which one screen closes and the next opens never matters.

export interface TableApi {
  netTable(req: { open: boolean }): Promise<unknown>;
}

let holders = 0;

/** Holds the table open until the returned release is called (once). */
export function holdTable(api: TableApi): () => void {
  if (holders++ === 0) void api.netTable({ open: true });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) void api.netTable({ open: false });
  };
}

/** For tests: forget every holder. */
export function resetTableHolders(): void {
  holders = 0;
}
