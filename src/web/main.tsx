// Mantine's styles for the signed-out pages only; the signed-in frame loads the rest (decision 054).
import './app/styles/signed-out-styles';
import './boot-shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
