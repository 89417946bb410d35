import { defineConfig } from "@playwright/test";

const LAYOUT_NET = /layout-net\.spec\.ts$/;

// Every browser test runs twice: with JavaScript and without, in Chromium's headless shell
// (scripts/test.ts finds or installs it and starts the server at TEST_BASE_URL).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.TEST_BASE_URL ?? "http://localhost:3000",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // The layout net visits every page at six widths, with JavaScript on and off, by itself: it
    // runs once, in a project of its own. Each worker running it signs in once and makes the
    // sample records (a worker fixture), so it waits for no other project; listed first, its
    // long tests are the first the two workers take, and the short ones of the other projects
    // fill in around them.
    { name: "layout-net", testMatch: LAYOUT_NET },
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: LAYOUT_NET },
    // Files named *.js-only.spec.ts test what exists only with JavaScript (the calendar popover,
    // pending states); their no-JS counterparts live in the ordinary spec files.
    // Tests tagged @http-only (answers the server gives before any page script runs) would repeat
    // their JavaScript run exactly: they run in the "js" project alone.
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      testIgnore: [/\.js-only\.spec\.ts$/, LAYOUT_NET],
      grepInvert: /@http-only/,
    },
  ],
});
