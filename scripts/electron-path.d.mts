export type ElectronStatus =
  | { state: 'no-package' }
  | { state: 'not-downloaded'; dir: string; version: string }
  | { state: 'installed'; dir: string; version: string; binary: string };
export function electronPackageDir(root?: string): string | null;
export function electronStatus(options?: { root?: string; env?: NodeJS.ProcessEnv }): ElectronStatus;
export function electronBinary(options?: { root?: string; env?: NodeJS.ProcessEnv }): string | null;
export function whyNoElectron(status: ElectronStatus, nodeVersion?: string): string | null;
