// Child process of npm-chromium.ts: unpacks @sparticuz/chromium into $TMPDIR (the package always
// unpacks into the temporary folder) and prints { executablePath, args } as JSON.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import chromium from '@sparticuz/chromium';

const dest = process.env.TMPDIR;
if (!dest) throw new Error('unpack-npm-chromium: TMPDIR must name the folder to unpack into');
const executablePath = await chromium.executablePath();

// The binary links NSS and expat, which a bare Linux may not have: the package ships the builds it
// was made with (it unpacks them only on AWS); put them in lib/ for LD_LIBRARY_PATH.
const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'bin');
execFileSync('tar', ['-x', '-C', dest], { input: zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, 'al2023.tar.br'))) });

process.stdout.write(JSON.stringify({ executablePath, args: chromium.args }));
