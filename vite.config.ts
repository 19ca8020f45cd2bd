import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Evergreen browsers only: no legacy transforms or polyfills in the bundles.
    target: 'es2022',
  },
});
