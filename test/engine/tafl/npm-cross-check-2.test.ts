/** Cross-check against npm `tafl`, part 2 of 4 (the parts run in parallel). See npm-cross-check.ts for the named differences. */
import { crossCheckPart } from './npm-cross-check';

crossCheckPart(2);
