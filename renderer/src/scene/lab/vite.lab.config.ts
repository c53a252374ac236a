// Standalone build of the scene lab: `npx vite build -c renderer/src/scene/lab/vite.lab.config.ts`
// → out/scene-lab/lab.html (temporary until the lab is checked through the app route only).
// This build config runs in Node (vite), not in the renderer.
// eslint-disable-next-line no-restricted-imports
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./'),
  base: './',
  plugins: [svelte({ configFile: here('../../../../svelte.config.js') })],
  build: {
    outDir: process.env.MQ_LAB_OUT ?? here('../../../../out/scene-lab'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: here('./lab.html') },
  },
  logLevel: 'warn',
});
