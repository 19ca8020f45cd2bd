#!/usr/bin/env bash
# Keeps the workflow that runs this on. In a public repository, GitHub turns a workflow with a
# schedule off after 60 days with no activity in the repository, and then none of its runs start:
# not the scheduled rebuilds, nor the publishing of the next push. Enabling the workflow through
# GitHub's REST API while it is on (PUT /repos/{owner}/{repo}/actions/workflows/{workflow}/enable)
# counts the 60 days again from now, touching neither the content nor the history (docs/decisoes/no-ar-na-hora-marcada.md,
# "No ar na hora marcada").
#
# The workflow is the runner's GITHUB_WORKFLOW_REF (owner/repo/.github/workflows/site.yml@refs/heads/main),
# named by its file; the token may write Actions (`actions: write`). Plain bash and curl.
set -euo pipefail

path=${GITHUB_WORKFLOW_REF%@*}
workflow=${path##*/}
curl --silent --show-error --fail --max-time 30 --request PUT \
  --header 'Accept: application/vnd.github+json' \
  --header 'X-GitHub-Api-Version: 2022-11-28' \
  --header "Authorization: Bearer $GITHUB_TOKEN" \
  "$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/actions/workflows/$workflow/enable"
echo "O fluxo $workflow continua ligado: o GitHub conta 60 dias sem atividade a partir de agora."
