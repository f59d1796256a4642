import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser app. `npm start` builds it into dist/ and the API server serves it;
// `npm run dev:web` serves it with hot reload and proxies /api to the server on :3000.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
