#!/bin/sh
# Chromium as the user unprivileged-chromium.mjs names, with no capabilities left to raise a
# thread's priority above the page's.
exec setpriv --reuid="$QSR_CHROMIUM_UID" --regid="$QSR_CHROMIUM_GID" --clear-groups \
  --inh-caps=-all -- "$QSR_CHROMIUM" "$@"
