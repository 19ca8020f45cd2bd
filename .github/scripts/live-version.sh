#!/usr/bin/env bash
# The version the live site carries (its /version.json, written by the build:
# scripts/build/site-version.ts), printed on one line of JSON; the reason on stderr, and a non-zero
# exit, when it cannot be read. The one place the workflow asks what is online.
#
# The site is the repository's GitHub Pages site, where GitHub's REST API says it is: the runner's
# GITHUB_API_URL and GITHUB_REPOSITORY, and a GITHUB_TOKEN that may read Pages (`pages: read`).
# The token goes to the API only, never to the site. Plain bash, curl and jq: it runs before (and
# without) npm ci.
set -euo pipefail

fail() {
  echo "$1" >&2
  exit 1
}

pages=$(curl --silent --show-error --fail --max-time 30 \
  --header 'Accept: application/vnd.github+json' \
  --header 'X-GitHub-Api-Version: 2022-11-28' \
  --header "Authorization: Bearer $GITHUB_TOKEN" \
  "$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/pages") ||
  fail "O GitHub não disse onde está o site do GitHub Pages deste repositório (ainda não publicado?)."
site=$(jq -r '.html_url // empty' <<<"$pages") || fail "O GitHub respondeu sobre o GitHub Pages algo que não é JSON."
[[ $site =~ ^https?:// ]] || fail "O GitHub não deu o endereço do site do GitHub Pages (html_url: '$site')."

# GitHub Pages keeps every file for ten minutes: a query no cache has seen asks the site itself.
version=$(curl --silent --show-error --fail --location --max-redirs 5 --proto '=http,https' --max-time 30 \
  --header 'Cache-Control: no-cache' \
  "${site%/}/version.json?t=$(date +%s%N)") ||
  fail "O site no ar (${site}) não respondeu a sua versão (/version.json)."

# The shape the CMS also accepts (readBuiltVersion in schema/load/built-version.ts); fields added
# later pass through.
jq --compact-output --exit-status '
  select(type == "object"
    and (.content | type) == "string"
    and (.builtAt | type) == "string"
    and (.commit == null or (.commit | type) == "string"))' <<<"$version" 2>/dev/null ||
  fail "O que o site no ar (${site}) responde em /version.json não é uma versão do site."
