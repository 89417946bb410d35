import type { Config } from "@react-router/dev/config";

export default {
  // Server-side rendering on: every page renders and every form submits without JavaScript.
  ssr: true,
} satisfies Config;
