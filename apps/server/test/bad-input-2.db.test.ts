import { describeBadInputSweep } from './bad-input-sweep.js';

describeBadInputSweep(1, 3);
