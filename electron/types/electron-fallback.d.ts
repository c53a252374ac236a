// Stand-in declarations for the optional `electron` package, used by tsconfig `paths` only when
// node_modules/electron is absent (an install where Electron could not be fetched). Where Electron
// is installed, its real electron.d.ts is used instead and checks the same code strictly.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const app: any;
export const BrowserWindow: any;
export const ipcMain: any;
export const ipcRenderer: any;
export const contextBridge: any;
export const protocol: any;
export const net: any;
export const screen: any;
export const session: any;
export const dialog: any;
