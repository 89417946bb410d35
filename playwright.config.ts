import { defineConfig } from "@playwright/test";

const LAYOUT_NET = /layout-net\.spec\.ts$/;

// Every browser test runs twice: with JavaScript and without, in Debian's Chromium
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
    // The layout net visits every page at six widths, with JavaScript on and off, by itself: it
    // runs once, in projects of its own. Its setup signs in once and creates the sample records
    // its tests share; its teardown removes them.
    { name: "layout-net-setup", testMatch: LAYOUT_NET, grep: /set up: /, teardown: "layout-net-teardown" },
    {
      name: "layout-net",
      testMatch: LAYOUT_NET,
      grepInvert: /set up: |tear down: /,
      dependencies: ["layout-net-setup"],
    },
    { name: "layout-net-teardown", testMatch: LAYOUT_NET, grep: /tear down: / },
  ],
});
