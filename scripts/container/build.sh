#!/bin/sh
# The Dockerfile's build stage runs exactly these steps (npm run test:container builds the
# image with buildah and checks what they leave in it).
set -eu
npm ci --prefer-offline --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
