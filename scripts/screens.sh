#!/usr/bin/env bash
# Builds the terminal and walks the screen tours (issue 13 §6), writing the screenshots the file tool can show:
#   scripts/screens.sh                 every screen of every tour, screenshots updated
#   SCREENS=order,checkout scripts/screens.sh journeys/screens-staff.spec.ts
# One build and one tour at a time on this machine (a lock), so people working side by side do not clash.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/opentill-screens.lock
flock 9
npm run build -w apps/terminal --silent >/dev/null
cd e2e
npx playwright test "${@:-journeys/screens-}" --update-snapshots --reporter=line
