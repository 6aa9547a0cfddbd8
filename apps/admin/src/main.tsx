// The back office's own fonts, served with it (no font service, and the same look on every machine):
// Roboto, which Material's type scale is drawn for, in the weights the theme uses (400 text, 500
// buttons and headers, 700 bold); Noto Sans Bengali for Bengali and the taka sign, at the same weights.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/500.css';
import '@fontsource/noto-sans-bengali/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
