// electron-builder afterPack hook: turns on the asar integrity fuse where Electron checks it, swaps
// the packaged better-sqlite3 binary (copied from node_modules, i.e. the Node build) for the
// Electron-ABI copy from .cache/native-electron/, then checks the ABI of what will ship. A package with a wrong-ABI module fails the build loudly.
// MQ_PACKAGE_SMOKE=1 (the offline packaging test, with a stand-in Electron) skips the swap/check.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { assertAbi, electronAbi, electronNativeFile } = require('../scripts/native-abi.cjs');

const ARCH = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

// Electron validates app.asar against a hash electron-builder embeds (Info.plist, the exe's
// resources) on macOS and Windows only. electronFuses in build/electron-builder.yml holds the
// fuses common to every platform; this one is per platform, which that block cannot express.
const ASAR_INTEGRITY_PLATFORMS = new Set(['darwin', 'mas', 'win32']);

/** Whether the packaged binary for `platformName` gets EnableEmbeddedAsarIntegrityValidation. */
function wantsAsarIntegrity(platformName) {
  return ASAR_INTEGRITY_PLATFORMS.has(platformName);
}
exports.wantsAsarIntegrity = wantsAsarIntegrity;

exports.default = async function afterPack(context) {
  if (wantsAsarIntegrity(context.electronPlatformName)) {
    // Flipped before electron-builder flips the config's fuses and signs (both follow afterPack).
    // @electron/fuses is electron-builder's own dependency: take the copy it uses.
    const { FuseVersion, FuseV1Options } = require(
      require.resolve('@electron/fuses', { paths: [path.dirname(require.resolve('app-builder-lib/package.json'))] }),
    );
    await context.packager.addElectronFuses(context, {
      version: FuseVersion.V1,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    });
  }
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
  // Swapping an unpacked file after app.asar (and its integrity hash) was written is safe: Electron
  // validates only what it reads from inside the archive; for an entry marked unpacked its
  // archive code returns before loading any integrity data.
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
