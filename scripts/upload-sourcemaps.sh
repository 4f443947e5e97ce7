#!/usr/bin/env bash
# Uploads the build's source maps to Sentry, then deletes them from the build so they are never deployed
# (docs/error-reporting.md). Needs SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT (SENTRY_URL for a
# self-hosted Sentry), read by sentry-cli, and sentry-cli on the PATH. Without a token it does nothing.
set -euo pipefail

dist="${1:-dist}"
if [[ -z "${SENTRY_AUTH_TOKEN:-}" ]]; then
  echo "SENTRY_AUTH_TOKEN is not set: source maps not uploaded (they stay in $dist, never served)."
  exit 0
fi
if ! command -v sentry-cli >/dev/null 2>&1; then
  echo "sentry-cli is not on the PATH: install it to upload source maps." >&2
  exit 1
fi
release="${SENTRY_RELEASE:-$(cat "$dist/release.txt" 2>/dev/null || true)}"

# Debug ids tie each script to its map, so a report finds its map whatever release it carries.
sentry-cli sourcemaps inject "$dist/assets"
sentry-cli sourcemaps upload ${release:+--release "$release"} "$dist/assets"
find "$dist" -name '*.map' -type f -delete
echo "Source maps uploaded${release:+ for release $release} and removed from $dist."
