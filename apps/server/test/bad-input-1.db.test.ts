import { describeBadInputSweep } from './bad-input-sweep.js';

describeBadInputSweep(0, 3);
