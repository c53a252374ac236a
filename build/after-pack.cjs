// electron-builder afterPack hook: swap the packaged better-sqlite3 binary (copied from
// node_modules, i.e. the Node build) for the Electron-ABI copy from .cache/native-electron/, then
// check the ABI of what will ship. A package with a wrong-ABI module fails the build loudly.
// MQ_PACKAGE_SMOKE=1 (the offline packaging test, with a stand-in Electron) skips the swap/check.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { assertAbi, electronAbi, electronNativeFile } = require('../scripts/native-abi.cjs');

const ARCH = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

exports.default = async function afterPack(context) {
  const projectDir = context.packager.projectDir;
  const electronVersion = context.packager.config.electronVersion;
  const resources =
    context.electronPlatformName === 'darwin'
      ? path.join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`, 'Contents', 'Resources')
      : path.join(context.appOutDir, 'resources');
  const shipped = path.join(resources, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (!fs.existsSync(shipped)) throw new Error(`[after-pack] ${shipped} is missing: check asarUnpack.`);
  if (process.env.MQ_PACKAGE_SMOKE === '1') {
    console.log('[after-pack] MQ_PACKAGE_SMOKE=1: keeping the Node build (stand-in Electron, not a runnable app)');
    return;
  }
  const arch = ARCH[context.arch] ?? process.arch;
  const built = electronNativeFile(projectDir, electronVersion, context.electronPlatformName, arch);
  if (!fs.existsSync(built)) {
    throw new Error(`[after-pack] no Electron build of better-sqlite3 at ${built}; run "npm run dist" (it makes one).`);
  }
  const expected = electronAbi(projectDir, electronVersion);
  assertAbi(built, expected, '[after-pack] Electron build of better-sqlite3');
  fs.copyFileSync(built, shipped);
  assertAbi(shipped, expected, '[after-pack] packaged better-sqlite3');
  console.log(`[after-pack] packaged better-sqlite3 has Electron ABI ${expected}`);
};
