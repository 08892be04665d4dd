import { describeBadInputSweep } from './bad-input-sweep.js';

describeBadInputSweep(2, 3);
