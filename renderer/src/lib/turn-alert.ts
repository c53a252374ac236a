// "Your turn" when the player is looking elsewhere (issue 17): in a networked race the others' turns
// may take minutes, so the player switches windows. When a turn of theirs begins while the page is
// hidden or not focused, the page rings (the app's sound, at the player's volume) and its title says
// so, until the page is looked at again. The Electron window also asks for attention (main process,
// electron/main/turn-attention.ts); the browser host has only the page.

export interface AlertPage {
  title: string;
  readonly hidden: boolean;
  hasFocus(): boolean;
}

export class TurnAlert {
  private mine = false;
  /** The title before it was changed (null: unchanged). */
  private saved: string | null = null;

  constructor(
    private readonly page: AlertPage,
    private readonly ring: () => void,
    private readonly words: () => string,
  ) {}

  /** Whether one of this player's seats decides now; a new turn of theirs away from the page alerts. */
  update(mine: boolean): void {
    const began = mine && !this.mine;
    this.mine = mine;
    if (!mine) return this.seen();
    if (!began || (!this.page.hidden && this.page.hasFocus())) return;
    this.ring();
    if (this.saved === null) this.saved = this.page.title;
    this.page.title = `${this.words()} – ${this.saved}`;
  }

  /** The page is looked at (focus, visible again) or the screen closes: the title is its own again. */
  seen(): void {
    if (this.saved === null) return;
    this.page.title = this.saved;
    this.saved = null;
  }
}
