import { mount } from 'svelte';
import App from './App.svelte';
import { createTransport } from './api/transport.js';
import { playApi } from './lib/play-view.js';
import { reportErrorsTo } from './lib/report-errors.js';
import './app.css';

const params = new URLSearchParams(location.search);
if (params.has('lab')) {
  // The scene lab (a dev/test page for the 3D river, renderer/src/scene-lab.ts): no app, no host needed.
  void import('./scene-lab.js').then((m) => m.startSceneLab(document.getElementById('app')!, params));
} else {
  // A file dropped outside the library's drop zone must not make the window navigate to it (the
  // library's own window listeners still run and import the file).
  for (const type of ['dragover', 'drop'] as const) window.addEventListener(type, (e) => e.preventDefault());
  const api = playApi(createTransport());
  reportErrorsTo(api);
  mount(App, { target: document.getElementById('app')!, props: { api } });
}
