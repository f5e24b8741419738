import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the browser talks to Vite only; API calls are proxied so cookies stay same-origin.
const apiTarget = `http://localhost:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads it to weigh what each route loads.
    manifest: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/rpc": { target: apiTarget, changeOrigin: false },
      "/idp": { target: apiTarget, changeOrigin: false },
      "/dev": { target: apiTarget, changeOrigin: false },
    },
  },
});
