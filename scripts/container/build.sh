#!/bin/sh
# The Dockerfile's build stage runs exactly these steps; tests/api/container-recipe.test.ts
# runs them outside Docker too, so the recipe cannot rot where no Docker engine runs.
set -eu
npm ci --prefer-offline --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
