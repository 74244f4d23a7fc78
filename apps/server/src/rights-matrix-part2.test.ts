import { matrixRows } from "../test/rights-matrix/suite.ts";

// the rights matrix's rows, part 2 (rights-matrix.test.ts has the whole story)
matrixRows(2);
