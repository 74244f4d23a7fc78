/*
 * The REST tab's shell examples for this server's address (the same in both languages: commands are not
 * translated). They need curl and, for the table protocol, jq.
 */

export function loginExample(base: string): string {
  return `BASE=${base}
TOKEN=$(curl -s -D - -o /dev/null "$BASE/login" \\
  -H 'Content-Type: application/json' \\
  -d '{"username": "name@example.org", "password": "…"}' \\
  | grep -i '^authorization:' | cut -d ' ' -f 2 | tr -d '\\r')
curl -s "$BASE/auth" -H "Authorization: $TOKEN"
curl -s -X POST "$BASE/logout" -H "Authorization: $TOKEN"`;
}

export function tableExample(base: string): string {
  return `BASE=${base}
curl -s "$BASE/evas/tablestate" \\
  | jq '(.columns[] | select(.id == "description") | .options.filter.value) = "Kranken"
        | {page: 0, size: 10, columns}' \\
  | curl -s "$BASE/evas" -H 'Content-Type: application/json' -d @- \\
  | jq '.records.totalElements, [.records.content[].items.evas.view]'

curl -s "$BASE/evas/tablestate" | jq '{page: 0, size: 10, columns}' \\
  | curl -s "$BASE/evas/csv/all" -H 'Content-Type: application/json' -d @- -o evas.csv`;
}

/** The standards tab's examples: `base` is the app's address (its base path included). */
export function sdmxExample(base: string): string {
  return `SDMX=${base}/sdmx/v2
curl -s "$SDMX/structure/codelist/*/*/~?detail=allstubs"
curl -s -H 'Accept: application/vnd.sdmx.structure+xml;version=3.0.0' \\
  "$SDMX/structure/codelist/*/CL_EVAS/+"
curl -s "$SDMX/structure/codelist/*/CL_PERIOD/~/03"`;
}

export function ddiExample(base: string): string {
  return `curl -s "${base}/ddi/study/<erhebungsid>"`;
}

export function oaiExample(base: string): string {
  return `OAI=${base}/oai
curl -s "$OAI?verb=Identify"
curl -s "$OAI?verb=ListSets"
Q="verb=ListRecords&metadataPrefix=oai_ddi33&from=2026-01-01"
N=0
while [ -n "$Q" ]; do
  N=$((N + 1))
  curl -s "$OAI?$Q" -o "page-$N.xml"
  T=$(sed -n 's:.*<resumptionToken>\\([^<]*\\)</resumptionToken>.*:\\1:p' "page-$N.xml")
  Q=\${T:+verb=ListRecords&resumptionToken=$T}
done`;
}
