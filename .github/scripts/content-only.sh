#!/usr/bin/env bash
# Whether a change touches content/ only, the kind that goes online without waiting for the tests
# (.github/workflows/site.yml): writes content-only=true or content-only=false to GITHUB_OUTPUT.
#
# A push to main (HEAD) is compared, tree to tree, with the commit the live site was built from
# (live-version.sh): that site's code passed every test (it went online after them, or with a change
# to content/ only over code that had), so a change to content/ only keeps tested code online.
# Compared with the push before instead, a change to content/ would carry out the code of a push
# whose tests were cancelled or failed. A pull request (PULL_REQUEST_BASE) is compared with where it
# left its base; it never deploys.
#
# The scheduled rebuild (SCHEDULED_REBUILD=true, rebuild-due.sh) builds again the very commit that
# is online, at a new moment: its code is the live code, already tested, and it goes without the
# tests — as long as that commit is still the one online when this asks, and nothing else ever.
#
# Anything unsure counts as code, which waits for every test: the live version unreadable or naming
# no commit (the first deploy, another host), a commit this clone does not have (a rewritten
# history, a shallow clone), nothing changed. Moving a file into content/ is code too: --no-renames
# lists both of its names.
set -uo pipefail

decide() {
  echo "content-only=$1" >>"$GITHUB_OUTPUT"
  exit 0
}
code() {
  echo "Conta como código (espera todos os testes): $1"
  decide false
}

if [ -n "${PULL_REQUEST_BASE:-}" ]; then
  range=("$PULL_REQUEST_BASE...$HEAD")
else
  live=$("$(dirname "$0")/live-version.sh") || code "não deu para ler a versão do site no ar."
  commit=$(jq -r '.commit // empty' <<<"$live")
  [[ $commit =~ ^[0-9a-f]{40}$ ]] || code "o site no ar não diz de que commit foi gerado."
  if [ "${SCHEDULED_REBUILD:-}" = true ]; then
    [ "$commit" = "$HEAD" ] || code "o site no ar mudou desde que o job agendado decidiu gerar de novo o commit $HEAD."
    echo "É o mesmo commit, gerado de novo na hora agendada: o código no ar, que já passou pelos testes."
    decide true
  fi
  git cat-file -e "$commit^{commit}" 2>/dev/null ||
    code "o site no ar foi gerado do commit $commit, que este clone não tem."
  echo "O site no ar foi gerado do commit $commit."
  range=("$commit" "$HEAD")
fi

changed=$(git diff --no-renames --name-only "${range[@]}" 2>/dev/null) || code "o git não conseguiu comparar ${range[*]}."
[ -n "$changed" ] || code "nada mudou."
outside=$(grep -v '^content/' <<<"$changed") && code "muda arquivos fora de content/: $(head -n 3 <<<"$outside" | paste -sd ' ')"
echo "Só content/ mudou: vai ao ar sem esperar os testes."
decide true
