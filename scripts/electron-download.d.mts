export function downloadElectron(options?: { root?: string; env?: NodeJS.ProcessEnv; nodeVersion?: string }): string;
