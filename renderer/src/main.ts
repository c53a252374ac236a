import { mount } from 'svelte';
import App from './App.svelte';
import { createTransport } from './api/transport.js';
import { reportErrorsTo } from './lib/report-errors.js';
import './app.css';

const api = createTransport();
reportErrorsTo(api);
mount(App, { target: document.getElementById('app')!, props: { api } });
