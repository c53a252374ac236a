// A short-lived message shown over the play screen.
export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'error';
}
