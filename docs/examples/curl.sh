#!/usr/bin/env bash
# The catalogue page by page over plain HTTP (docs/api.md, "Paging"): POST a query with `first`
# and `after`, print each vehicle, then ask for the next page after the last page's
# pageInfo.endCursor. Needs curl and jq.
#
#   CANAM_GRAPHQL_URL  the graph (default http://localhost:8080/graphql)
#   CANAM_TOKEN        a bearer: a personal access token (canam_pat_…) or a session access token
#   CANAM_PAGE_SIZE    vehicles a page (default 5; the gateway serves at most 100)
#   CANAM_PAGES        pages to print (default 2)
set -euo pipefail

url="${CANAM_GRAPHQL_URL:-http://localhost:8080/graphql}"
token="${CANAM_TOKEN:?set CANAM_TOKEN to a personal access token (docs/api.md, Authentication)}"
page_size="${CANAM_PAGE_SIZE:-5}"
pages="${CANAM_PAGES:-2}"

# Vehicles on sale now; `price` is null unless the token's owner may see prices.
query='query CataloguePage($first: Int, $after: String) {
  vehicles(first: $first, after: $after, filter: { availableInMarketplace: true }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id vin title miles price { amount currency } } }
  }
}'

after=null # the first page: no cursor
for ((page = 1; page <= pages; page++)); do
  body=$(jq -n --arg query "$query" --argjson first "$page_size" --argjson after "$after" \
    '{query: $query, variables: {first: $first, after: $after}}')
  answer=$(curl --silent --show-error "$url" \
    -H 'content-type: application/json' \
    -H "authorization: Bearer $token" \
    --data "$body")

  # A refused request still answers JSON: `errors`, each with extensions.code (docs/api.md, Errors).
  if jq -e '.errors' <<<"$answer" >/dev/null; then
    jq -r '.errors[] | "error \(.extensions.code // "UNKNOWN"): \(.message)"' <<<"$answer" >&2
    exit 1
  fi

  jq -r --argjson page "$page" \
    '.data.vehicles | "page \($page): \(.edges | length) of \(.totalCount) vehicles"' <<<"$answer"
  # One line a vehicle: global id, VIN, title, price (tab separated).
  jq -r '.data.vehicles.edges[].node
    | [.id, .vin, .title, (if .price then "\(.price.currency) \(.price.amount)" else "no price" end)]
    | @tsv' <<<"$answer"

  [ "$(jq -r '.data.vehicles.pageInfo.hasNextPage' <<<"$answer")" = true ] || break
  after=$(jq '.data.vehicles.pageInfo.endCursor' <<<"$answer") # a JSON string, quotes kept
done
