import { matrixRows } from "../test/rights-matrix/suite.ts";

// the rights matrix's rows, part 3 (rights-matrix.test.ts has the whole story)
matrixRows(3);
