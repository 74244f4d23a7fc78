// What an operations script found (a fault, the nginx check, the backup round trip): named checks that pass
// or fail, and figures, printed as they come.

export class Report {
  readonly name: string;
  readonly failures: string[] = [];
  readonly figures: Record<string, number | string> = {};

  constructor(name: string) {
    this.name = name;
  }

  check(what: string, ok: boolean, detail = ""): void {
    console.log(`${ok ? "  ok  " : "  FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
    if (!ok) this.failures.push(`${what}${detail ? ` (${detail})` : ""}`);
  }

  figure(name: string, value: number | string): void {
    this.figures[name] = value;
    console.log(`       ${name}: ${value}`);
  }
}
