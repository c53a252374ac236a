export function downloadElectron(options?: {
  root?: string;
  env?: NodeJS.ProcessEnv;
  nodeVersion?: string;
  /** Called with a line just before the download starts (it can take a while). */
  onStart?: (line: string) => void;
}): string;
