// Standalone entry of the scene lab (lab.html, built by vite.lab.config.ts) so the 3D view can be
// developed and tested while the rest of the app is mid-change. The app route is index.html?lab=.
import { startSceneLab } from '../../scene-lab.js';

const params = new URLSearchParams(location.search);
if (!params.has('lab')) params.set('lab', 'long');
void startSceneLab(document.getElementById('app')!, params);
