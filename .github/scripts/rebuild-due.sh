#!/usr/bin/env bash
# Whether the live site must be built again now, with nobody pushing anything: the scheduled job of
# .github/workflows/site.yml. The build writes into /version.json the first moment after it when the
# published site must change (nextChangeAt: a notice that appears or leaves at a set time), or null.
# Once that moment has passed, this writes commit=<sha> to GITHUB_OUTPUT: the commit the live site
# was built from, to build again as it is — its content and its code, already online and tested, at
# a new moment. Otherwise it writes nothing, and says why.
#
# The clock is INVERO_NOW (ISO 8601, as the build reads it) when set, for the tests; else the real
# time. Plain bash, curl, jq and GNU date, before (and without) npm ci: a month with nothing
# scheduled costs seconds. What is online is read by live-version.sh, the one place that reads it.
set -uo pipefail

wait_for_it() {
  echo "Nada a gerar agora: $1"
  exit 0
}
# Something that keeps the site from changing by itself: shown on the run, which still succeeds (the
# next run, five minutes later, tries again).
stuck() {
  echo "::warning::O site não se gera de novo sozinho: $1"
  exit 0
}

# ISO 8601 with a time and its offset, as the build writes it (2026-12-24T00:00:00-03:00).
iso='^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})$'
# Milliseconds since the epoch of such a moment; nothing (and a non-zero exit) for anything else.
millis() {
  [[ $1 =~ $iso ]] && date --date="$1" +%s%3N 2>/dev/null
}

if [ -n "${INVERO_NOW:-}" ]; then
  now=$(millis "$INVERO_NOW") || {
    echo "INVERO_NOW não é um momento em ISO 8601 com fuso ('$INVERO_NOW')." >&2
    exit 1
  }
else
  now=$(date +%s%3N)
fi

live=$("$(dirname "$0")/live-version.sh") || stuck "não deu para ler a versão do site no ar."
next=$(jq -r '.nextChangeAt // empty' <<<"$live")
[ -n "$next" ] || wait_for_it "o site no ar não tem nenhuma mudança agendada."
due=$(millis "$next") || stuck "a próxima mudança que o site no ar diz não é um momento ('$next')."
((now >= due)) || wait_for_it "a próxima mudança do site no ar é em $next."
commit=$(jq -r '.commit // empty' <<<"$live")
[[ $commit =~ ^[0-9a-f]{40}$ ]] || stuck "o site no ar não diz de que commit foi gerado."

echo "A mudança agendada para $next chegou: o commit no ar, $commit, vai ser gerado de novo."
echo "commit=$commit" >>"$GITHUB_OUTPUT"
