import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '@/lib/service-worker';
import { takeHandoffCodeFromAddress } from '@/lib/session/handoff-code';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

// Before the first render: a purchase's one-time `ac` code leaves the address at once (ADR 008).
takeHandoffCodeFromAddress();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

registerServiceWorker();
