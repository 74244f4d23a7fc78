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
