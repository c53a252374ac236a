// Which Node/Electron ABI a native module (.node) was built for, read from the binary itself.
// Non-N-API addons such as better-sqlite3 export `node_register_module_v<NODE_MODULE_VERSION>`;
// the number is 115 for Node 20, 137 for Node 24 and 150 for Electron 45. Used to refuse a wrong-ABI build loudly
// (on machines with npm's nodedir=/usr, an "Electron rebuild" silently produces a Node build).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} file @returns {number | null} */
function readAbi(file) {
  const text = fs.readFileSync(file).toString('latin1');
  const match = /node_register_module_v(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** The ABI an Electron version expects, from the installed electron package or node-abi. */
function electronAbi(root, electronVersion) {
  const fromPackage = path.join(root, 'node_modules', 'electron', 'abi_version');
  if (fs.existsSync(fromPackage)) return Number(fs.readFileSync(fromPackage, 'utf8').trim());
  const nodeAbi = require(require.resolve('node-abi', { paths: [root] }));
  return Number(nodeAbi.getAbi(electronVersion, 'electron'));
}

/** Where the Electron-ABI copy of better-sqlite3 lives (never inside node_modules). */
function electronNativeFile(root, electronVersion, platform = process.platform, arch = process.arch) {
  return path.join(root, '.cache', 'native-electron', `${electronVersion}-${platform}-${arch}`, 'better_sqlite3.node');
}

/** Throws a loud, explanatory error unless `file` was built for `expected`. */
function assertAbi(file, expected, what) {
  const actual = readAbi(file);
  if (actual !== expected) {
    throw new Error(
      `${what}: ${file} is built for ABI ${actual ?? 'unknown'}, but ${expected} is required. ` +
        'Refusing to use a wrong-ABI native module (it would crash with NODE_MODULE_VERSION errors). ' +
        'If npm has nodedir set (npm config get nodedir), an Electron rebuild silently makes a Node build.',
    );
  }
}

module.exports = { readAbi, electronAbi, electronNativeFile, assertAbi };
