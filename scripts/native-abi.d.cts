export function readAbi(file: string): number | null;
export function electronAbi(root: string, electronVersion: string): number;
export function electronNativeFile(root: string, electronVersion: string, platform?: string, arch?: string): string;
export function assertAbi(file: string, expected: number, what: string): void;
