import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our Express app, which wraps the React Router request handler,
  // so the production server and the app share one module graph (one database connection).
  environments: {
    // The framework (React, React DOM, React Router) in one chunk that every page shares and
    // browsers keep across deployments of our own code, instead of spread over several files.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                // The app shell: lib (but the eased anchor scroll, fetched when first used), the browser's half of web, the languages' helpers (i18n, issue 48)
                // and the parts of every public page. Of
                // the content only what the frame says (content/frame.ts): each page's own words reach
                // the browser with that page, in its chunk or its loader's data (issue 45), so a page
                // does not load the others'. "Closed until …" is here, not with the stops: /menu's hours
                // card shows it too, and would otherwise load the whole schedule for a few lines.
                {
                  name: "shell",
                  test: /[\\/]app[\\/](lib[\\/](?!anchor-scroll)|web[\\/])|[\\/]app[\\/]i18n[\\/](language|words)\.ts|[\\/]app[\\/]content[\\/]frame\.ts|[\\/]app[\\/]components[\\/](newsletter-form|responsive-image|navigation-effects|lazy-error-page|closed-now|order-links|typed-text)\.tsx|[\\/]app[\\/]components[\\/](use-closures|use-language|use-frame-words|use-public-layout-data)\.ts|vite[\\/]preload-helper/,
                },
                // The parts of the pages about the business (home, /about, /menu): the page hero, the
                // business details the layout read, the social feed; one file rather than three.
                {
                  name: "business-parts",
                  test: /[\\/]app[\\/]components[\\/](page-hero\.tsx|use-business-details\.ts|instagram-module\.tsx)/,
                },
                // Where the truck is: the schedule and the next stop, shared by the home page and
                // /popup-locations, as one file rather than five small ones.
                {
                  name: "stops",
                  test: /[\\/]app[\\/]domain[\\/]events[\\/](schedule|next-stop|stop-links|time-range)\.ts|[\\/]app[\\/]components[\\/]next-stop\.tsx/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [reactRouter()],
});
