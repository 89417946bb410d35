import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our Express app, which wraps the React Router request handler,
  // so the production server and the app share one module graph (one database connection).
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [reactRouter()],
});
