import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { storeAccessTokenFromAddress } from '@/lib/session/access-token-param';
import { App } from './app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

// Before the first render: the user query must start with a token brought by the link (spec §2).
storeAccessTokenFromAddress();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
